import type { GroupStatusValue } from '@juntai/contract';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

type Counts = Record<GroupStatusValue, number | undefined>;

const CARDS: Array<{ status: GroupStatusValue; label: string; icon: ReactNode }> = [
  { status: 'active', label: 'Ativos', icon: <Clock className="h-8 w-8 text-brand-700" /> },
  { status: 'completed', label: 'Completos', icon: <CheckCircle2 className="h-8 w-8 text-blue-700" /> },
  { status: 'expired', label: 'Expirados', icon: <XCircle className="h-8 w-8 text-red-700" /> },
];

/** The three counts at the top of "Meus Grupos" ('–' while loading). */
export function SummaryCards({ counts }: { counts: Counts }) {
  return (
    <section aria-label="Resumo dos seus grupos" className="grid grid-cols-3 gap-2 sm:gap-4">
      {CARDS.map(({ status, label, icon }) => (
        <div key={status} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <span aria-hidden="true" className="hidden sm:block">{icon}</span>
          <p className="flex flex-col">
            <span className="text-xs text-slate-600 sm:text-sm">{label}</span>
            <span className="text-2xl font-bold text-slate-900" data-testid={`summary-${status}`}>{counts[status] ?? '–'}</span>
          </p>
        </div>
      ))}
    </section>
  );
}
