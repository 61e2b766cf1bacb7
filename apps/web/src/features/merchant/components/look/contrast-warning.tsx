import { TriangleAlert } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { contrastRatio, formatContrastRatio, WCAG_AA_NORMAL_TEXT } from '../../lib/contrast.ts';

/**
 * Warns, without blocking, when the text and background of the button are below WCAG AA (4.5:1):
 * the merchant may still want their brand colour, but should know some shoppers will struggle.
 */
export function ContrastWarning({ text, background }: { text: string; background: string }) {
  const ratio = contrastRatio(text, background);
  if (ratio === undefined || ratio >= WCAG_AA_NORMAL_TEXT) return null;
  return (
    <Alert tone="warning" icon={<TriangleAlert className="h-4 w-4" />} role="status" data-testid="contrast-warning">
      Contraste baixo ({formatContrastRatio(ratio)}:1) entre o texto e o fundo. O recomendado é pelo menos 4,5:1
      (WCAG AA): algumas pessoas podem ter dificuldade para ler o botão.
    </Alert>
  );
}
