import type { Group, Payment, PixCharge as PixChargeData } from '@juntai/contract';
import { formatCountdown, nameKey, pixReceiverName } from '@juntai/domain';
import { CircleCheckBig, FileText, LoaderCircle, TimerOff, Zap } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { apiRequest, errorMessage, groupsApi } from '../../../lib/api-client.ts';
import { formatDateTime, formatReais } from '../../../lib/format.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useMyPayments } from '../api/get-my-payments.ts';
import { goesBack } from '../lib/receipt.ts';

/** A PIX charge to pay: just made by the join, or found again on the group page (the payer's own). */
export type PixToPay = Pick<Payment, 'id' | 'name' | 'amount'> & { pix: PixChargeData };

interface PixChargeProps {
  payment: PixToPay;
  /** The group as the live stream keeps it: the payer's row turns paid when the bank confirms. */
  group: Group;
  onGroupChange: (group: Group) => void;
  onClose: () => void;
  /** Back to the form, to generate a new charge once this one has lapsed. */
  onRestart: () => void;
}

/** The PIX to pay: QR code, copia e cola, expiry, and the live state of the charge. */
export function PixCharge({ payment, group, onGroupChange, onClose, onRestart }: PixChargeProps) {
  const row = group.participants.find((participant) => nameKey(participant.name) === nameKey(payment.name));
  const seatPaid = row?.payment_status === 'paid';
  // An unpaid charge holds no seat: the seat may turn paid by someone else's money (a card, another
  // PIX), this charge then withdrawn. This browser's own receipt (its payer token) says whose it was;
  // without one, the seat's state is all there is.
  const { payments: mine, pending } = useMyPayments(group.link_id, seatPaid ? 'seat-paid' : 'waiting');
  const own = mine.find((p) => p.id === payment.id);
  const takenByOther = seatPaid && own !== undefined && (own.status === 'failed' || goesBack(own));
  const confirmed = seatPaid && !takenByOther && (own === undefined ? !pending : own.status === 'paid');
  // Until expires_at the bank takes the charge; after it the bank refuses it. Counted on the server's clock.
  // The server's clock as of the charge's opening: later group answers must not move its deadline.
  const [serverTime] = useState(group.server_time);
  const msLeft = useCountdown(payment.pix.expires_at, serverTime, !confirmed && !takenByOther);
  const lapsed = msLeft <= 0 && !confirmed && !takenByOther;
  const receiver = pixReceiverName(payment.pix.copia_e_cola);
  const stateLine = useRef<HTMLDivElement>(null);
  // The form that was focused is gone: start reading (and scrolling) from the charge's state, and
  // again when it turns confirmed (the button that had focus disappears then).
  useEffect(() => {
    stateLine.current?.focus();
  }, [confirmed, lapsed, takenByOther]);
  // The simulated PIX provider pays the charge: it then sends its signed webhook, as a bank would, and
  // the server marks the payment paid. Only exists while the server runs the simulated provider.
  const simulate = useMutation({
    mutationFn: () => apiRequest(groupsApi.simulatePixPayment, { params: { txid: payment.pix.txid } }),
    onSuccess: (response) => onGroupChange(response.group),
    onError: (error) => toast.error(errorMessage(error, 'Erro ao processar pagamento')),
  });

  const state = confirmed ? { tone: 'bg-emerald-50 text-emerald-800', Icon: CircleCheckBig, text: 'PIX recebido! Sua cota está paga.' }
    : takenByOther ? { tone: 'bg-red-50 text-red-800', Icon: TimerOff, text: 'Outra pessoa pagou esta cota antes' }
      : lapsed ? { tone: 'bg-red-50 text-red-800', Icon: TimerOff, text: 'O PIX expirou' }
        : { tone: 'bg-amber-50 text-amber-900', Icon: LoaderCircle, text: 'PIX gerado — aguardando pagamento' };

  return (
    <div className="flex flex-col items-stretch gap-4">
      <div ref={stateLine} tabIndex={-1} role="status" aria-live="polite" data-testid="pix-state"
        className={`flex items-center justify-center gap-2 rounded-lg p-3 font-semibold outline-none ${state.tone}`}>
        <state.Icon className={`h-5 w-5 ${state.Icon === LoaderCircle ? 'animate-spin' : ''}`} aria-hidden="true" />{state.text}
      </div>

      {takenByOther ? (
        <>
          <p className="text-center text-sm text-slate-700" data-testid="pix-seat-taken">
            Este PIX foi cancelado. Se você já tinha pago, o valor volta automaticamente para a conta de origem e avisamos por e-mail.
          </p>
          <Button onClick={onClose}>Fechar</Button>
        </>
      ) : lapsed ? (
        <>
          <p className="text-center text-sm text-slate-700">
            O código não pode mais ser pago e nenhum valor foi cobrado. Gere um novo PIX para garantir sua cota.
          </p>
          <Button onClick={onRestart}>Gerar novo PIX</Button>
        </>
      ) : !confirmed ? (
        <>
          <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
            <span className="text-sm">
              {formatReais(payment.amount)}{receiver ? <> para <strong data-testid="pix-receiver">{receiver}</strong></> : null}
            </span>
            {/* role="timer" is not announced on every tick (implicit aria-live="off"). */}
            <span className="text-sm">Expira em <span role="timer" aria-label="Tempo para pagar o PIX" data-testid="pix-countdown"
              className="font-mono font-bold tabular-nums">{formatCountdown(msLeft).replace(/^00:/, '')}</span></span>
          </div>
          {/* On a phone the code is what is used (paste it in the bank's app, on the same phone): it comes
              first and its button is the main one; on a wider screen the QR, read by the phone, leads. */}
          <div className="flex flex-col gap-1.5">
            <CopyButton text={payment.pix.copia_e_cola} label="Copiar código Pix" variant="primary" size="lg" className="w-full"
              onCopied={() => toast.success('Código Pix copiado! Cole no app do seu banco, em Pix Copia e Cola.')}
              onFailed={() => toast.error('Não foi possível copiar. Selecione o código e copie manualmente.')} />
            <Label htmlFor="pix-copia-e-cola">Pix copia e cola</Label>
            <textarea id="pix-copia-e-cola" readOnly value={payment.pix.copia_e_cola} rows={3}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full resize-none rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs break-all text-slate-800" />
          </div>
          <img src={payment.pix.qr_code} alt="QR Code do PIX" width={224} height={224}
            className="mx-auto h-44 w-44 rounded-lg border border-slate-200 bg-white p-2 sm:-order-1 sm:h-56 sm:w-56" />
          <p className="text-center text-sm text-slate-600">
            Válido até <strong data-testid="pix-expires-at">{formatDateTime(payment.pix.expires_at)}</strong>. No app do seu banco, escolha Pix e cole o código ou leia o QR Code. Também enviamos este PIX para o seu e-mail.
          </p>
          <Button variant="secondary" onClick={() => simulate.mutate()} disabled={simulate.isPending}>
            <Zap className="h-4 w-4" aria-hidden="true" />
            {simulate.isPending ? 'Simulando…' : 'Simular pagamento PIX'}
          </Button>
          <p className="text-center text-xs text-slate-500">Ambiente de demonstração: o botão acima faz o banco simulado confirmar o PIX.</p>
        </>
      ) : (
        <>
          <p className="text-center text-sm text-slate-700" data-testid="pix-next-step">
            Enviamos a confirmação por e-mail. Quando todas as cotas forem pagas, a loja entrega o produto a quem organizou o grupo.
          </p>
          <Button asChild>
            <Link to={`/g/${group.link_id}/comprovante/${payment.id}`}>
              <FileText className="h-4 w-4" aria-hidden="true" />
              Ver comprovante
            </Link>
          </Button>
          <Button variant="secondary" onClick={onClose}>Fechar</Button>
        </>
      )}
    </div>
  );
}
