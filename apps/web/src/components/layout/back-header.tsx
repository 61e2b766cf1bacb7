import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Brand } from './brand.tsx';

/** A slim top bar for inner pages: 'Voltar' to a parent route (home by default) and the brand. */
export function BackHeader({ to = '/' }: { to?: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Button asChild variant="ghost" size="sm" className="-ml-2 shrink-0">
          <Link to={to}><ArrowLeft className="h-5 w-5" aria-hidden="true" />Voltar</Link>
        </Button>
        <Brand className="min-w-0" />
      </div>
    </header>
  );
}
