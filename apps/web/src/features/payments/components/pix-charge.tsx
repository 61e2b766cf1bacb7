import type { Group, Payment, PixCharge as PixChargeData } from '@juntai/contract';
import { nameKey } from '@juntai/domain';
import { CircleCheckBig, LoaderCircle, TimerOff, Zap } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMyPayments } from '../api/get-my-payments.ts';
import { simulatePixPayment } from '../api/simulate-pix-payment.ts';

interface PixChargeProps {
  payment: Payment & { pix: PixChargeData };
  /** The group as the live stream keeps it: the payer's row turns paid when the bank confirms. */
  group: Group;
  onGroupChange: (group: Group) => void;
  onClose: () => void;
  /** Back to the form, to generate a new charge once this one has lapsed. */
  onRestart: () => void;
}

/** True from the moment `expiresAt` passes (re-rendering then, without polling). */
function useHasPassed(expiresAt: string): boolean {
  const deadline = Date.parse(expiresAt);
  const [passed, setPassed] = useState(() => Date.now() >= deadline);
  useEffect(() => {
    if (passed) return;
    const timer = setTimeout(() => setPassed(true), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, passed]);
  return passed;
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
  const takenByOther = seatPaid && (own?.status === 'failed' || own?.status === 'refunded');
  const confirmed = seatPaid && !takenByOther && (own === undefined ? !pending : own.status === 'paid');
  // Until expires_at the bank takes the charge; after it the bank refuses it.
  const lapsed = useHasPassed(payment.pix.expires_at) && !confirmed && !takenByOther;
  const stateLine = useRef<HTMLDivElement>(null);
  // The form that was focused is gone: start reading (and scrolling) from the charge's state, and
  // again when it turns confirmed (the button that had focus disappears then).
  useEffect(() => {
    stateLine.current?.focus();
  }, [confirmed, lapsed, takenByOther]);
  const simulate = useMutation({
    mutationFn: () => simulatePixPayment(payment.pix.txid),
    onSuccess: (response) => onGroupChange(response.group),
    onError: (error) => toast.error(errorMessage(error, 'Erro ao processar pagamento')),
  });

  return (
    <div className="flex flex-col items-stretch gap-4">
      <div ref={stateLine} tabIndex={-1} role="status" aria-live="polite" data-testid="pix-state"
        className={`flex items-center justify-center gap-2 rounded-lg p-3 font-semibold outline-none ${confirmed ? 'bg-emerald-50 text-emerald-800' : lapsed || takenByOther ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}>
        {confirmed ? (
          <><CircleCheckBig className="h-5 w-5" aria-hidden="true" />Pagamento confirmado!</>
        ) : takenByOther ? (
          <><TimerOff className="h-5 w-5" aria-hidden="true" />Outra pessoa pagou esta cota antes</>
        ) : lapsed ? (
          <><TimerOff className="h-5 w-5" aria-hidden="true" />Este PIX expirou</>
        ) : (
          <><LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />Aguardando pagamento…</>
        )}
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
          <img src={payment.pix.qr_code} alt="QR Code do PIX" width={224} height={224}
            className="mx-auto h-56 w-56 rounded-lg border border-slate-200 bg-white p-2" />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="pix-copia-e-cola">PIX copia e cola</Label>
            <textarea id="pix-copia-e-cola" readOnly value={payment.pix.copia_e_cola} rows={3}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full resize-none rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs break-all text-slate-800" />
            <CopyButton text={payment.pix.copia_e_cola} label="Copiar código PIX" className="w-full"
              onCopied={() => toast.success('Código PIX copiado!')}
              onFailed={() => toast.error('Não foi possível copiar. Selecione o código e copie manualmente.')} />
          </div>
          <p className="text-center text-sm text-slate-600">
            Válido até <strong data-testid="pix-expires-at">{formatDateTime(payment.pix.expires_at)}</strong>. Abra o app do seu banco, escolha PIX e leia o QR Code ou cole o código.
          </p>
          <Button variant="secondary" onClick={() => simulate.mutate()} disabled={simulate.isPending}>
            <Zap className="h-4 w-4" aria-hidden="true" />
            {simulate.isPending ? 'Simulando…' : 'Simular pagamento PIX'}
          </Button>
          <p className="text-center text-xs text-slate-500">Ambiente de demonstração: o botão acima faz o banco simulado confirmar o PIX.</p>
        </>
      ) : (
        <Button onClick={onClose}>Fechar</Button>
      )}
    </div>
  );
}
