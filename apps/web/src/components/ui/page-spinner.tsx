/** Shown while a page's code or data loads. */
export function PageSpinner({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
