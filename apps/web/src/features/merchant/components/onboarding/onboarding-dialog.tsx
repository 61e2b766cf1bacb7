import type { CreateAccountRequest } from '@juntai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { Steps } from '../../../../components/ui/steps.tsx';
import { usePublicSettings } from '../../../../lib/public-settings.ts';
import { type MerchantAccount, sessionStarted, useCreateAccount, useMe } from '../../api/account.ts';
import { merchantKeys } from '../../api/query-keys.ts';
import { fetchStoreSettings, useStoreSettings, useUpdateSettings } from '../../api/settings.ts';
import { type ButtonLook, DEFAULT_LOOK, lookOf } from '../../lib/button-look.ts';
import { LoginForm } from '../auth/login-form.tsx';
import { AccountStep } from './account-step.tsx';
import { CheckEmailStep } from './check-email-step.tsx';
import { LookStep } from './look-step.tsx';
import { SignedInStep } from './signed-in-step.tsx';
import { WelcomeStep } from './welcome-step.tsx';

/** Spec §9: the dialog closes 1.5 s after a successful save, so the merchant reads the toast first. */
export const ONBOARDING_CLOSE_DELAY_MS = 1500;

export type OnboardingStep = 'account' | 'check-email' | 'login' | 'welcome' | 'look';
const STEP_LABELS = ['Sua conta', 'Boas-vindas', 'Seu botão'] as const;
const STEP_INDEX: Record<OnboardingStep, number> = { account: 0, 'check-email': 0, login: 0, welcome: 1, look: 2 };
const TITLES: Record<OnboardingStep, string> = {
  account: 'Crie sua conta de administrador',
  'check-email': 'Confirme seu e-mail',
  login: 'Entrar na sua conta',
  welcome: 'Vamos Configurar!',
  look: 'Personalize seu botão',
};

/**
 * The three-step onboarding (spec §2, §4): account, welcome, button. It can only be left by finishing
 * it (no close button; Escape and outside clicks do nothing), or by signing in to a store whose
 * onboarding is already done. `onFinished` closes it and reloads the panel.
 */
export function OnboardingDialog({ startStep, onFinished }: { startStep: 'account' | 'welcome'; onFinished: () => void }) {
  const queryClient = useQueryClient();
  const { platform_name: platformName } = usePublicSettings();
  const { data: account } = useMe();
  const storeId = account?.store.store_id;
  const settings = useStoreSettings(storeId);
  const update = useUpdateSettings(storeId ?? '');
  const create = useCreateAccount();
  const [step, setStep] = useState<OnboardingStep>(startStep);
  const [edited, setEdited] = useState<ButtonLook | undefined>();
  const [finishing, setFinishing] = useState(false);
  const [pending, setPending] = useState<{ detail: string; email: string } | undefined>();
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const look = edited ?? (settings.data ? lookOf(settings.data) : DEFAULT_LOOK);

  const createAccount = (body: CreateAccountRequest) => {
    create.mutate(body, {
      onSuccess: (answer) => {
        // 202: the e-mail must be confirmed first; the link it carries opens the panel signed in.
        if (!('user' in answer)) {
          setPending({ detail: answer.detail, email: body.email });
          setStep('check-email');
          return;
        }
        setStep('welcome');
        void sessionStarted(queryClient, answer);
      },
    });
  };

  const afterLogin = async (signedIn: MerchantAccount | null) => {
    if (!signedIn) return;
    try {
      const current = await queryClient.fetchQuery({
        queryKey: merchantKeys.settings(signedIn.store.store_id),
        queryFn: ({ signal }) => fetchStoreSettings(signedIn.store.store_id, signal),
      });
      if (current.onboarding_completed) onFinished();
      else setStep('welcome');
    } catch {
      setStep('welcome'); // the settings will load again on the next step; finishing it saves them anyway
    }
  };

  const save = () => {
    update.mutate({ ...look, onboarding_completed: true }, {
      onSuccess: () => {
        toast.success(`🎉 Parabéns! O ${platformName} está ativo na sua loja!`);
        setFinishing(true);
        closeTimer.current = window.setTimeout(onFinished, ONBOARDING_CLOSE_DELAY_MS);
      },
      onError: () => toast.error(`Erro ao ativar o ${platformName}. Tente novamente.`),
    });
  };

  return (
    <Dialog open>
      <DialogContent title={TITLES[step]} closable={false} data-testid="onboarding-dialog">
        <Steps steps={STEP_LABELS} current={STEP_INDEX[step]} className="mb-5" />
        {step === 'account' && account ? <SignedInStep account={account} onContinue={() => setStep('welcome')} /> : null}
        {step === 'account' && !account ? <AccountStep onSubmit={createAccount} pending={create.isPending} error={create.error} onWantsLogin={() => setStep('login')} /> : null}
        {step === 'check-email' && pending ? <CheckEmailStep detail={pending.detail} email={pending.email} onBack={() => setStep('account')} /> : null}
        {step === 'login' ? (
          <div className="flex flex-col gap-2">
            <LoginForm idPrefix="onb-login" onSuccess={(signedIn) => void afterLogin(signedIn)} />
            <button type="button" onClick={() => setStep('account')} className="mt-2 rounded-lg py-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
              Não tenho conta: criar agora
            </button>
          </div>
        ) : null}
        {step === 'welcome' ? <WelcomeStep platformName={platformName} onBack={() => setStep('account')} onNext={() => setStep('look')} /> : null}
        {step === 'look' ? (
          <LookStep look={look} onChange={setEdited} saving={update.isPending || finishing} onBack={() => setStep('welcome')} onSave={save} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
