import { resetPasswordRequestSchema } from '@juntai/contract';
import { authMessages } from '@juntai/contract/plain';
import { NewPasswordFields } from '../../../../components/new-password-fields.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { checkBody, withConfirmation } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useResetPassword } from '../../api/account.ts';
import type { MailLink } from '../../hooks/use-mail-link.ts';

/**
 * 'Nova senha', opened from the e-mailed link (its token travels in memory, never shown). Length and
 * confirmation are checked before the call, with the spec's words.
 */
export function ResetPasswordForm({ link, onDone, onCancel }: { link: MailLink; onDone: (message: string, email: string) => void; onCancel: () => void }) {
  const { values, errors, input, submit } = useCheckedForm({ email: link.email, password: '', confirm: '' }, (v) => withConfirmation(
    checkBody(resetPasswordRequestSchema, { email: v.email.trim(), reset_token: link.token, new_password: v.password }), v.password, v.confirm, authMessages.passwordsDiffer,
  ));
  const reset = useResetPassword();
  const send = submit((body) => reset.mutate(body, { onSuccess: (answer) => onDone(answer.detail, body.email) }));

  // The token travels in memory, never shown: a link that is not one is told above the button.
  const shown = errors.reset_token ?? (reset.isError ? errorMessage(reset.error, 'Erro ao resetar senha') : undefined);
  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-4">
      <Field id="reset-email" label="E-mail" error={errors.email}>
        <Input id="reset-email" type="email" inputMode="email" autoComplete="username" value={values.email} onChange={input('email')} />
      </Field>
      <NewPasswordFields idPrefix="reset" replacing password={{ value: values.password, onChange: input('password'), error: errors.new_password }}
        confirm={{ value: values.confirm, onChange: input('confirm'), error: errors.confirm }} />
      {shown ? <Alert tone="danger" role="alert">{shown}</Alert> : null}
      <Button type="submit" disabled={reset.isPending}>{reset.isPending ? 'Salvando…' : 'Salvar nova senha'}</Button>
      <Button variant="ghost" onClick={onCancel}>Voltar para o login</Button>
    </form>
  );
}
