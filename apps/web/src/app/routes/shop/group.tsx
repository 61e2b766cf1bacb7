import type { Group, MyPayment } from '@juntai/contract';
import { maskPhone, nameKey } from '@juntai/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/notify.ts';
import { groupQueryKey } from '../../../features/groups/api/get-group.ts';
import { useOrganizerProof } from './organizer-proof.ts';
import { GroupNotFound } from '../../../features/groups/components/group-not-found.tsx';
import { GroupSkeleton } from '../../../features/groups/components/group-skeleton.tsx';
import { GroupView } from '../../../features/groups/components/group-view.tsx';
import { useLiveGroup } from '../../../features/groups/hooks/use-live-group.ts';
import { myPaymentsQueryKey, useMyPayments } from '../../../features/payments/api/get-my-payments.ts';
import { YouPaidCard } from '../../../features/payments/components/you-paid-card.tsx';
import { nothingToPay, payerChoices } from '../../../features/payments/lib/payer-choices.ts';
import { coversQuota, ownPaymentsToShow } from '../../../features/payments/lib/receipt.ts';
import type { Contact } from '../../../lib/contact-errors.ts';
import type { PixToPay } from '../../../features/payments/components/pix-charge.tsx';
import { getOrganizerProfile, useOrganizerToken } from '../../../lib/organizer-tokens.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useBackCloses } from '../../../lib/use-back-closes.ts';
import { usePageHead } from '../../../lib/use-page-head.ts';
import { useRouteHead } from '../../use-route-head.ts';
import { organizerTitle } from '../../../features/groups/lib/organizer-words.ts';

// The payment form (dialog, radio group, card and PIX steps) loads when a quota is chosen, not with the
// page: most people who open a group link read it, and their phone downloads less.
const PaymentDialog = lazy(() => import('../../../features/payments/components/payment-dialog.tsx').then((m) => ({ default: m.PaymentDialog })));

interface PaymentSession {
  /** A new number per opening, so the dialog starts clean each time. */
  id: number;
  initial: Contact;
  nameMode: 'choose' | 'fixed';
  /** The organizer pays someone else's quota (to rescue a group short of payers). */
  covering: boolean;
  /** The method chosen at opening: PIX for "Gerar novo PIX". */
  method?: 'card' | 'pix';
  /** A PIX charge of this payer's, opened again to be paid (from "Sua cota"). */
  pix?: PixToPay;
}

/**
 * How the payment form opens: for a row's name, that name; for the organizer's own quota, their own
 * data; otherwise ("Pagar minha cota" from a shared link) it first asks who is paying.
 */
function paymentSession(group: Group, name: string | undefined, isOrganizer: boolean): Omit<PaymentSession, 'id'> {
  const creator = group.participants.find((p) => p.is_creator);
  const forCreator = name === undefined ? creator !== undefined && creator.payment_status !== 'paid'
    : nameKey(name) === nameKey(group.creator_name);
  // The organizer's own quota, or someone else's they pay to save the group: with their own contact.
  if (isOrganizer && (forCreator || name !== undefined)) {
    const profile = getOrganizerProfile(group.link_id);
    return {
      nameMode: 'fixed',
      covering: !forCreator,
      initial: {
        name: forCreator ? group.creator_name : name ?? '',
        email: profile?.email ?? '',
        // The profile this browser kept at creation (the group's public answer carries no phone).
        whatsapp: maskPhone(profile?.whatsapp ?? ''),
      },
    };
  }
  return { nameMode: name === undefined ? 'choose' : 'fixed', covering: false, initial: { name: name ?? '', email: '', whatsapp: '' } };
}

/** /g/:linkId — the group's page, kept live, with the payment dialog. */
export default function GroupPage() {
  const { linkId = '' } = useParams();
  const queryClient = useQueryClient();
  const { query } = useLiveGroup(linkId);
  const group = query.data;
  const organizerToken = useOrganizerToken(linkId);
  const organizerProof = useOrganizerProof(linkId);
  const { platform_name: platformName } = usePublicSettings();
  const [payment, setPayment] = useState<PaymentSession | null>(null);
  const [paymentOpen, setPaymentOpen] = useState(false);
  useBackCloses(paymentOpen, () => setPaymentOpen(false));
  const [expiredOnClock, setExpiredOnClock] = useState(false);
  const head = useRouteHead();
  // The organizer's own tab is titled for them; the preview everyone else gets keeps the invitation.
  usePageHead(head && group && organizerProof ? { ...head, title: organizerTitle(group, platformName) } : head, `Grupo — ${platformName}`);
  // Asked again whenever the group's counts move (a PIX confirmed, a refund after expiry).
  const { payments: myPayments } = useMyPayments(linkId, group ? `${group.status}:${group.paid_count}:${group.payment_summary.processing_count}` : '');
  // A PIX whose time ran out on this page's clock reads as lapsed at once, before the server is asked again.
  const [lapsedOnClock, setLapsedOnClock] = useState<ReadonlySet<number>>(new Set());
  const onPixLapse = useCallback((id: number) => {
    setLapsedOnClock((previous) => new Set(previous).add(id));
    void queryClient.invalidateQueries({ queryKey: myPaymentsQueryKey(linkId) });
  }, [queryClient, linkId]);
  const ownPayments = useMemo(() => ownPaymentsToShow(myPayments.map((p): MyPayment =>
    (p.status === 'pix_waiting' && lapsedOnClock.has(p.id) ? { ...p, status: 'pix_expired', pix: null } : p))), [myPayments, lapsedOnClock]);
  // A refused card or a lapsed PIX pays nothing: that person is offered 'Pagar minha cota' again.
  const ownQuotaCovered = ownPayments.some(coversQuota);

  // Each opening is a new session (a new number), so the dialog starts clean.
  const open = useCallback((session: Omit<PaymentSession, 'id'>) => {
    setPayment((previous) => ({ id: (previous?.id ?? 0) + 1, ...session }));
    setPaymentOpen(true);
  }, []);
  const openPix = useCallback((pix: MyPayment) => {
    if (pix.pix) {
      open({ nameMode: 'fixed', covering: false, initial: { name: pix.name, email: '', whatsapp: '' },
        pix: { id: pix.id, name: pix.name, amount: pix.amount, pix: pix.pix } });
    }
  }, [open]);
  const openNewPix = useCallback((name: string) => {
    if (group) open({ ...paymentSession(group, name, !!organizerProof), method: 'pix' });
  }, [group, organizerProof, open]);

  const youPaid = useMemo(() => (ownPayments.length > 0 && group
    ? <YouPaidCard linkId={linkId} payments={ownPayments} serverTime={group.server_time} onOpenPix={openPix} onNewPix={openNewPix} onPixLapse={onPixLapse} />
    : null), [ownPayments, linkId, group, openPix, openNewPix, onPixLapse]);

  const notFound = query.isError && !group;
  useEffect(() => {
    if (notFound) toast.error('Grupo não encontrado', { id: 'group-not-found' });
  }, [notFound]);

  // A new answer from the server (a later expiry after all, or the final status) supersedes the clock.
  useEffect(() => setExpiredOnClock(false), [group?.expires_at, group?.status]);

  const onExpire = useCallback(() => {
    setExpiredOnClock(true);
    // The server decides the status on read: ask it now rather than at the next poll.
    void queryClient.invalidateQueries({ queryKey: groupQueryKey(linkId) });
  }, [queryClient, linkId]);

  const onGroupChange = useCallback((next: Group) => {
    queryClient.setQueryData(groupQueryKey(linkId), next);
    void queryClient.invalidateQueries({ queryKey: groupQueryKey(linkId) });
  }, [queryClient, linkId]);

  // Stable, so the memoised GroupView skips the page's re-renders that change nothing it shows (the live
  // stream connecting, the settings arriving): each is a long task on a slow phone.
  const openPayment = useCallback((name?: string) => {
    if (group) open(paymentSession(group, name, !!organizerProof));
  }, [group, organizerProof, open]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        {/* The operator may pick a long platform name: it ends in an ellipsis, the bar stays one row. */}
        <div className="mx-auto flex h-14 max-w-2xl items-center justify-between gap-2 px-4">
          <Link to="/" className="min-w-0 truncate text-lg font-bold text-brand-700">{platformName}</Link>
          <Link to="/dashboard" className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100">Meus Grupos</Link>
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-4 sm:py-8">
        {group ? (
          <GroupView group={group} organizerToken={organizerToken} organizerProof={organizerProof} expiredOnClock={expiredOnClock} onExpire={onExpire} onPay={openPayment}
            youPaid={youPaid} ownQuotaCovered={ownQuotaCovered} noQuotaFree={nothingToPay(payerChoices(group))} />
        ) : notFound ? (
          <GroupNotFound />
        ) : (
          <GroupSkeleton />
        )}
      </main>
      {group && payment ? (
        // The form's code loads on the first tap: on a slow network, say at once that it is coming.
        <Suspense fallback={paymentOpen ? (
          <p role="status" className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
            Abrindo o pagamento…
          </p>
        ) : null}>
          <PaymentDialog key={payment.id} group={group} open={paymentOpen} onOpenChange={setPaymentOpen} initial={payment.initial}
            nameMode={payment.nameMode} onGroupChange={onGroupChange} coverProof={payment.covering ? organizerProof : undefined}
            initialMethod={payment.method} resumePix={payment.pix} />
        </Suspense>
      ) : null}
    </div>
  );
}
