import type { ButtonLook, ColorPair } from '../../lib/button-look.ts';
import { ButtonTextField } from './button-text-field.tsx';
import { ColorField } from './color-field.tsx';
import { ContrastWarning } from './contrast-warning.tsx';
import { SuggestedPairs } from './suggested-pairs.tsx';

interface LookEditorProps {
  idPrefix: string;
  /** What the merchant typed. */
  look: ButtonLook;
  /** The same with only complete colours (hooks/use-display-look.ts), for the pickers. */
  display: ButtonLook;
  pairs: readonly ColorPair[];
  onChange: (look: ButtonLook) => void;
}

/** The fields of the button's look: text, suggested pairs, both colours and the contrast warning. */
export function LookEditor({ idPrefix, look, display, pairs, onChange }: LookEditorProps) {
  return (
    <div className="flex flex-col gap-4">
      <ButtonTextField id={`${idPrefix}-text`} value={look.button_text} onChange={(button_text) => onChange({ ...look, button_text })} />
      <SuggestedPairs pairs={pairs} look={look} onPick={(pair) => onChange({ ...look, button_bg_color: pair.bg, button_text_color: pair.text })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorField label="Cor de fundo" value={look.button_bg_color} fallback={display.button_bg_color}
          onChange={(button_bg_color) => onChange({ ...look, button_bg_color })} />
        <ColorField label="Cor do texto" value={look.button_text_color} fallback={display.button_text_color}
          onChange={(button_text_color) => onChange({ ...look, button_text_color })} />
      </div>
      <ContrastWarning text={display.button_text_color} background={display.button_bg_color} />
    </div>
  );
}
