import { cn } from '../../../../lib/cn.ts';
import type { ButtonLook } from '../../lib/button-look.ts';

/**
 * The store's 'Comprar em Grupo' button as shoppers will see it: same size and weight as on the
 * product page (large bold text), so what the merchant judges here is what ships. Give it a look with
 * complete colours (hooks/use-display-look.ts).
 */
export function ButtonPreview({ look, className }: { look: ButtonLook; className?: string }) {
  return (
    <div
      data-testid="button-preview"
      style={{ backgroundColor: look.button_bg_color, color: look.button_text_color }}
      className={cn('flex min-h-14 w-full items-center justify-center rounded-xl px-4 py-2 text-center text-xl font-bold break-words shadow-md', className)}
    >
      {look.button_text.trim() || '\u00a0'}
    </div>
  );
}
