import { centsFromReais, formatBRL, perPersonPrice } from '@juntai/domain';
import { Laptop, Smartphone } from 'lucide-react';
import type { ButtonLook } from '../../lib/button-look.ts';
import { ButtonPreview } from '../look/button-preview.tsx';

/** Spec §9: the preview's two sample products cost 7.899 and 12.999 reais; split here among 4 people. */
export const SAMPLE_GROUP_SIZE = 4;
const SAMPLES = [
  { name: 'Smartphone Pro 256GB', price: 7899, icon: Smartphone },
  { name: 'Notebook Ultra 16"', price: 12999, icon: Laptop },
] as const;

/** The button on two sample product cards, with the per-person price the domain computes (fee included). */
export function SampleProductsPreview({ look }: { look: ButtonLook }) {
  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-3">
      <h2 id="preview-title" className="font-semibold text-slate-900">Pré-visualização</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SAMPLES.map(({ name, price, icon: Icon }) => (
          <li key={name} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="sample-product">
            <span aria-hidden="true" className="grid h-28 place-items-center rounded-lg bg-slate-100 text-slate-400"><Icon className="h-12 w-12" /></span>
            <div>
              <h3 className="font-semibold text-slate-900">{name}</h3>
              <p className="text-lg font-bold text-slate-900">{formatBRL(centsFromReais(price))}</p>
              <p className="text-sm text-slate-600">
                Em grupo de {SAMPLE_GROUP_SIZE}: <strong className="text-brand-800">{formatBRL(perPersonPrice(centsFromReais(price), SAMPLE_GROUP_SIZE))}</strong> por pessoa
              </p>
            </div>
            <ButtonPreview look={look} />
          </li>
        ))}
      </ul>
    </section>
  );
}
