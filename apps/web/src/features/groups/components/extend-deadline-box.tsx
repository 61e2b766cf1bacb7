import type { Group } from '@juntai/contract';
import { extensionMessages, extensionRefusalText } from '@juntai/contract/plain';
import { extensionBlocker } from '@juntai/domain';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialogOnDemand } from '../../../components/ui/confirm-dialog-on-demand.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/notify.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useExtendDeadline } from '../api/extend-deadline.ts';
import type { OrganizerProof } from '../../../lib/organizer-proof.ts';

const HOUR_MS = 3_600_000;

interface ExtendDeadlineBoxProps {
  group: Group;
  proof: OrganizerProof;
}

/**
 * The organizer's rescue of a group short of quotas (ADR 0031): move the deadline once, by up to the
 * operator's maximum, after a confirmation. Disabled, with the reason, when the rule says no.
 */
export function ExtendDeadlineBox({ group, proof }: ExtendDeadlineBoxProps) {
  const settings = usePublicSettings();
  const maxHours = settings.rescue_max_extension_hours;
  const [hours, setHours] = useState(maxHours);
  const [confirming, setConfirming] = useState(false);
  const extend = useExtendDeadline(group.link_id);
  const selectId = useId();
  const reasonId = useId();
  const chosen = Math.min(hours, maxHours);
  const blocker = extensionBlocker({
    status: group.status, expiresAt: group.expires_at, numberOfQuotas: group.number_of_quotas,
    paidCount: group.paid_count, extended: group.extended,
  }, { minPaidPercent: settings.rescue_min_paid_percent }, new Date(group.server_time));
  const reason = blocker ? extensionRefusalText(blocker, { minPaidPercent: settings.rescue_min_paid_percent, maxHours }) : null;
  const newDeadline = new Date(new Date(group.expires_at).getTime() + chosen * HOUR_MS);

  const confirm = () => extend.mutate({ proof, hours: chosen }, {
    onSuccess: (updated) => {
      setConfirming(false);
      toast.success(extensionMessages.extended, { description: `Novo prazo: ${formatDateTime(updated.expires_at)}` });
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorMessage(error, 'Não foi possível prorrogar o prazo'));
    },
  });

  return (
    <section aria-labelledby={`${selectId}-title`} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="extend-deadline">
      <h3 id={`${selectId}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarClock className="h-5 w-5 text-brand-600" aria-hidden="true" />
        Precisa de mais tempo?
      </h3>
      {reason ? (
        <p id={reasonId} className="text-sm text-slate-700" data-testid="extend-reason">{reason}</p>
      ) : (
        <p className="text-sm text-slate-700">Você pode prorrogar o prazo uma única vez, em até {maxHours} {maxHours === 1 ? 'hora' : 'horas'}.</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <Label htmlFor={selectId}>Horas a mais</Label>
          <NativeSelect id={selectId} value={chosen} disabled={Boolean(reason) || extend.isPending}
            onChange={(e) => setHours(Number(e.target.value))}>
            {Array.from({ length: maxHours }, (_, i) => i + 1).map((h) => (
              <option key={h} value={h}>{h} {h === 1 ? 'hora' : 'horas'}</option>
            ))}
          </NativeSelect>
        </div>
        <ConfirmDialogOnDemand
          open={confirming} onOpenChange={setConfirming} pending={extend.isPending} onConfirm={confirm} confirmVariant="primary"
          trigger={(
            <Button variant="secondary" className="w-full sm:w-auto" disabled={Boolean(reason)} aria-describedby={reason ? reasonId : undefined}>
              Prorrogar prazo
            </Button>
          )}
          title="Prorrogar o prazo do grupo?"
          description={<>O novo prazo será <strong>{formatDateTime(newDeadline)}</strong> ({chosen} {chosen === 1 ? 'hora' : 'horas'} a mais).</>}
          details="Só é possível prorrogar uma vez. Quem já pagou recebe um e-mail com o novo prazo."
          confirmLabel="Prorrogar" pendingLabel="Prorrogando…"
        />
      </div>
      <p className="text-sm text-slate-700" data-testid="cover-hint">
        Faltam poucas cotas? Você também pode pagá-las: toque em <strong>Pagar</strong> ao lado do nome. A cota aparece como paga pelo organizador.
      </p>
    </section>
  );
}
