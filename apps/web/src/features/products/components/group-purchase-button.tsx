import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { groupButtonLookQuery } from '../api/get-button-settings.ts';

/**
 * The store's 'Comprar em Grupo' button, with the text and colours the merchant chose. Until the look
 * is known a placeholder of the same size holds its place, so a custom colour never flashes green first.
 * Large bold text keeps the default white-on-#059669 readable (WCAG large-text contrast).
 */
export function GroupPurchaseButton({ onClick }: { onClick: () => void }) {
  const { data: look } = useQuery(groupButtonLookQuery);
  if (!look) return <Skeleton className="h-14 w-full rounded-xl" />;
  return (
    <button
      type="button"
      onClick={onClick}
      style={{ backgroundColor: look.button_bg_color, color: look.button_text_color }}
      className="inline-flex h-14 w-full items-center justify-center gap-2 rounded-xl px-6 text-xl font-bold shadow-md transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 active:brightness-95"
    >
      {look.button_text}
    </button>
  );
}
