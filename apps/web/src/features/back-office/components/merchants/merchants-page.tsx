import { Search, Store } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { merchantStatuses } from '@juntai/contract';
import { SERVICE_FEE_PERCENT } from '@juntai/domain';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { formatDate, formatReais } from '../../../../lib/format.ts';
import { type Merchant, type MerchantsQuery, useMerchants } from '../../api/merchants.ts';
import { useAddressFilter } from '../../hooks/use-address-filter.ts';
import { MERCHANT_STATUS_LABELS, merchantStatusLook } from '../../lib/labels.ts';
import { BackOfficeLayout } from '../layout/back-office-layout.tsx';
import { DataTable, EmptyState, Td, Th } from '../common/data-table.tsx';
import { Pager } from '../common/pager.tsx';
import { EditMerchantDialog } from './edit-merchant-dialog.tsx';
import { NewMerchantDialog } from './new-merchant-dialog.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';

const STATUS_OPTIONS = [['', 'Todos'], ...Object.entries(MERCHANT_STATUS_LABELS)] as const;
const EMPTY_QUERY: MerchantsQuery = { search: '', status: '', page: 1 };
const CHOICES = { status: merchantStatuses };

/** /super-admin/merchants: search, status filter, 'Buscar', the table with real figures, pages, '+ Novo Lojista'. */
export function MerchantsPage() {
  // The list's query from the address bar, so reload and back keep it.
  const [query, setQuery] = useAddressFilter(EMPTY_QUERY, CHOICES);
  const [search, setSearch] = useState(query.search);
  const [status, setStatus] = useState(query.status);
  // The fields follow the address when it changes (back, forward, a link), but not when it becomes the
  // search just sent from them: the address changes at once and the page only after, and a field
  // changed in between must keep what the operator chose.
  const sent = useRef<Pick<MerchantsQuery, 'search' | 'status'> | null>(null);
  useEffect(() => {
    const ours = sent.current?.search === query.search && sent.current.status === query.status;
    sent.current = null;
    if (ours) return;
    setSearch(query.search);
    setStatus(query.status);
  }, [query.search, query.status]);
  const merchants = useMerchants(query);
  const data = merchants.data;

  useEffect(() => {
    if (merchants.error) console.error('Erro ao carregar lojistas', merchants.error);
  }, [merchants.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.current = { search: search.trim(), status };
    setQuery({ search, status, page: 1 });
  };

  return (
    <BackOfficeLayout title="Lojistas">
      <PageHeading title="Lojistas" intro="As lojas que usam o Juntaí, seus planos e seus números.">
        <NewMerchantDialog />
      </PageHeading>

      <form noValidate onSubmit={submit} role="search" aria-label="Buscar lojistas" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="merchant-search">Buscar</Label>
          <Input id="merchant-search" type="search" placeholder="ID da loja, nome ou e-mail" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="sm:w-48">
          <SelectField id="merchant-status" label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
        </div>
        <Button type="submit"><Search aria-hidden="true" className="h-4 w-4" /> Buscar</Button>
      </form>

      {merchants.isPending ? <PageSpinner label="Carregando lojistas…" /> : !data || data.merchants.length === 0 ? (
        <EmptyState icon={<Store className="h-10 w-10" />} title="Nenhum lojista encontrado">
          {merchants.isError ? <p className="text-sm text-slate-600">Não foi possível carregar a lista agora. Tente novamente.</p> : null}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">{data.total} {data.total === 1 ? 'lojista encontrado' : 'lojistas encontrados'}</p>
          {/* Phones: one card per merchant instead of a table wider than the screen. */}
          <ul className={cn('flex flex-col gap-3 sm:hidden', merchants.isPlaceholderData && 'opacity-60')} aria-label="Lojistas">
            {data.merchants.map((m) => <li key={m.id}><MerchantCard merchant={m} /></li>)}
          </ul>
          <DataTable caption="Lojistas" wrap className={cn('hidden sm:block', merchants.isPlaceholderData && 'opacity-60')}>
            <thead>
              <tr>
                <Th>ID da loja</Th><Th>Nome</Th><Th>Plano</Th><Th>Status</Th><Th>Instalado em</Th>
                <Th className="text-right">Grupos</Th><Th className="text-right">Receita</Th>
                {/* Compact on purpose (the table must fit 1366 px); the title says what the word means. */}
                <Th className="text-right"><abbr title={SHARE_TITLE} className="cursor-help">Repasse</abbr></Th>
                <Th><span className="sr-only">Ações</span></Th>
              </tr>
            </thead>
            <tbody>
              {data.merchants.map((m) => {
                const look = merchantStatusLook(m.status);
                return (
                  <tr key={m.id} data-testid="merchant-row">
                    {/* Long ids, e-mails and plan names break anywhere, so the table fits a 1366 px screen whatever the data. */}
                    <Td className="font-mono text-xs [overflow-wrap:anywhere]">{m.store_id}</Td>
                    <Td className="[overflow-wrap:anywhere]">
                      <p className="font-medium text-slate-900">{m.store_name}</p>
                      {m.contact_email ? <p className="text-xs text-slate-600">{m.contact_email}</p> : null}
                    </Td>
                    <Td className="[overflow-wrap:anywhere]">{m.plan_name ?? 'Nenhum plano'}</Td>
                    <Td><Badge tone={look.tone}>{look.label}</Badge></Td>
                    <Td>{formatDate(m.installed_at)}</Td>
                    <Td className="text-right">{m.total_groups}</Td>
                    <Td className="text-right">{formatReais(m.total_revenue)}</Td>
                    <Td className="whitespace-nowrap text-right" data-testid="merchant-store-share">{formatReais(m.total_store_share)}</Td>
                    <Td className="text-right"><EditMerchantDialog merchant={m} /></Td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
          <Pager label="Páginas de lojistas" page={data.page} total={data.total} pageSize={data.page_size} onPage={(page) => setQuery({ page })} />
        </>
      )}
    </BackOfficeLayout>
  );
}

/** 'Receita' is what shoppers paid, fee included; 'Repasse' what the store receives of completed groups (ADR 0008 addendum). */
const SHARE_TITLE = `Repasse à loja: a receita dos grupos concluídos sem a taxa de serviço de ${SERVICE_FEE_PERCENT}% e sem a porcentagem do plano`;

function MerchantCard({ merchant: m }: { merchant: Merchant }) {
  const look = merchantStatusLook(m.status);
  return (
    <article data-testid="merchant-row" aria-label={m.store_name} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{m.store_name}</p>
          <p className="truncate font-mono text-xs text-slate-600">{m.store_id}</p>
          {m.contact_email ? <p className="truncate text-xs text-slate-600">{m.contact_email}</p> : null}
        </div>
        <Badge tone={look.tone}>{look.label}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Plano</dt><dd className="text-right text-slate-900">{m.plan_name ?? 'Nenhum plano'}</dd>
        <dt className="text-slate-600">Instalado em</dt><dd className="text-right text-slate-900">{formatDate(m.installed_at)}</dd>
        <dt className="text-slate-600">Grupos</dt><dd className="text-right text-slate-900">{m.total_groups}</dd>
        <dt className="text-slate-600">Receita</dt><dd className="text-right text-slate-900">{formatReais(m.total_revenue)}</dd>
        <dt className="text-slate-600">Repasse à loja</dt><dd className="text-right text-slate-900">{formatReais(m.total_store_share)}</dd>
      </dl>
      <div className="flex justify-end"><EditMerchantDialog merchant={m} /></div>
    </article>
  );
}
