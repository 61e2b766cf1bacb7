import type { ButtonSettings } from '@juntai/contract';
import { merchantMessages } from '@juntai/contract/plain';
import { storeSiteOrigin } from '@juntai/domain';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useUpdateSettings } from '../../api/settings.ts';
import { useFailureToast } from '../../hooks/failures.ts';
import { lookOf } from '../../lib/button-look.ts';
import { SettingsSection } from '../integration/settings-section.tsx';

/**
 * "Endereço do site da loja": the only site the product page's "Voltar para a loja" may lead to (a link
 * from the store's button carries `voltar=`, which anyone can forge). Saved with the button as it is.
 */
export function SiteAddressSection({ storeId, saved }: { storeId: string; saved: ButtonSettings }) {
  const [site, setSite] = useState(saved.site_url ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const update = useUpdateSettings(storeId);
  const failed = useFailureToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = site.trim();
    if (typed !== '' && storeSiteOrigin(typed) === undefined) return setProblem(merchantMessages.invalidSiteUrl);
    setProblem(undefined);
    update.mutate({ ...lookOf(saved), site_url: typed }, {
      onSuccess: (answer) => {
        setSite(answer.settings.site_url ?? '');
        toast.success('Endereço do site salvo!');
      },
      onError: (error) => failed(error, 'Erro ao salvar o endereço do site'),
    });
  };

  return (
    <SettingsSection id="site-address" title="Endereço do site da loja"
      description={'O link "Voltar para a loja", depois de criar um grupo pelo botão, só leva a páginas deste site. Em branco, o link não aparece.'}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field id="site-url" label="Endereço do site da loja" error={problem}>
          <Input id="site-url" type="url" inputMode="url" value={site} onChange={(e) => setSite(e.target.value)} placeholder="https://sualoja.com.br"
            maxLength={2048} />
        </Field>
        <div>
          <Button type="submit" size="sm" disabled={update.isPending}>{update.isPending ? 'Salvando…' : 'Salvar endereço'}</Button>
        </div>
      </form>
    </SettingsSection>
  );
}
