import type { MyPayment } from '@juntai/contract';
import { CircleCheckBig, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatReais } from '../../../lib/format.ts';
import { howPaid, methodLabel, paidHeadline, paidWhen, receiptStatusLabels } from '../lib/receipt.ts';

/**
 * "Você pagou": on the group page of the browser that paid, in place of the big 'Pagar minha cota'.
 * One block per payment this browser made here (someone may pay for two names of the list).
 */
export function YouPaidCard({ linkId, payments }: { linkId: string; payments: readonly MyPayment[] }) {
  return (
    <section aria-labelledby="you-paid-title" className="flex flex-col gap-3 rounded-lg border border-green-200 bg-green-50 p-3" data-testid="you-paid">
      <h2 id="you-paid-title" className="flex items-center gap-2 text-base font-semibold text-green-900">
        <CircleCheckBig className="h-5 w-5" aria-hidden="true" />
        Você pagou
      </h2>
      {payments.map((payment) => (
        <div key={payment.id} className="flex flex-col gap-1 text-sm text-slate-800">
          <p className="text-base font-semibold text-slate-900">{paidHeadline(payment)}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-slate-600">Cota de</dt><dd className="break-words">{payment.name}</dd>
            <dt className="text-slate-600">Forma</dt><dd>{methodLabel(payment)}, {howPaid(payment)}</dd>
            <dt className="text-slate-600">Total</dt><dd>{formatReais(payment.total)}</dd>
            <dt className="text-slate-600">Quando</dt><dd>{paidWhen(payment)}</dd>
            <dt className="text-slate-600">Situação</dt><dd>{receiptStatusLabels[payment.status]}</dd>
          </dl>
          <Button asChild variant="secondary" size="sm" className="mt-1 self-start">
            <Link to={`/g/${linkId}/comprovante/${payment.id}`}>
              <FileText className="h-4 w-4" aria-hidden="true" />
              Ver comprovante
            </Link>
          </Button>
        </div>
      ))}
    </section>
  );
}
