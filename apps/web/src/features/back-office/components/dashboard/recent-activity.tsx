import { auditActionLabel } from '@juntai/contract';
import { formatDateTime } from '../../../../lib/format.ts';
import { backOfficeKeys, operatorApi, useOperatorQuery } from '../../api/operator-request.ts';

/** The name an entry's record carries (after the change, or before a delete), to say what was touched. */
function subjectOf(entry: { before: unknown; after: unknown; entity_id: string | null }): string {
  const record = (entry.after ?? entry.before) as { name?: unknown; store_name?: unknown } | null;
  const name = record && typeof record === 'object' ? record.name ?? record.store_name : undefined;
  return typeof name === 'string' ? name : entry.entity_id ? `#${entry.entity_id}` : '';
}

/** 'Atividade recente': the 20 most recent changes of the back office, who and when (the audit trail). */
export function RecentActivity() {
  const activity = useOperatorQuery([...backOfficeKeys.all, 'audit'], operatorApi.audit, { input: { query: { limit: 20 } }, pick: (answer) => answer.entries });
  return (
    <section aria-labelledby="recent-activity-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="recent-activity-title" className="text-lg font-semibold text-slate-900">Atividade recente</h2>
      {!activity.data ? <p className="mt-2 text-sm text-slate-600">{activity.isError ? 'Não foi possível carregar a atividade agora.' : 'Carregando…'}</p>
        : activity.data.length === 0 ? <p className="mt-2 text-sm text-slate-600">Nenhuma alteração registrada ainda.</p> : (
          <ol className="mt-3 flex flex-col divide-y divide-slate-100" data-testid="recent-activity">
            {activity.data.map((entry) => (
              <li key={entry.id} className="py-2 text-sm">
                <p className="text-slate-900 wrap-anywhere"><strong>{entry.actor_email}</strong> {auditActionLabel(entry.action)} <span className="font-medium">{subjectOf(entry)}</span></p>
                <p className="text-xs text-slate-600">{formatDateTime(entry.at)}</p>
              </li>
            ))}
          </ol>
        )}
    </section>
  );
}
