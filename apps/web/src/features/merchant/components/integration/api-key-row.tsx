import { Badge } from '../../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import type { ApiKey } from '../../api/api-keys.ts';
import { RevokeApiKeyButton } from './revoke-api-key-button.tsx';

/** One key: its label and first characters, when it was made and last used, and whether it still works. */
export function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="api-key">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {apiKey.label}
          {apiKey.revoked_at ? <Badge tone="red">Revogada</Badge> : <Badge tone="green">Ativa</Badge>}
        </p>
        <p className="text-sm text-slate-600"><code className="font-mono">{apiKey.prefix}…</code></p>
        <p className="text-xs text-slate-600">
          Criada em {formatDateTime(apiKey.created_at)} · {apiKey.last_used_at ? `Último uso em ${formatDateTime(apiKey.last_used_at)}` : 'Nunca usada'}
          {apiKey.revoked_at ? ` · Revogada em ${formatDateTime(apiKey.revoked_at)}` : ''}
        </p>
      </div>
      {apiKey.revoked_at ? null : <RevokeApiKeyButton id={apiKey.id} label={apiKey.label} />}
    </article>
  );
}
