import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useUpdateSettings } from '../../api/settings.ts';
import { useDisplayLook } from '../../hooks/use-display-look.ts';
import { useSessionLost } from '../../hooks/failures.ts';
import { type ButtonLook, DEFAULT_LOOK, isLookValid, SUGGESTED_PAIRS } from '../../lib/button-look.ts';
import { ButtonPreview } from '../look/button-preview.tsx';
import { LookEditor } from '../look/look-editor.tsx';
import { CurrentConfigSummary } from './current-config-summary.tsx';
import { SampleProductsPreview } from './sample-products-preview.tsx';

/** The editable look, seeded from what is saved; 'Padrão' only fills in the defaults, 'Salvar' sends. */
export function SettingsForm({ storeId, saved }: { storeId: string; saved: ButtonLook }) {
  const [look, setLook] = useState<ButtonLook>(saved);
  const display = useDisplayLook(look);
  const update = useUpdateSettings(storeId);
  const sessionLost = useSessionLost();

  const save = () => {
    update.mutate({ button_text: look.button_text.trim(), button_bg_color: look.button_bg_color.trim(), button_text_color: look.button_text_color.trim() }, {
      onSuccess: () => toast.success('Configurações salvas com sucesso!'),
      onError: (error) => {
        toast.error('Erro ao salvar configurações', { description: errorMessage(error, '') || undefined });
        sessionLost(error);
      },
    });
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-5">
        <Card>
          <CardContent className="flex flex-col gap-5">
            <h2 className="font-semibold text-slate-900">Botão "Comprar em Grupo"</h2>
            {/* On phones the product previews are below the form: this one stays in sight while editing. */}
            <div className="rounded-xl bg-slate-100 p-3 lg:hidden" aria-hidden="true"><ButtonPreview look={display} /></div>
            <LookEditor idPrefix="settings" look={look} display={display} pairs={SUGGESTED_PAIRS} onChange={setLook} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setLook({ ...DEFAULT_LOOK })} disabled={update.isPending}>
                <RotateCcw aria-hidden="true" className="h-4 w-4" />Padrão
              </Button>
              <Button onClick={save} disabled={update.isPending || !isLookValid(look)}>
                <Save aria-hidden="true" className="h-4 w-4" />{update.isPending ? 'Salvando…' : 'Salvar'}
              </Button>
            </div>
          </CardContent>
        </Card>
        <CurrentConfigSummary saved={saved} />
      </div>
      <SampleProductsPreview look={display} />
    </div>
  );
}
