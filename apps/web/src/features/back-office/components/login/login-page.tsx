import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Brand } from '../../../../components/layout/brand.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useLoginLink } from '../../hooks/use-login-link.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SetupForm } from './setup-form.tsx';

type Mode = 'login' | 'forgot' | 'reset' | 'setup';
const TITLES: Record<Mode, { title: string; subtitle: string }> = {
  login: { title: 'Super Admin', subtitle: 'Entre na administração da plataforma' },
  forgot: { title: 'Esqueci minha senha', subtitle: 'Enviaremos um link para criar uma nova senha' },
  reset: { title: 'Nova senha', subtitle: 'Escolha a nova senha da sua conta' },
  setup: { title: 'Primeiro acesso', subtitle: 'Crie a conta do primeiro administrador da plataforma' },
};

export const DASHBOARD_PATH = '/super-admin/dashboard';

/**
 * /super-admin/login: the spec's three modes (login, forgot password, reset password from the
 * e-mailed link), plus the first operator's setup from the link the server prints at first boot.
 */
export function LoginPage() {
  const link = useLoginLink();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Mode | null>(null);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | undefined>();
  // The link decides the first mode; after that, the person's choices do.
  const mode: Mode = chosen ?? (link?.kind ?? 'login');
  const { title, subtitle } = TITLES[mode];
  useDocumentTitle(`${title} — Administração Juntaí`);

  const goTo = (next: Mode) => {
    if (next !== 'login') setNotice(undefined);
    setChosen(next);
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 py-10">
      <Brand />
      <main className="w-full max-w-md">
        <Card>
          <CardContent className="flex flex-col gap-5">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-800">
                <ShieldCheck className="h-5 w-5" />
              </span>
              <div>
                <h1 className="text-xl font-bold text-slate-900">{title}</h1>
                <p className="text-sm text-slate-600">{subtitle}</p>
              </div>
            </div>
            {mode === 'reset' ? (
              <ResetPasswordForm
                initialToken={link?.kind === 'reset' ? link.token : ''}
                initialEmail={link?.kind === 'reset' ? link.email : email}
                onDone={(message, doneEmail) => {
                  setEmail(doneEmail);
                  setNotice(message);
                  setChosen('login');
                }}
                onBack={() => goTo('login')}
              />
            ) : mode === 'forgot' ? (
              <ForgotPasswordForm initialEmail={email} onEmailChange={setEmail} onBack={() => goTo('login')} />
            ) : mode === 'setup' && link?.kind === 'setup' ? (
              <SetupForm token={link.token} onDone={() => navigate(DASHBOARD_PATH, { replace: true })} onBack={() => goTo('login')} />
            ) : (
              <LoginForm
                key={email}
                initialEmail={email}
                notice={notice}
                onSuccess={() => navigate(DASHBOARD_PATH, { replace: true })}
                onForgot={(typed) => {
                  setEmail(typed);
                  goTo('forgot');
                }}
              />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
