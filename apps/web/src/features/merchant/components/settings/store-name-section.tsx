import { authMessages, STORE_NAME_MAX } from '@juntai/contract/plain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { toast } from '../../../../lib/notify.ts';
import { useRenameStore } from '../../api/account.ts';
import { useFailureToast } from '../../hooks/failures.ts';
import { SettingsSection } from '../integration/settings-section.tsx';

/** "Nome da loja": how shoppers and the platform read the store; its id (in links and keys) stays. */
export function StoreNameSection({ storeName }: { storeName: string }) {
  const [typed, setTyped] = useState(storeName);
  const [problem, setProblem] = useState<string | undefined>();
  const rename = useRenameStore();
  const failed = useFailureToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = typed.trim();
    if (name === '') return setProblem(authMessages.storeNameRequired);
    setProblem(undefined);
    rename.mutate({ store_name: name }, {
      onSuccess: (answer) => {
        setTyped(answer.store.store_name);
        toast.success(answer.detail);
      },
      onError: (error) => failed(error, 'Erro ao salvar o nome da loja'),
    });
  };

  return (
    <SettingsSection id="store-name" title="Nome da loja" description="Como os clientes e a plataforma veem a sua loja.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field id="store-name-input" label="Nome da loja" error={problem}>
          <Input id="store-name-input" autoComplete="organization" maxLength={STORE_NAME_MAX} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Field>
        <div>
          <Button type="submit" size="sm" disabled={rename.isPending}>{rename.isPending ? 'Salvando…' : 'Salvar nome'}</Button>
        </div>
      </form>
    </SettingsSection>
  );
}
