import type { ReactNode } from 'react';
import { PackageSearch, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

function StateCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-slate-100 text-slate-500" aria-hidden="true">{icon}</span>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

const homeLink = (
  <Button asChild size="lg">
    <Link to="/">Voltar para o início</Link>
  </Button>
);

/** The spec's 'Produto não encontrado' (404), with a way home. */
export function ProductNotFound() {
  return (
    <StateCard icon={<PackageSearch className="h-8 w-8" />} title="Produto não encontrado" text="O produto que você procura não existe ou não está mais disponível.">
      {homeLink}
    </StateCard>
  );
}

/** The product could not be loaded (network or server failure): try again or go home. */
export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <StateCard icon={<WifiOff className="h-8 w-8" />} title="Não foi possível carregar o produto" text="Verifique sua conexão e tente novamente em instantes.">
      <Button size="lg" variant="secondary" onClick={onRetry}>Tentar novamente</Button>
      {homeLink}
    </StateCard>
  );
}
