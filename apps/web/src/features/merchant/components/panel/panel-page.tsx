import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { usePluginFlag } from '../../../../lib/plugin-flag.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { merchantKeys } from '../../api/query-keys.ts';
import { type AutoStep, useAutoOnboarding } from '../../hooks/use-auto-onboarding.ts';
import { useMailLink } from '../../hooks/use-mail-link.ts';
import { SignupConfirmationCard } from '../auth/signup-confirmation-card.tsx';
import { OnboardingDialog } from '../onboarding/onboarding-dialog.tsx';
import { PanelBody } from './panel-body.tsx';
import { PluginInactive } from './plugin-inactive.tsx';

// Opened from an invitation link only; it checks what is typed against the contract's schema, so it
// and zod load with it, not with every visit of the panel (ADR 0038).
const InvitationCard = lazy(() => import('../auth/invitation-card.tsx').then((module) => ({ default: module.InvitationCard })));

interface OpenOnboarding {
  startStep: AutoStep;
  /** A new key per opening: each one starts from its own first step with empty fields. */
  id: number;
}

/**
 * /admin, 'Painel do Lojista'. Without the local plugin flag: 'Plugin Não Ativo'. With it, the server
 * says who is signed in. The onboarding dialog lives here, above the panel and the login card, so it
 * stays open while the page underneath changes (the account it creates signs the merchant in).
 */
export function PanelPage() {
  useDocumentTitle('Painel do Lojista — Juntaí');
  const { active } = usePluginFlag();
  const reset = useMailLink('redefinir');
  const invitation = useMailLink('convite');
  const confirmation = useMailLink('confirmar');
  const queryClient = useQueryClient();
  const [onboarding, setOnboarding] = useState<OpenOnboarding | null>(null);
  const open = (startStep: AutoStep) => setOnboarding({ startStep, id: Date.now() });
  useAutoOnboarding({ enabled: active && !reset.link && !invitation.link && !confirmation.link, dialogOpen: onboarding !== null, onDue: open });

  // The operator's invitation: once accepted the merchant is signed in and the panel (with its
  // onboarding from step 2) takes over.
  if (invitation.link) {
    return (
      <Suspense fallback={<p className="p-6 text-center text-sm text-slate-600">Carregando…</p>}>
        <InvitationCard token={invitation.link.token} onDone={invitation.clear} />
      </Suspense>
    );
  }
  // The sign-up's e-mailed link: the account is created and signed in, and the onboarding opens at step 2.
  if (confirmation.link) return <SignupConfirmationCard token={confirmation.link.token} onDone={confirmation.clear} />;
  if (!active && !reset.link) return <PluginInactive />;
  return (
    <>
      <PanelBody resetLink={reset.link} onResetFinished={reset.clear} onCreateAccount={() => open('account')} />
      {onboarding ? (
        <OnboardingDialog
          key={onboarding.id}
          startStep={onboarding.startStep}
          onFinished={() => {
            setOnboarding(null);
            void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
          }}
        />
      ) : null}
    </>
  );
}
