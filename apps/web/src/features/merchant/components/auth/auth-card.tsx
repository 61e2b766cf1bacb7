import { Store } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import type { MailLink } from '../../hooks/use-mail-link.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { TitledCard } from './signed-out-page.tsx';

// Opened from an e-mailed link only; it checks what is typed against the contract's schema, so it and
// zod load with it, not with every visit of the panel (ADR 0038).
const ResetPasswordForm = lazy(() => import('./reset-password-form.tsx').then((module) => ({ default: module.ResetPasswordForm })));

type Mode = 'login' | 'forgot' | 'reset';
const TITLES: Record<Mode, string> = { login: 'Entrar no Painel do Lojista', forgot: 'Esqueci minha senha', reset: 'Nova senha' };

interface AuthCardProps {
  signupOpen: boolean;
  onCreateAccount: () => void;
  /** The e-mailed reset link, when the page was opened from it. */
  resetLink: MailLink | null;
  onResetFinished: () => void;
}

/** The signed-out merchant's card: login, the forgotten-password request, and the new password from the e-mail. */
export function AuthCard({ signupOpen, onCreateAccount, resetLink, onResetFinished }: AuthCardProps) {
  const [mode, setMode] = useState<Mode>(resetLink ? 'reset' : 'login');
  const [notice, setNotice] = useState<string | undefined>();
  const [email, setEmail] = useState(resetLink?.email ?? '');
  const current: Mode = mode === 'reset' && !resetLink ? 'login' : mode;

  return (
    <TitledCard icon={Store} title={TITLES[current]}>
      {current === 'reset' && resetLink ? (
        <Suspense fallback={<p className="text-sm text-slate-600">Carregando…</p>}>
          <ResetPasswordForm
            link={resetLink}
            onDone={(message, doneEmail) => {
              setNotice(message);
              setEmail(doneEmail);
              setMode('login');
              onResetFinished();
            }}
            onCancel={() => {
              setMode('login');
              onResetFinished();
            }}
          />
        </Suspense>
      ) : current === 'forgot' ? (
        <ForgotPasswordForm initialEmail={email} onBack={() => setMode('login')} />
      ) : (
        <>
          {notice ? <Alert tone="success" role="status">{notice}</Alert> : null}
          <LoginForm key={email} idPrefix="login" initialEmail={email} />
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
            <Button variant="ghost" onClick={() => { setNotice(undefined); setMode('forgot'); }}>Esqueci minha senha</Button>
            {signupOpen ? <Button variant="secondary" onClick={onCreateAccount}>Criar conta para minha loja</Button> : null}
          </div>
        </>
      )}
    </TitledCard>
  );
}
