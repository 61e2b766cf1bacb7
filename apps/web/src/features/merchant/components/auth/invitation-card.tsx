import { acceptInvitationRequestSchema } from '@juntai/contract';
import { authMessages } from '@juntai/contract/plain';
import { NewPasswordFields } from '../../../../components/new-password-fields.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { checkBody, withConfirmation } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useAcceptInvitation } from '../../api/account.ts';
import { MailLinkPage } from './signed-out-page.tsx';

/**
 * 'Aceitar convite': the merchant of a store the operator created chooses name and password. The
 * checks of the onboarding's first step run before the call; the server checks them again.
 */
export function InvitationCard({ token, onDone }: { token: string; onDone: () => void }) {
  const { values, errors, input, submit } = useCheckedForm({ name: '', password: '', confirm: '' }, (v) => withConfirmation(
    checkBody(acceptInvitationRequestSchema, { token, name: v.name.trim(), password: v.password }), v.password, v.confirm, authMessages.passwordsDiffer,
  ));
  const accept = useAcceptInvitation();
  const send = submit((body) => accept.mutate(body, { onSuccess: onDone }));

  const shown = errors.token ?? (accept.isError ? errorMessage(accept.error, 'Erro ao aceitar o convite') : undefined);
  return (
    <MailLinkPage title="Aceitar convite">
      <p className="text-slate-700">Sua loja foi cadastrada no Juntaí. Crie a senha da sua conta de lojista; o e-mail é o do convite.</p>
      <form onSubmit={send} noValidate className="flex flex-col gap-4">
        <Field id="invite-name" label="Nome completo" error={errors.name}>
          <Input id="invite-name" autoComplete="name" value={values.name} onChange={input('name')} />
        </Field>
        <NewPasswordFields idPrefix="invite" password={{ value: values.password, onChange: input('password'), error: errors.password }}
          confirm={{ value: values.confirm, onChange: input('confirm'), error: errors.confirm }} />
        {shown ? <Alert tone="danger" role="alert">{shown}</Alert> : null}
        <Button type="submit" disabled={accept.isPending}>{accept.isPending ? 'Criando conta…' : 'Criar minha conta'}</Button>
      </form>
    </MailLinkPage>
  );
}
