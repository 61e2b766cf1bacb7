import type { Group } from '@juntai/contract';
import { groupMessages } from '@juntai/contract/plain';
import { cleanName, nameKey, whatsappLink } from '@juntai/domain';
import { Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOrganizerWhatsapp } from '../api/get-organizer-contact.ts';
import { useRemoveParticipant, useUpdateInvitees } from '../api/change-group.ts';
import { AddParticipantBox } from './add-participant-box.tsx';
import { ParticipantRow } from './participant-row.tsx';

interface ParticipantsCardProps {
  group: Group;
  /** The group takes payments and changes now (active and not past its expiry on the clock). */
  open: boolean;
  /** This browser's organizer token, when it created the group. */
  organizerToken: string | undefined;
  /** This browser is the organizer's (their token or Meus Grupos session): no chat with themselves. */
  viewerIsOrganizer?: boolean;
  onPay: (name: string) => void;
}

/**
 * The invited names with their payment state. Anyone may pay for a name or write to the organizer;
 * only the browser holding the organizer token sees the remove buttons and the add box (the server
 * checks the token anyway).
 */
export function ParticipantsCard({ group, open, organizerToken, viewerIsOrganizer = false, onPay }: ParticipantsCardProps) {
  const linkId = group.link_id;
  const update = useUpdateInvitees(linkId);
  const remove = useRemoveParticipant(linkId);
  const addInput = useRef<HTMLInputElement>(null);
  const [focusAddBox, setFocusAddBox] = useState(false);
  const organizerWhatsapp = useOrganizerWhatsapp(linkId);
  // Until the phone arrives (or if it cannot), no link: a wa.me link without a number would open a blank chat.
  // The organizer's own screen has none: it would open a chat with themselves.
  const organizerHref = organizerWhatsapp && !viewerIsOrganizer ? whatsappLink(organizerWhatsapp) : undefined;
  const canManage = open && !!organizerToken;
  const invited = group.invited_participants;
  const freeSlots = Math.max(0, group.number_of_quotas - invited.length);

  // After a removal, invite someone else into the freed slot: the add box appears and takes focus.
  useEffect(() => {
    if (focusAddBox && addInput.current) {
      addInput.current.focus();
      setFocusAddBox(false);
    }
  }, [focusAddBox, freeSlots]);

  const add = async (raw: string): Promise<boolean> => {
    if (!organizerToken) return false;
    const name = cleanName(raw);
    if (!name) {
      toast.error(groupMessages.emptyParticipantName);
      return false;
    }
    if (invited.some((existing) => nameKey(existing) === nameKey(name))) {
      toast.error(groupMessages.duplicateParticipant);
      return false;
    }
    if (invited.length >= group.number_of_quotas) {
      toast.error(groupMessages.participantLimit(invited.length, group.number_of_quotas));
      return false;
    }
    try {
      await update.mutateAsync({ token: organizerToken, invitedParticipants: [...invited, name] });
      toast.success(`${name} adicionado ao grupo`);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Erro ao adicionar participante'));
      return false;
    }
  };

  const removeName = (name: string) => {
    if (!organizerToken) return;
    remove.mutate({ token: organizerToken, name }, {
      onSuccess: () => {
        toast.success(`${name} removido do grupo`, { description: 'Adicione outra pessoa no lugar.' });
        setFocusAddBox(true);
      },
      onError: (error) => toast.error(errorMessage(error, 'Erro ao remover participante')),
    });
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Users className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Participantes
          <span className="text-sm font-medium text-slate-500">({group.paid_count}/{group.number_of_quotas} pagos)</span>
        </h2>
        <ul className="divide-y divide-slate-100" aria-label="Participantes do grupo">
          {group.participants.map((participant) => {
            // Only money holds a seat: one in payment (an unpaid PIX) may still be paid by anyone, or removed
            // (ADR 0034); the server answers 409 for the rare card still under the bank's review.
            const free = participant.payment_status !== 'paid';
            return (
              <ParticipantRow key={participant.name} participant={participant} organizerName={group.creator_name}
                organizerWhatsappHref={organizerHref}
                onPay={open && free ? () => onPay(participant.name) : undefined}
                onRemove={canManage && free && !participant.is_creator ? () => removeName(participant.name) : undefined}
                removing={remove.isPending && remove.variables?.name === participant.name} />
            );
          })}
        </ul>
        {canManage && freeSlots > 0 ? (
          <AddParticipantBox ref={addInput} freeSlots={freeSlots} pending={update.isPending} onAdd={add} />
        ) : null}
      </CardContent>
    </Card>
  );
}
