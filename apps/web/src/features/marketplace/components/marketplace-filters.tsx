import { PRICE_BANDS, PRODUCT_SORTS, type PriceBand, type ProductSort } from '@juntai/domain';
import type { Category } from '@juntai/contract';
import { Search, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { hasActiveFilters, type MarketplaceFilters as Filters, SORT_LABELS } from '../lib/filters.ts';

interface Props {
  filters: Filters;
  categories: readonly Category[];
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
}

const isBand = (value: string): value is PriceBand => PRICE_BANDS.some((b) => b.value === value);
const isSort = (value: string): value is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(value);

/** Search, category, price band and sort. Every change goes to the URL at once (no "apply" button). */
export function MarketplaceFilters({ filters, categories, onChange, onClear }: Props) {
  return (
    <form noValidate role="search" aria-label="Filtrar produtos" className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr]" onSubmit={(e) => e.preventDefault()}>
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <Label htmlFor="marketplace-search">Buscar</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" />
          <Input
            id="marketplace-search"
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Nome ou descrição do produto"
            className="pl-9"
            value={filters.search}
            maxLength={100}
            onChange={(e) => onChange({ search: e.target.value })}
          />
        </div>
      </div>
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <Label htmlFor="marketplace-category">Categoria</Label>
        <NativeSelect id="marketplace-category" value={filters.category} onChange={(e) => onChange({ category: e.target.value })}>
          <option value="">Todas as categorias</option>
          {categories.map((c) => <option key={c.id} value={c.name}>{c.name}</option>)}
          {filters.category && !categories.some((c) => c.name === filters.category)
            ? <option value={filters.category}>{filters.category}</option>
            : null}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="marketplace-price">Faixa de preço</Label>
        <NativeSelect id="marketplace-price" value={filters.band ?? ''} onChange={(e) => onChange({ band: isBand(e.target.value) ? e.target.value : null })}>
          <option value="">Todos os preços</option>
          {PRICE_BANDS.map((b) => <option key={b.value} value={b.value}>{b.label}</option>)}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="marketplace-sort">Ordenar por</Label>
        <NativeSelect id="marketplace-sort" value={filters.sort} onChange={(e) => onChange({ sort: isSort(e.target.value) ? e.target.value : 'relevance' })}>
          {PRODUCT_SORTS.map((s) => <option key={s} value={s}>{SORT_LABELS[s]}</option>)}
        </NativeSelect>
      </div>
      {hasActiveFilters(filters) ? (
        <div className="col-span-2 lg:col-span-4">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" className="h-4 w-4" /> Limpar filtros
          </Button>
        </div>
      ) : null}
    </form>
  );
}
