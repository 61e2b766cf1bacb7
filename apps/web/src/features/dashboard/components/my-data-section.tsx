import { maskPhone } from '@juntai/domain';
import { Download, ShieldCheck, Trash2, UserPen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCorrectMyData, useDownloadMyData, useEraseMyData } from '../api/email-session.ts';
import { useDashboardSession } from '../lib/local-state.ts';

function CorrectionForm() {
  const correct = useCorrectMyData();
  const [name, setName] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate({ name, whatsapp });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Corrigir meus dados">
      <p className="text-sm text-slate-600">Vale para os grupos ainda ativos. Deixe em branco o que não quer mudar.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="my-data-name" label="Nome">
          <Input id="my-data-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id="my-data-whatsapp" label="WhatsApp">
          <Input
            id="my-data-whatsapp" type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 99999-9999"
            value={whatsapp} onChange={(e) => setWhatsapp(maskPhone(e.target.value))}
          />
        </Field>
      </div>
      {correct.isError ? <Alert tone="danger" role="alert">{errorMessage(correct.error, 'Não foi possível corrigir seus dados. Tente novamente.')}</Alert> : null}
      {correct.isSuccess ? <Alert tone="success" role="status">{correct.data.message}</Alert> : null}
      <Button type="submit" variant="secondary" className="self-start" disabled={correct.isPending}>
        {correct.isPending ? 'Salvando…' : 'Salvar correção'}
      </Button>
    </form>
  );
}

function ErasureButton() {
  const erase = useEraseMyData();
  const [open, setOpen] = useState(false);
  if (erase.isSuccess) return <Alert tone="success" role="status">{erase.data.message}</Alert>;
  return (
    <div className="flex flex-col gap-2">
      <ConfirmDialog
        open={open} onOpenChange={setOpen} pending={erase.isPending}
        onConfirm={() => erase.mutate(undefined, { onSettled: () => setOpen(false) })}
        title="Excluir meus dados"
        description="Seu nome, e-mail e WhatsApp serão anonimizados nos grupos encerrados, nos e-mails enviados e nos registros. Isso não pode ser desfeito."
        details="Os registros de dinheiro (valor, data e forma de pagamento) ficam por 5 anos, por lei, sem o seu nome. Em grupos ainda ativos, seus dados continuam até o grupo terminar, para a compra ou o reembolso acontecerem."
        confirmLabel="Excluir meus dados" pendingLabel="Excluindo…"
        trigger={<Button variant="danger" className="self-start"><Trash2 aria-hidden="true" className="h-4 w-4" />Excluir meus dados</Button>}
      />
      {erase.isError ? <Alert tone="danger" role="alert">{errorMessage(erase.error, 'Não foi possível excluir seus dados. Tente novamente.')}</Alert> : null}
    </div>
  );
}

/**
 * "Meus dados" (LGPD art. 18): for whoever proved the e-mail with the access link, a copy of
 * everything held under it, a correction of name and WhatsApp, and erasure. Each answer also goes by e-mail.
 */
export function MyDataSection() {
  const session = useDashboardSession();
  const download = useDownloadMyData();
  if (!session) return null;
  return (
    <section aria-labelledby="my-data-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div>
        <h2 id="my-data-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />Meus dados
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Tudo o que o Juntaí guarda com o e-mail acima. Saiba mais na <Link to="/privacidade" className="font-medium text-brand-700 underline">Política de privacidade</Link>.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" className="self-start" onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden="true" className="h-4 w-4" />{download.isPending ? 'Preparando…' : 'Baixar meus dados'}
        </Button>
        {download.isError ? <Alert tone="danger" role="alert">{errorMessage(download.error, 'Não foi possível baixar seus dados. Tente novamente.')}</Alert> : null}
        {download.isSuccess ? <Alert tone="success" role="status">Arquivo baixado. Enviamos um aviso ao seu e-mail.</Alert> : null}
      </div>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="flex cursor-pointer list-none items-center gap-2 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
          <UserPen aria-hidden="true" className="h-4 w-4 text-brand-700" />Corrigir meus dados
        </summary>
        <div className="mt-3"><CorrectionForm /></div>
      </details>
      <ErasureButton />
    </section>
  );
}
