import { Check } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import { type ButtonLook, type ColorPair, sameColor } from '../../lib/button-look.ts';

/**
 * One-tap colour pairs. Each is a toggle button (aria-pressed) named after its colour; the swatch is
 * decoration and the name is dark text on white, readable whatever the colour.
 */
export function SuggestedPairs({ pairs, look, onPick }: { pairs: readonly ColorPair[]; look: ButtonLook; onPick: (pair: ColorPair) => void }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Cores sugeridas</legend>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))]">
        {pairs.map((pair) => {
          const chosen = sameColor(pair.bg, look.button_bg_color) && sameColor(pair.text, look.button_text_color);
          return (
            <li key={pair.bg}>
              <button
                type="button" aria-pressed={chosen} onClick={() => onPick(pair)}
                className={cn(
                  'flex min-h-11 w-full items-center gap-2 rounded-lg border bg-white px-2.5 py-2 text-left text-sm font-medium text-slate-800',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  chosen ? 'border-slate-900 ring-1 ring-slate-900' : 'border-slate-300 hover:bg-slate-50',
                )}
              >
                <span aria-hidden="true" className="grid h-6 w-6 shrink-0 place-items-center rounded-full" style={{ backgroundColor: pair.bg, color: pair.text }}>
                  {chosen ? <Check className="h-4 w-4" /> : null}
                </span>
                <span className="min-w-0 leading-tight">{pair.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
