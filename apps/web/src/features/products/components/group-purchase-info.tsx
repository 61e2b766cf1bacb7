import { allowedGroupSizes, centsFromReais, formatBRL, groupTotal, MAX_INSTALLMENTS, SERVICE_FEE_PERCENT } from '@juntai/domain';
import type { LucideIcon } from 'lucide-react';
import { Clock, CreditCard, Percent, Users } from 'lucide-react';
import { usePublicSettings } from '../../../lib/public-settings.ts';

interface Point { icon: LucideIcon; title: string; text: string }

const pointsFor = (groupHours: number, sizes: { min: number; max: number }): Point[] => [
  { icon: Percent, title: `Taxa de serviço de ${SERVICE_FEE_PERCENT}%`, text: 'Somada ao preço do produto e dividida igualmente entre todos.' },
  // The sizes this product allows, the same rule the creation dialog and the server apply.
  { icon: Users, title: `De ${sizes.min} a ${sizes.max} pessoas`, text: 'Você escolhe em quantas cotas dividir e convida quem vai participar.' },
  { icon: Clock, title: `${groupHours} horas para completar`, text: 'Se o grupo não fechar a tempo, os pagamentos são estornados automaticamente.' },
  { icon: CreditCard, title: `Cartão em até ${MAX_INSTALLMENTS}x ou PIX`, text: 'Cada participante paga a sua cota do jeito que preferir.' },
];

interface ProductTerms { price: number; min_group_size: number; max_group_size: number }

/** The product page's 'Como funciona a compra em grupo', with this product's total including the fee and its group sizes. */
export function GroupPurchaseInfo({ product }: { product: ProductTerms }) {
  const total = formatBRL(groupTotal(centsFromReais(product.price)));
  const points = pointsFor(usePublicSettings().group_expiry_hours, allowedGroupSizes(product.min_group_size, product.max_group_size));
  return (
    <section aria-labelledby="compra-em-grupo" className="mt-12 rounded-3xl bg-brand-50 p-6 sm:p-8">
      <h2 id="compra-em-grupo" className="text-2xl font-bold tracking-tight text-slate-900">Como funciona a compra em grupo</h2>
      <p className="mt-2 text-slate-700">
        Com a taxa, este produto sai por <strong className="text-slate-900">{total}</strong> no total, dividido em cotas iguais.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-5 shadow-sm">
            <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
