import { Search } from 'lucide-react';
import { Input } from '../../../../components/ui/input.tsx';
import { NativeSelect } from '../../../../components/ui/native-select.tsx';
import { STATUS_FILTERS, type StatusFilter } from '../../lib/group-status.ts';

interface GroupFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
}

/** Free-text search (product or organizer) and the status select; the server does the filtering. */
export function GroupFilters({ search, onSearch, status, onStatus }: GroupFiltersProps) {
  return (
    <div role="search" aria-label="Filtrar grupos" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[1fr_14rem] sm:p-4">
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" />
        <Input type="search" aria-label="Buscar por produto ou organizador" placeholder="Produto ou organizador..." value={search}
          maxLength={100} onChange={(e) => onSearch(e.target.value)} className="pl-9" />
      </div>
      <NativeSelect aria-label="Status" value={status} onChange={(e) => onStatus(e.target.value as StatusFilter)}>
        {STATUS_FILTERS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </NativeSelect>
    </div>
  );
}
