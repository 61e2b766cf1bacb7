import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/**
 * Where a person is in a multi-step form: "Etapa 2 de 3" for screen readers, numbered dots on screen.
 * On phones only the current step shows its label (the others stay readable to screen readers); the
 * current step carries aria-current="step".
 */
export function Steps({ steps, current, className }: { steps: readonly string[]; current: number; className?: string }) {
  return (
    <nav aria-label={`Etapa ${current + 1} de ${steps.length}`} className={className}>
      <ol className="flex items-center gap-2">
        {steps.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={label} aria-current={active ? 'step' : undefined}
              className={cn('flex min-w-0 items-center gap-2', active ? 'flex-1' : 'shrink-0 sm:flex-1')}>
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  done ? 'bg-brand-700 text-white' : active ? 'bg-brand-100 text-brand-800 ring-2 ring-brand-700' : 'bg-slate-100 text-slate-600',
                )}
              >
                {done ? <Check className="h-4 w-4" /> : index + 1}
              </span>
              <span className={cn('truncate text-sm font-medium', active ? 'text-slate-900' : 'sr-only text-slate-600 sm:not-sr-only')}>
                <span className="sr-only">{done ? 'Concluída: ' : active ? 'Atual: ' : ''}</span>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
