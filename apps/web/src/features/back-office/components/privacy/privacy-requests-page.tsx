import type { PrivacySearchResponse } from '@juntai/contract';
import { countOf } from '@juntai/domain';
import { Download, Search, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { privacyExportPath, useErasePerson, usePrivacySearch } from '../../api/privacy.ts';
import { BackOfficeLayout } from '../layout/back-office-layout.tsx';

type Person = PrivacySearchResponse['people'][number];

function PersonRow({ person, onErased }: { person: Person; onErased: (message: string) => void }) {
  const erase = useErasePerson();
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <p className="font-semibold break-all text-slate-900">{person.email}</p>
        <p className="text-sm text-slate-600">{person.names.join(', ')}</p>
        <p className="mt-1 text-sm text-slate-700">
          {[countOf(person.groups_organized, 'grupo organizado', 'grupos organizados'), countOf(person.payments, 'pagamento', 'pagamentos'),
            countOf(person.active_groups, 'grupo ativo', 'grupos ativos')].join(' · ')}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="secondary">
          <a href={privacyExportPath(person.email)} download><Download aria-hidden="true" className="h-4 w-4" />Baixar dados</a>
        </Button>
        <ConfirmDialog
          open={open} onOpenChange={setOpen} pending={erase.isPending}
          onConfirm={() => erase.mutate(person.email, {
            onSettled: () => setOpen(false),
            onSuccess: (answer) => onErased(answer.active_groups_waiting === 0
              ? `${answer.message} ${person.email}: ${answer.groups_anonymised} ${answer.groups_anonymised === 1 ? 'grupo anonimizado' : 'grupos anonimizados'}.`
              : `${answer.message} ${answer.active_groups_waiting} ${answer.active_groups_waiting === 1 ? 'grupo ativo será anonimizado' : 'grupos ativos serão anonimizados'} quando terminar.`),
          })}
          title="Anonimizar dados"
          description={`Anonimizar nome, e-mail e WhatsApp de ${person.email} em nome do titular? Isso não pode ser desfeito.`}
          details={person.active_groups > 0
            ? 'Os grupos ativos mantêm os dados até terminarem; depois o job diário de retenção os anonimiza. Os registros de dinheiro ficam, sem a pessoa.'
            : 'Os registros de dinheiro (valor, data, forma e referência do provedor) ficam por 5 anos, sem a pessoa.'}
          confirmLabel="Anonimizar" pendingLabel="Anonimizando…"
          trigger={<Button variant="danger"><Trash2 aria-hidden="true" className="h-4 w-4" />Anonimizar</Button>}
        />
      </div>
      {erase.isError ? <Alert tone="danger" role="alert">{errorMessage(erase.error, 'Não foi possível anonimizar. Tente novamente.')}</Alert> : null}
    </li>
  );
}

/**
 * /super-admin/privacidade: a person's requests that reach the encarregado by e-mail (LGPD art. 18),
 * answered with the same export and anonymisation as "Meus dados", each audited with the operator.
 */
export function PrivacyRequestsPage() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const search = usePrivacySearch(q);
  const [erased, setErased] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErased(null);
    setQ(typed.trim());
  };
  return (
    <BackOfficeLayout title="Privacidade">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Privacidade — pedidos dos titulares</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Para pedidos que chegam ao encarregado por e-mail: busque a pessoa, baixe uma cópia dos dados ou anonimize-os em nome dela.
          Cada ação fica no registro de auditoria com o seu nome, e o titular recebe a resposta por e-mail. Prazo de resposta: 15 dias.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
        <div className="flex-1">
          <Field id="privacy-search" label="E-mail ou WhatsApp" error={search.isError ? errorMessage(search.error, 'Não foi possível buscar.') : undefined}>
            <Input id="privacy-search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="pessoa@exemplo.com.br ou (11) 99999-9999" />
          </Field>
        </div>
        <Button type="submit"><Search aria-hidden="true" className="h-4 w-4" />Buscar</Button>
      </form>
      {erased ? <Alert tone="success" role="status">{erased}</Alert> : null}
      {q === '' ? null : search.isPending ? <PageSpinner label="Buscando…" /> : search.data ? (
        search.data.people.length === 0
          ? <p role="status" className="text-slate-700">Nenhuma pessoa encontrada com “{q}”.</p>
          : (
            <ul className="flex flex-col gap-3" aria-label="Pessoas encontradas">
              {search.data.people.map((person) => <PersonRow key={person.email} person={person} onErased={setErased} />)}
            </ul>
          )
      ) : null}
    </BackOfficeLayout>
  );
}

