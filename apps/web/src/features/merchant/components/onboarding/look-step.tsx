import { Button } from '../../../../components/ui/button.tsx';
import { useDisplayLook } from '../../hooks/use-display-look.ts';
import { type ButtonLook, isLookValid, ONBOARDING_PAIRS } from '../../lib/button-look.ts';
import { ButtonPreview } from '../look/button-preview.tsx';
import { LookEditor } from '../look/look-editor.tsx';

interface LookStepProps {
  look: ButtonLook;
  onChange: (look: ButtonLook) => void;
  saving: boolean;
  onBack: () => void;
  onSave: () => void;
}

/** Onboarding step 3: the button's text and colours (the first four suggested pairs) with a live preview. */
export function LookStep({ look, onChange, saving, onBack, onSave }: LookStepProps) {
  const display = useDisplayLook(look);
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Pré-visualização do botão" className="rounded-xl bg-slate-100 p-4">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Pré-visualização</p>
        <ButtonPreview look={display} />
      </section>
      <LookEditor idPrefix="onb-look" look={look} display={display} pairs={ONBOARDING_PAIRS} onChange={onChange} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={saving}>Voltar</Button>
        <Button onClick={onSave} disabled={saving || !isLookValid(look)}>{saving ? 'Salvando…' : 'Salvar e Ativar'}</Button>
      </div>
    </div>
  );
}
