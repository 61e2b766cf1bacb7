import { Badge } from '../../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useSystemStatus } from '../../api/settings.ts';
import { FailingWork } from './failing-work.tsx';
import { formatPercent } from '../../lib/labels.ts';

const ENGINE_LABELS = { pglite: 'PGlite (embutido)', postgres: 'PostgreSQL' } as const;

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return days ? `${days} d ${hours} h` : hours ? `${hours} h ${minutes} min` : `${minutes} min`;
}

/** The system status panel: readings the server takes now (GET /api/super-admin/status), refreshed every 30 s. */
export function SystemStatusPanel() {
  const status = useSystemStatus();
  const s = status.data;
  return (
    <section aria-labelledby="system-status-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="system-status-title" className="text-lg font-semibold text-slate-900">Estado do sistema</h2>
      {!s ? <p className="mt-2 text-sm text-slate-600">{status.isError ? 'Não foi possível ler o estado do sistema agora.' : 'Lendo…'}</p> : (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div><dt className="text-slate-600">Banco de dados</dt><dd className="font-medium text-slate-900" data-testid="status-database">{ENGINE_LABELS[s.database.engine]} — {s.database.version.split(' on ')[0]}</dd></div>
          <div><dt className="text-slate-600">Migrações aplicadas</dt><dd className="font-medium text-slate-900">{s.database.migrations.length} (última: {s.database.migrations.at(-1)?.name ?? '—'})</dd></div>
          {s.jobs.map((job) => (
            <div key={job.name}>
              <dt className="text-slate-600">{job.label} (a cada {job.interval_seconds} s)</dt>
              <dd className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {job.last_run ? (
                  <>
                    <Badge tone={job.last_run.outcome === 'ran' ? 'green' : 'red'}>{job.last_run.outcome === 'ran' ? 'OK' : 'Falhou'}</Badge>
                    {formatDateTime(job.last_run.finished_at)}
                    {job.last_run.error ? <span className="text-red-700">{job.last_run.error}</span> : null}
                  </>
                ) : 'Ainda não rodou'}
              </dd>
            </div>
          ))}
          <div><dt className="text-slate-600">E-mails</dt><dd className="font-medium text-slate-900">{s.emails.pending} aguardando · {s.emails.failed} com falha · SMTP {s.emails.smtp_configured ? 'configurado' : 'não configurado (e-mails ficam na fila local)'}</dd></div>
          <div>
            <dt className="text-slate-600">Cartões recusados (últimas 24 h)</dt>
            <dd className="font-medium text-slate-900" data-testid="status-card-declines">
              {s.card_declines.declines_24h} de {s.card_declines.attempts_24h} pagamentos com cartão
              {s.card_declines.decline_rate === null ? '' : ` (${formatPercent(Math.round(s.card_declines.decline_rate * 1000) / 10)})`}
            </dd>
          </div>
          <div><dt className="text-slate-600">Provedor de pagamento</dt><dd className="font-medium text-slate-900">{s.payment_provider === 'simulated' ? 'Simulado' : s.payment_provider}</dd></div>
          <div>
            <dt className="text-slate-600">Chamadas ao provedor interrompidas</dt>
            <dd className={s.payments.provider_calls_stopped > 0 ? 'font-medium text-red-700' : 'font-medium text-slate-900'}>
              {s.payments.provider_calls_stopped > 0
                ? `${s.payments.provider_calls_stopped} após falhas repetidas (estorno sem saldo, por exemplo): resolva no painel do provedor`
                : 'nenhuma'}
            </dd>
          </div>
          <div><dt className="text-slate-600">Versão do app</dt><dd className="font-medium text-slate-900">{s.app.version} · Node {s.app.node}</dd></div>
          <div><dt className="text-slate-600">No ar há</dt><dd className="font-medium text-slate-900">{uptime(s.app.uptime_seconds)}</dd></div>
        </dl>
      )}
      {s ? <FailingWork failing={s.failing} /> : null}
    </section>
  );
}
