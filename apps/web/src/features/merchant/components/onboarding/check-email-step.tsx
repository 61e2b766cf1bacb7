import { MailCheck } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';

/**
 * After step 1 when the e-mail must be confirmed first (ADR 0056): the server's sentence, the address it
 * went to, and what to do. The same for any address, so the screen says nothing of who has an account.
 */
export function CheckEmailStep({ detail, email, onBack }: { detail: string; email: string; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-4" data-testid="onboarding-check-email">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-800"><MailCheck className="h-5 w-5" /></span>
        <p role="status" className="text-slate-800">{detail}</p>
      </div>
      <p className="text-sm text-slate-700">
        Enviado para <strong className="break-all text-slate-900">{email}</strong>. Abra o link neste ou em outro aparelho; se não encontrar o
        e-mail, confira a caixa de spam.
      </p>
      <Button variant="ghost" onClick={onBack}>Voltar ao cadastro</Button>
    </div>
  );
}
