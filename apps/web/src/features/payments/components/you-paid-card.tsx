import type { MyPayment } from '@juntai/contract';
import { formatCountdown } from '@juntai/domain';
import { FileText, QrCode, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { formatReais } from '../../../lib/format.ts';
import { toast } from '../../../lib/notify.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { howPaid, methodLabel, nextStepText, paidHeadline, paidWhen, receiptStatusLabels } from '../lib/receipt.ts';

interface YouPaidCardProps {
  linkId: string;
  payments: readonly MyPayment[];
  /** The group answer's server clock: a PIX's countdown runs on it, not on the phone's. */
  serverTime: string;
  /** Opens the payment dialog on this PIX charge (its QR code and code), to pay it. */
  onOpenPix: (payment: MyPayment) => void;
  /** Opens the payment dialog for this name again, with PIX chosen: a new charge for a lapsed one. */
  onNewPix: (name: string) => void;
  /** A PIX's time ran out on this page's clock (the page then reads it as lapsed and asks the server again). */
  onPixLapse: (id: number) => void;
}

/**
 * "Sua cota": on the group page of whoever paid (this browser's payer tokens, or the e-mail proved by
 * the Meus Grupos link on another device), in place of the big 'Pagar minha cota'. One block per payment
 * (someone may pay for two names of the list); a PIX not yet paid can be paid from here again.
 */
export function YouPaidCard({ linkId, payments, serverTime, onOpenPix, onNewPix, onPixLapse }: YouPaidCardProps) {
  return (
    <section aria-labelledby="you-paid-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3" data-testid="you-paid">
      <h2 id="you-paid-title" className="text-base font-semibold text-slate-900">Sua cota</h2>
      {payments.map((payment) => (
        <OwnPayment key={payment.id} linkId={linkId} payment={payment} serverTime={serverTime} onOpenPix={onOpenPix} onNewPix={onNewPix} onPixLapse={onPixLapse} />
      ))}
    </section>
  );
}

function OwnPayment({ linkId, payment, serverTime, onOpenPix, onNewPix, onPixLapse }: Omit<YouPaidCardProps, 'payments'> & { payment: MyPayment }) {
  const waiting = payment.status === 'pix_waiting' && payment.pix !== null;
  // The server's clock as of this charge's first showing: later group answers must not move its deadline.
  const [clockAt] = useState(serverTime);
  const msLeft = useCountdown(payment.pix?.expires_at ?? payment.created_at, clockAt, waiting);
  const lapsed = waiting && msLeft <= 0;
  useEffect(() => {
    if (lapsed) onPixLapse(payment.id);
  }, [lapsed, onPixLapse, payment.id]);
  const tone = payment.status === 'paid' ? 'text-green-800' : payment.status === 'pix_expired' ? 'text-red-800' : 'text-amber-900';
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-800" data-testid="own-payment" data-status={payment.status}>
      <p className={`text-base font-semibold ${tone}`}>{paidHeadline(payment)}</p>
      {payment.status === 'pix_waiting' && payment.pix ? (
        <>
          <p>Expira em <span role="timer" aria-label="Tempo para pagar o PIX" className="font-mono font-bold tabular-nums">
            {formatCountdown(msLeft).replace(/^00:/, '')}</span></p>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <CopyButton text={payment.pix.copia_e_cola} label="Copiar código Pix" variant="primary" className="w-full sm:w-auto"
              onCopied={() => toast.success('Código Pix copiado! Cole no app do seu banco, em Pix Copia e Cola.')}
              onFailed={() => toast.error('Não foi possível copiar. Abra o PIX e copie o código manualmente.')} />
            <Button variant="secondary" className="w-full sm:w-auto" onClick={() => onOpenPix(payment)}>
              <QrCode className="h-4 w-4" aria-hidden="true" />
              Ver QR Code
            </Button>
          </div>
        </>
      ) : null}
      <p className="text-slate-700">{nextStepText[payment.status]}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-slate-600">Cota de</dt><dd className="break-words">{payment.name}</dd>
        <dt className="text-slate-600">Forma</dt><dd>{methodLabel(payment)}, {howPaid(payment)}</dd>
        <dt className="text-slate-600">Total</dt><dd>{formatReais(payment.total)}</dd>
        <dt className="text-slate-600">Quando</dt><dd>{paidWhen(payment)}</dd>
        <dt className="text-slate-600">Situação</dt><dd data-testid="own-payment-status">{receiptStatusLabels[payment.status]}</dd>
      </dl>
      {payment.status === 'pix_expired' ? (
        <Button className="mt-1 self-start" onClick={() => onNewPix(payment.name)}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Gerar novo PIX
        </Button>
      ) : (
        <Button asChild variant="secondary" size="sm" className="mt-1 self-start">
          <Link to={`/g/${linkId}/comprovante/${payment.id}`}>
            <FileText className="h-4 w-4" aria-hidden="true" />
            Ver comprovante
          </Link>
        </Button>
      )}
    </div>
  );
}
