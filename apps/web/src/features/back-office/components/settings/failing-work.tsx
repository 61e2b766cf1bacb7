import type { SystemStatus } from '@juntai/contract';
import { Badge } from '../../../../components/ui/badge.tsx';

type Failing = SystemStatus['failing'];

const CALL_LABELS = { capture: 'Captura', void: 'Cancelamento da autorização', refund: 'Devolução', cancel: 'Cancelamento do PIX' } as const;

/** "há 5 min", "há 3 h", "há 2 d": how long an item has been failing (or waiting). */
function age(seconds: number): string {
  if (seconds < 60) return 'há menos de 1 min';
  if (seconds < 3_600) return `há ${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `há ${Math.floor(seconds / 3_600)} h`;
  return `há ${Math.floor(seconds / 86_400)} d`;
}

function Item({ title, state, attempts, reason, ageSeconds }: { title: string; state: 'retrying' | 'given_up'; attempts: number; reason: string; ageSeconds: number }) {
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        <Badge tone={state === 'given_up' ? 'red' : 'amber'}>{state === 'given_up' ? 'Desistiu' : 'Tentando de novo'}</Badge>
        {title}
      </div>
      <p className="text-slate-700">{reason}</p>
      <p className="text-xs text-slate-600">{attempts} {attempts === 1 ? 'tentativa' : 'tentativas'} · {age(ageSeconds)}</p>
    </li>
  );
}

/** The status panel's list of the queued work that is failing: what, why, and for how long. */
export function FailingWork({ failing }: { failing: Failing }) {
  const none = failing.emails.length + failing.webhooks.length + failing.provider_calls.length === 0;
  return (
    <div className="mt-4 text-sm" data-testid="status-failing">
      <h3 className="font-semibold text-slate-900">Falhas em andamento</h3>
      {none ? <p className="mt-1 text-slate-600">Nenhum e-mail, webhook ou chamada ao provedor de pagamento falhando.</p> : (
        <ul className="mt-1 divide-y divide-slate-100">
          {failing.provider_calls.map((c) => (
            <Item key={`p${c.payment_id}`} title={`${CALL_LABELS[c.call]} do pagamento #${c.payment_id} (grupo #${c.group_id})`} state={c.state} attempts={c.attempts} reason={c.reason} ageSeconds={c.age_seconds} />
          ))}
          {failing.emails.map((e) => (
            <Item key={`e${e.id}`} title={`E-mail #${e.id}: ${e.subject}`} state={e.state} attempts={e.attempts} reason={e.reason} ageSeconds={e.age_seconds} />
          ))}
          {failing.webhooks.map((w) => (
            <Item key={`w${w.id}`} title={`Webhook #${w.id} (${w.event}) para a loja ${w.store_id}`} state={w.state} attempts={w.attempts} reason={w.reason} ageSeconds={w.age_seconds} />
          ))}
        </ul>
      )}
    </div>
  );
}
