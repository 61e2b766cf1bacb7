import { contrastMinimum, contrastRatio, formatContrastRatio, GROUP_BUTTON_TEXT } from '@juntai/domain';
import { TriangleAlert } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';

const MINIMUM = contrastMinimum(GROUP_BUTTON_TEXT);

/**
 * Warns, without blocking, when the button's text and background are below WCAG AA for the button's
 * own text (20 px bold: large text, 3:1): the merchant may still want their brand colour, but should
 * know some shoppers will struggle.
 */
export function ContrastWarning({ text, background }: { text: string; background: string }) {
  const ratio = contrastRatio(text, background);
  if (ratio === undefined || ratio >= MINIMUM) return null;
  return (
    <Alert tone="warning" icon={<TriangleAlert className="h-4 w-4" />} role="status" data-testid="contrast-warning">
      Contraste baixo ({formatContrastRatio(ratio, MINIMUM)}:1) entre o texto e o fundo. Para o texto do botão (grande e em negrito) o
      mínimo é {formatContrastRatio(MINIMUM, MINIMUM).replace(/,00$/, '')}:1 (WCAG AA): algumas pessoas podem ter dificuldade para ler o botão.
    </Alert>
  );
}
