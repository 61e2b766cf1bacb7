import { apiKeyCreateSchema } from '@juntai/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useApiKeys, useCreateApiKey } from '../../api/api-keys.ts';
import { useFailureToast, useSessionLost } from '../../hooks/failures.ts';
import { ApiKeyCreatedDialog } from './api-key-created-dialog.tsx';
import { ApiKeyRow } from './api-key-row.tsx';
import { SectionList, SettingsSection } from './settings-section.tsx';

/** 'Chaves de API': keys for the store's back end to sync products; each shown once, revocable. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const failed = useFailureToast();
  useSessionLost(keys.error);
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [created, setCreated] = useState<{ key: string; label: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = apiKeyCreateSchema.safeParse({ label });
    if (!read.success) return setProblem(read.error.issues[0]?.message);
    setProblem(undefined);
    create.mutate(read.data.label, {
      onSuccess: (answer) => {
        setCreated({ key: answer.key, label: answer.api_key.label });
        setLabel('');
      },
      onError: (error) => failed(error, 'Erro ao criar a chave'),
    });
  };

  return (
    <SettingsSection id="api-keys" title="Chaves de API"
      description={<>Para o sistema da sua loja sincronizar produtos com <code className="font-mono">PUT /api/admin/products/&#123;sku&#125;</code>, enviando <code className="font-mono">Authorization: Bearer</code> com a chave.</>}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field id="api-key-label" label="Nome da nova chave" error={problem}>
            <Input id="api-key-label" value={label} onChange={(e) => setLabel(e.target.value)} maxLength={80} placeholder="ERP da loja" />
          </Field>
        </div>
        <Button type="submit" disabled={create.isPending} className={problem ? 'sm:mb-7' : undefined}>{create.isPending ? 'Criando…' : 'Criar chave'}</Button>
      </form>
      <SectionList items={keys.data} failed={keys.isError} label="Chaves de API" failure="Não foi possível carregar as chaves."
        empty="Nenhuma chave criada." row={(key) => <ApiKeyRow apiKey={key} />} />
      {created ? <ApiKeyCreatedDialog apiKey={created.key} label={created.label} onClose={() => setCreated(null)} /> : null}
    </SettingsSection>
  );
}
