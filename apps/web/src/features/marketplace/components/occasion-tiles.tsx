import type { Occasion } from '@juntai/contract';
import { occasionLabel } from '@juntai/domain';
import { cn } from '../../../lib/cn.ts';

interface Props {
  occasions: readonly Occasion[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/**
 * Special-occasion tiles, "Grupos de X-Y pessoas" from each occasion's suggested sizes. A tile is a
 * toggle: pressing it keeps the products made for groups of that size (see fitsOccasion), pressing
 * it again shows everything.
 */
export function OccasionTiles({ occasions, selectedId, onSelect }: Props) {
  const shown = occasions.filter((o) => occasionLabel(o.suggested_group_sizes) !== null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="occasions-title" className="flex flex-col gap-3">
      <h2 id="occasions-title" className="text-lg font-semibold text-slate-900">Ocasiões especiais</h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {shown.map((occasion) => {
          const pressed = occasion.id === selectedId;
          return (
            <li key={occasion.id} className="shrink-0 snap-start">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(pressed ? null : occasion.id)}
                className={cn(
                  'flex h-full w-44 flex-col items-start gap-1 rounded-xl border p-3 text-left transition-colors sm:w-full',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  pressed ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white hover:border-brand-500',
                )}
              >
                <span aria-hidden="true" className="text-2xl">{occasion.icon}</span>
                <span className="font-semibold text-slate-900">{occasion.name}</span>
                <span className="text-sm text-slate-600">{occasionLabel(occasion.suggested_group_sizes)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
