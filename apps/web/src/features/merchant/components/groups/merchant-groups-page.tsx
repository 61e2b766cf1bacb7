import { merchantApi } from '@juntai/contract/api';
import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useMerchantGroups } from '../../api/groups.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useLoadFailureToast, useSessionLost } from '../../hooks/failures.ts';
import type { StatusFilter } from '../../lib/group-status.ts';
import { MerchantGroupRow } from './merchant-group-row.tsx';
import { MerchantPage } from '../merchant-page.tsx';
import { GroupFilters } from './group-filters.tsx';

/** Spec §9: the search goes to the server 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The completed groups, one order per row, for stores that do not use the webhook. */
export const ORDERS_CSV_PATH = merchantApi.ordersCsv.url;

const countLabel = (n: number) => `${n} grupo(s) encontrado(s)`;

/** /admin/groups: the store's groups, newest first, filtered and searched by the server, a page at a time. */
export function MerchantGroupsPage({ storeName }: { storeName: string }) {
  useDocumentTitle('Grupos da Loja — Juntaí');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useMerchantGroups({ status, search: debounced });
  const groups = query.data?.pages.flatMap((page) => page.groups) ?? [];
  const total = query.data?.pages[0]?.total ?? groups.length;
  useSessionLost(query.error);

  useLoadFailureToast(query, 'Erro ao carregar grupos', 'admin-groups-error');

  // The session cookie goes with the link: the server answers the file as an attachment.
  const download = (
    <Button asChild variant="secondary" className="self-start sm:self-auto">
      <a href={ORDERS_CSV_PATH} download="pedidos-juntai.csv"><Download aria-hidden="true" className="h-5 w-5" />Baixar pedidos (CSV)</a>
    </Button>
  );

  return (
    <MerchantPage title="Grupos da Loja" intro="Acompanhe os grupos de compra e fale com os organizadores." actions={download}>
      <GroupFilters search={search} onSearch={setSearch} status={status} onStatus={setStatus} />

      {query.isPending ? <PageSpinner label="Carregando grupos…" /> : (
        <>
          <p role="status" className="text-sm font-medium text-slate-700" data-testid="groups-count">{countLabel(query.isError ? 0 : total)}</p>
          {groups.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
              <Inbox aria-hidden="true" className="h-10 w-10 text-slate-400" />
              <p className="text-lg font-semibold text-slate-800">Nenhum grupo encontrado</p>
            </div>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Grupos">
              {groups.map((group) => <li key={group.link_id}><MerchantGroupRow group={group} storeName={storeName} /></li>)}
            </ul>
          )}
          {query.hasNextPage ? (
            <Button variant="secondary" className="self-center" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
            </Button>
          ) : null}
        </>
      )}
    </MerchantPage>
  );
}
