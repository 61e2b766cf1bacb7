import { Button } from '../../../../components/ui/button.tsx';

/** 'Anterior' / 'Página n de m' / 'Próxima' under a paged list of `total` rows; nothing when everything fits one page. */
export function Pager({ label, page, total, pageSize, onPage }: { label: string; page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>Anterior</Button>
      <span className="text-sm text-slate-700">Página {page} de {pages}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>Próxima</Button>
    </nav>
  );
}
