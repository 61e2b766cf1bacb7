import type { SecureFieldSpec } from '../hooks/use-secure-fields.ts';

/**
 * Where one of the provider's Secure Fields goes: our label and our error around a container the SDK
 * fills with its iframe (which takes the label as its title). The page never sees what is typed in it.
 */
export function SecureFieldBox({ spec, error }: { spec: SecureFieldSpec; error: string | undefined }) {
  const labelId = `${spec.containerId}-label`;
  const errorId = `${spec.containerId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">{spec.label}</span>
      <div id={spec.containerId} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} data-testid={spec.containerId}
        className={`h-11 overflow-hidden rounded-lg border bg-white px-3 [&_iframe]:h-full [&_iframe]:w-full ${error ? 'border-red-500' : 'border-slate-300'}`} />
      {error ? <p id={errorId} role="alert" className="text-sm text-red-600">{error}</p> : null}
    </div>
  );
}
