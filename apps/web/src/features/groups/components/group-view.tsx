import type { Group } from '@juntai/contract';
import { CircleCheckBig, CreditCard, TriangleAlert } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { OrganizerProof } from '../../../lib/organizer-proof.ts';
import { Countdown } from './countdown.tsx';
import { GroupSummary } from './group-summary.tsx';
import { ParticipantsCard } from './participants-card.tsx';
import { SharePanel } from './share-panel.tsx';
import { useOrganizerTools } from '../hooks/use-organizer-tools.ts';
import { EXTENDED_FOR_ORGANIZER, EXTENDED_FOR_VISITOR } from '../lib/organizer-words.ts';

interface GroupViewProps {
  group: Group;
  organizerToken: string | undefined;
  /** The organizer's token or Meus Grupos session: enough for the rescues (the list's edits need the token). */
  organizerProof: OrganizerProof | undefined;
  /** The countdown reached zero before the server said "expired". */
  expiredOnClock: boolean;
  onExpire: () => void;
  /** Opens the payment dialog, for a name from the list or for whoever is holding the phone. */
  onPay: (name?: string) => void;
  /**
   * "Você pagou": what this browser paid here (proved by its payer tokens), shown instead of 'Pagar
   * minha cota'; null when it paid nothing. Made by the route (payments are another feature), memoised.
   */
  youPaid: ReactNode;
  /** Whoever holds the phone already paid, holds or is paying a quota: 'Pagar minha cota' is not offered. */
  ownQuotaCovered: boolean;
  /** No seat is free and no name can be added: 'Pagar minha cota' would open a form that leads nowhere. */
  noQuotaFree: boolean;
}

/**
 * The group page's content (the route adds data loading, live updates and the payment dialog). Memoised:
 * the route re-renders for things this does not show (the live stream's state, the payment dialog).
 */
export const GroupView = memo(function GroupView({ group, organizerToken, organizerProof, expiredOnClock, onExpire, onPay, youPaid, ownQuotaCovered, noQuotaFree }: GroupViewProps) {
  const open = group.status === 'active' && !expiredOnClock;
  // The organizer's controls (the box and the list's edits) show together, once their code is in.
  const tools = useOrganizerTools(organizerProof !== undefined);
  const ExtendDeadlineBox = tools.ExtendDeadlineBox;
  const isOrganizer = organizerProof !== undefined;
  return (
    <div className="flex flex-col gap-4">
      <GroupSummary group={group} isOrganizer={isOrganizer}>
        {group.status === 'active' ? (
          <Countdown expiresAt={group.expires_at} serverTime={group.server_time} onExpire={onExpire} />
        ) : null}
        {group.extended && group.status === 'active' ? (
          <p className="text-center text-sm text-slate-600" data-testid="extended-note">
            {isOrganizer ? EXTENDED_FOR_ORGANIZER : EXTENDED_FOR_VISITOR}
          </p>
        ) : null}
        {/* Paying another name of the list stays possible from its row. */}
        {youPaid}
        {open && !ownQuotaCovered ? (
          noQuotaFree ? (
            // Opening the form would lead nowhere: say why instead.
            <p className="rounded-lg bg-slate-100 p-3 text-center text-sm text-slate-700" data-testid="no-quota-free">
              Todas as cotas já estão pagas ou reservadas. Se um pagamento não for aprovado, a cota volta a ficar livre aqui.
            </p>
          ) : (
            <Button size="lg" className='w-full' onClick={() => onPay()}>
              <CreditCard className="h-5 w-5" aria-hidden="true" />
              Pagar minha cota
            </Button>
          )
        ) : null}
        {group.status === 'completed' ? (
          <Alert tone="success" role="status" icon={<CircleCheckBig className="h-5 w-5" />}>
            {/* The organizer's heading already says their group is complete: they read what comes next, for them. */}
            {isOrganizer ? null : <p className="font-semibold">Grupo completo! 🎉</p>}
            <p>Todas as cotas foram pagas. O pedido será processado em breve.</p>
            <p data-testid="completed-next">
              {isOrganizer
                ? 'A loja recebe o pedido e combina a entrega com você, pelo WhatsApp ou e-mail que você informou na criação. Ninguém precisa pagar mais nada. 🎉'
                : `A loja recebe o pedido e combina a entrega com ${group.creator_name}, que organizou o grupo, pelo WhatsApp ou e-mail informado na criação. Ninguém precisa pagar mais nada.`}
            </p>
          </Alert>
        ) : null}
        {group.status === 'expired' || (group.status === 'active' && expiredOnClock) ? (
          <Alert tone="warning" role="status" icon={<TriangleAlert className="h-5 w-5" />}>
            <p className="font-semibold">Este grupo expirou.</p>
            <p>Os pagamentos realizados serão estornados automaticamente.</p>
          </Alert>
        ) : null}
      </GroupSummary>

      {open && organizerProof && ExtendDeadlineBox && group.paid_count < group.number_of_quotas ? (
        <ExtendDeadlineBox group={group} proof={organizerProof} />
      ) : null}

      <ParticipantsCard group={group} open={open} organizerToken={tools.ready ? organizerToken : undefined} viewerIsOrganizer={isOrganizer} onPay={(name) => onPay(name)} />

      {open ? <SharePanel group={group} /> : null}
    </div>
  );
});
