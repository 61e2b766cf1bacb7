import type { Participant } from '@juntai/contract';
import { CreditCard, MessageCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialogOnDemand } from '../../../components/ui/confirm-dialog-on-demand.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';

const paymentStates: Record<Participant['payment_status'], { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  paid: { label: 'Pago', tone: 'green' },
  pending: { label: 'Aguardando', tone: 'amber' },
  processing: { label: 'Processando', tone: 'blue' },
  failed: { label: 'Falhou', tone: 'red' },
};
/** A quota held by a card not yet captured: it counts for the group, but nothing is charged until it completes. */
const reservedState = { label: 'Reservado no cartão', tone: 'blue' as const };

interface ParticipantRowProps {
  participant: Participant;
  organizerName: string;
  /** Absent until the organizer's phone is known. */
  organizerWhatsappHref: string | undefined;
  /** Present when this person's quota may be paid now. */
  onPay?: (() => void) | undefined;
  /** Present when this browser's organizer may remove the person now. */
  onRemove?: (() => void) | undefined;
  removing?: boolean;
}

/** One invited name: who, paid or waiting, and what can be done for them. */
export function ParticipantRow({ participant, organizerName, organizerWhatsappHref, onPay, onRemove, removing }: ParticipantRowProps) {
  const reserved = participant.card_reserved === true;
  const state = reserved ? reservedState : paymentStates[participant.payment_status] ?? { label: participant.payment_status, tone: 'gray' as const };
  // The operator's icons for a paid and a waiting quota (global settings icon_paid, icon_pending); a
  // card reservation has its own, so it never shows the paid one before the capture.
  const settings = usePublicSettings();
  const icon = reserved ? null : participant.payment_status === 'paid' ? settings.icon_paid : participant.payment_status === 'pending' ? settings.icon_pending : null;
  const paid = participant.payment_status === 'paid';
  const initial = participant.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <li className="flex items-center gap-3 py-3" data-testid="participant-row" data-name={participant.name} data-status={participant.payment_status}
      data-reserved={reserved ? 'true' : undefined}>
      <span aria-hidden="true" className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
        paid ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-700')}>
        {initial}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{participant.name}</p>
        <div className="mt-0.5 flex flex-wrap items-center gap-1">
          {participant.is_creator ? <Badge tone="purple" title="Quem organiza o grupo">Org</Badge> : null}
          <Badge tone={state.tone} data-testid="participant-state">
            {reserved ? <CreditCard className="h-3.5 w-3.5" aria-hidden="true" /> : icon ? <span aria-hidden="true">{icon}</span> : null}
            {state.label}
          </Badge>
          {participant.paid_by_organizer ? <Badge tone="purple">{reserved ? 'Reservado por quem organiza' : 'Pago por quem organiza'}</Badge> : null}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {onPay ? (
          <Button size="sm" onClick={onPay} aria-label={`Pagar a cota de ${participant.name}`}>Pagar</Button>
        ) : null}
        {organizerWhatsappHref ? (
          <Button asChild variant="ghost" size="icon" className="h-9 w-9 text-[#075E54]">
            <a href={organizerWhatsappHref} target="_blank" rel="noopener noreferrer" aria-label={`Falar com ${organizerName}, quem organiza o grupo, no WhatsApp`}
              title="Falar com quem organiza o grupo no WhatsApp">
              <MessageCircle className="h-5 w-5" aria-hidden="true" />
            </a>
          </Button>
        ) : null}
        {onRemove ? <RemoveParticipantButton name={participant.name} onRemove={onRemove} removing={Boolean(removing)} /> : null}
      </div>
    </li>
  );
}

/**
 * The organizer's trash icon sits beside the chat icon on a phone: one stray tap must not remove a
 * friend, so it asks first.
 */
function RemoveParticipantButton({ name, onRemove, removing }: { name: string; onRemove: () => void; removing: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialogOnDemand open={open} onOpenChange={setOpen}
      trigger={(
        <Button variant="ghost" size="icon" className="h-9 w-9 text-red-700 hover:bg-red-50" disabled={removing}
          aria-label={`Remover ${name}`} title="Remover do grupo">
          <Trash2 className="h-5 w-5" aria-hidden="true" />
        </Button>
      )}
      title={`Remover ${name} do grupo?`}
      description="A vaga fica livre para você convidar outra pessoa."
      confirmLabel="Remover" pendingLabel="Removendo…" pending={false}
      onConfirm={() => {
        setOpen(false);
        onRemove();
      }} />
  );
}
