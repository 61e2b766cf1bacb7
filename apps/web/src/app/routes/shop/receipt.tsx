import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { groupQuery } from '../../../features/groups/api/get-group.ts';
import { groupLink } from '../../../features/groups/lib/share.ts';
import { useMyPayments } from '../../../features/payments/api/get-my-payments.ts';
import { ReceiptShare } from '../../../features/payments/components/receipt-share.tsx';
import { howPaid, methodLabel, nextStepText, paidWhen, receiptStatusLabels, receiptText } from '../../../features/payments/lib/receipt.ts';
import { formatReais } from '../../../lib/format.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * /g/:linkId/comprovante/:paymentId — the receipt of a payment, for whoever proves they made it: the
 * payer token of the browser that paid, or the e-mail proved by the Meus Grupos access link (any device). Printing it, or "Salvar como PDF" in the print dialog,
 * keeps only the receipt: the buttons and the bar hide in print.
 */
export default function ReceiptPage() {
  const { linkId = '', paymentId = '' } = useParams();
  const group = useQuery(groupQuery(linkId)).data;
  const { payments, pending } = useMyPayments(linkId, '');
  const { platform_name: platformName } = usePublicSettings();
  const payment = payments.find((p) => String(p.id) === paymentId);
  useDocumentTitle('Comprovante de pagamento');

  return (
    <div className="min-h-dvh bg-slate-50 print:bg-white">
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-4">
          <Link to={`/g/${linkId}`} className="flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Voltar ao grupo
          </Link>
        </div>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-4">
        <h1 className="text-xl font-bold text-slate-900">Comprovante de pagamento</h1>
        {payment && group ? (
          <>
            <article className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800" data-testid="receipt">
              <p className="font-semibold text-brand-700">{platformName}</p>
              <p className="text-base font-semibold break-words text-slate-900">{group.product_name}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-slate-600">Cota de</dt><dd className="break-words">{payment.name}</dd>
                <dt className="text-slate-600">Forma de pagamento</dt><dd>{methodLabel(payment)}</dd>
                <dt className="text-slate-600">Parcelas</dt><dd>{howPaid(payment)}</dd>
                <dt className="text-slate-600">Valor da cota</dt><dd>{formatReais(payment.amount)}</dd>
                <dt className="text-slate-600">Total</dt><dd className="font-semibold">{formatReais(payment.total)}</dd>
                <dt className="text-slate-600">Data</dt><dd>{paidWhen(payment)}</dd>
                <dt className="text-slate-600">Situação</dt><dd>{receiptStatusLabels[payment.status]}</dd>
                <dt className="text-slate-600">Organizador</dt><dd className="break-words">{group.creator_name}</dd>
                <dt className="text-slate-600">Pagamento nº</dt><dd>{payment.id}</dd>
              </dl>
              <p className="text-slate-700" data-testid="receipt-next-step">{nextStepText[payment.status]}</p>
              <p className="break-all text-xs text-slate-600">{groupLink(linkId)}</p>
            </article>
            <Button className="w-full print:hidden" onClick={() => window.print()}>
              <Printer className="h-5 w-5" aria-hidden="true" />
              Salvar em PDF ou imprimir
            </Button>
            <ReceiptShare title="Comprovante de pagamento" text={receiptText(payment, group.product_name, groupLink(linkId))} />
          </>
        ) : (
          pending || !group ? (
            <p className="text-sm text-slate-700" role="status">Carregando comprovante…</p>
          ) : (
            // Nothing here proves this payment: the access link of Meus Grupos proves the e-mail it was made with.
            <div className="flex flex-col gap-3 text-sm text-slate-700" role="status">
              <p>Este comprovante aparece para quem pagou: no aparelho em que pagou ou depois de entrar em Meus Grupos com o e-mail usado no pagamento.</p>
              <Button asChild variant="secondary" className="self-start">
                <Link to="/dashboard">Entrar em Meus Grupos</Link>
              </Button>
            </div>
          )
        )}
      </main>
    </div>
  );
}
