import { Share2, TrendingUp, Users } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';

const POINTS = [
  { icon: Users, text: 'Seus clientes chamam amigos e família e dividem o valor do produto em cotas.' },
  { icon: Share2, text: 'Cada grupo é compartilhado pelo WhatsApp: divulgação feita pelos próprios clientes.' },
  { icon: TrendingUp, text: 'Produtos caros ficam acessíveis e mais pedidos são concluídos.' },
];

/** Onboarding step 2: the welcome and the marketing claim of the spec (§1: up to 300% more conversions). */
export function WelcomeStep({ platformName, onBack, onNext }: { platformName: string; onBack: () => void; onNext: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        Com o {platformName}, sua loja oferece a <strong>compra em grupo</strong>. Lojas que oferecem compra em grupo
        têm <strong>até 300% mais conversões</strong>.
      </p>
      <ul className="flex flex-col gap-3">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
            <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            {text}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">Falta só um passo: deixar o botão de compra em grupo com a cara da sua loja.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>Voltar</Button>
        <Button onClick={onNext}>Continuar</Button>
      </div>
    </div>
  );
}
