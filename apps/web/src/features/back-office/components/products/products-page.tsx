import { productStatuses, productTypes } from '@juntai/contract';
import { Package, Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { type Product, type ProductsFilter, PRODUCTS_PAGE_SIZE, useOperatorProducts, useCategories, usePartnerOptions } from '../../api/products.ts';
import { useAddressFilter } from '../../hooks/use-address-filter.ts';
import { PRODUCT_STATUS_LABELS, PRODUCT_TYPE_LABELS } from '../../lib/product-labels.ts';
import { BackOfficeLayout } from '../layout/back-office-layout.tsx';
import { EmptyState } from '../common/data-table.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SummaryTiles } from '../common/summary-tiles.tsx';
import { Pager } from '../common/pager.tsx';
import { ProductFormDialog } from './product-form-dialog.tsx';
import { ProductsTable } from './products-table.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';

/** The spec's pause after a filter or search change before the list is asked again. */
const REQUERY_DELAY_MS = 300;

const NO_FILTER: ProductsFilter = { type: '', category: '', status: '', partner: '', featured: false, search: '', page: 1 };
const CHOICES = { type: productTypes, status: productStatuses };

/** /super-admin/products: search, filters, 'Limpar filtros', the table with its toggles, the summary, create and edit. */
export function ProductsPage() {
  // The filters from the address bar, so the dashboard can open the screen preselected and reload keeps them.
  const [filter, setFilter] = useAddressFilter(NO_FILTER, CHOICES, true);
  // What the operator is typing; the list follows 300 ms after the last key.
  const [search, setSearch] = useState(filter.search);
  useEffect(() => {
    if (search === filter.search) return;
    const timer = window.setTimeout(() => setFilter({ search }), REQUERY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, filter.search, setFilter]);

  const products = useOperatorProducts(filter);
  const categories = useCategories();
  const partners = usePartnerOptions();
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const data = products.data;
  const filtered = Boolean(filter.type || filter.category || filter.status || filter.partner || filter.featured || filter.search);

  useEffect(() => {
    if (products.error) console.error('Erro ao carregar produtos', products.error);
  }, [products.error]);

  const clear = () => {
    setSearch('');
    setFilter(NO_FILTER);
  };

  return (
    <BackOfficeLayout title="Produtos">
      <PageHeading title="Produtos B2B/B2C" intro="O catálogo da página inicial e do marketplace: cada mudança aparece lá na hora.">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" asChild><Link to="/super-admin/products/catalogue">Categorias e ocasiões</Link></Button>
          <Button onClick={() => setEditing('new')}><Plus aria-hidden="true" className="h-4 w-4" /> Novo Produto</Button>
        </div>
      </PageHeading>

      <section aria-label="Filtros de produtos" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6">
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="products-search">Buscar</Label>
          <Input id="products-search" type="search" placeholder="Nome ou descrição" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <SelectField id="products-type" label="Tipo" value={filter.type} onChange={(type) => setFilter({ type })} options={[['', 'Todos'], ...Object.entries(PRODUCT_TYPE_LABELS)]} />
        <SelectField id="products-category" label="Categoria" value={filter.category} onChange={(category) => setFilter({ category })}
          options={[['', 'Todas'], ...(categories.data ?? []).map((c) => [c.name, c.name] as const)]} />
        <SelectField id="products-status" label="Status" value={filter.status} onChange={(status) => setFilter({ status })} options={[['', 'Todos'], ...Object.entries(PRODUCT_STATUS_LABELS)]} />
        <SelectField id="products-partner" label="Parceiro" value={filter.partner} onChange={(partner) => setFilter({ partner })}
          options={[['', 'Todos'], ['none', 'Sem parceiro'], ...(partners.data ?? []).map((p) => [String(p.id), p.name] as const)]} />
        <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-1">
          <input type="checkbox" className="h-4 w-4" checked={filter.featured} onChange={(e) => setFilter({ featured: e.target.checked })} />
          Só destaques
        </label>
        <div className="flex items-end sm:col-span-1 lg:col-span-5 lg:justify-end">
          <Button variant="secondary" onClick={clear} disabled={!filtered && !search}><X aria-hidden="true" className="h-4 w-4" /> Limpar filtros</Button>
        </div>
      </section>

      {products.isPending ? <PageSpinner label="Carregando produtos…" /> : !data ? (
        <EmptyState icon={<Package className="h-10 w-10" />} title="Erro ao carregar produtos">
          <p className="text-sm text-slate-600">Não foi possível carregar os produtos agora. Tente novamente.</p>
        </EmptyState>
      ) : data.products.length === 0 ? (
        <EmptyState icon={<Package className="h-10 w-10" />} title={filtered ? 'Nenhum produto encontrado com os filtros aplicados' : 'Nenhum produto cadastrado'}>
          {filtered ? <Button variant="secondary" onClick={clear}>Limpar filtros</Button> : <Button onClick={() => setEditing('new')}>Criar Primeiro Produto</Button>}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">{data.total} {data.total === 1 ? 'produto encontrado' : 'produtos encontrados'}</p>
          <div className={cn(products.isPlaceholderData && 'opacity-60')}>
            <ProductsTable products={data.products} onEdit={setEditing} />
          </div>
          <Pager label="Páginas de produtos" page={filter.page} total={data.total} pageSize={PRODUCTS_PAGE_SIZE} onPage={(page) => setFilter({ page })} />
        </>
      )}

      {data ? (
        <SummaryTiles label="Resumo do catálogo" valueClassName="text-xl"
          figures={[['Total', data.summary.total], ['B2B Demo', data.summary.demo], ['B2C Marketplace', data.summary.marketplace], ['Destaques', data.summary.featured]]} />
      ) : null}

      {/* The list is newest first: with the filters cleared, a product just created is its first row. */}
      <ProductFormDialog product={editing === 'new' ? null : editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} onCreated={clear} />
    </BackOfficeLayout>
  );
}
