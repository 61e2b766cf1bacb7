import { useEffect, useRef } from 'react';
import { useMe, useSignupStatus } from '../api/account.ts';
import { useStoreSettings } from '../api/settings.ts';

/** Spec §9: the onboarding opens half a second after the panel has loaded. */
export const ONBOARDING_OPEN_DELAY_MS = 500;

export type AutoStep = 'account' | 'welcome';

/**
 * When the onboarding should open by itself:
 * - nobody signed in, sign-up open and the default store still without its merchant: the first
 *   merchant is setting the shop up, so it opens at step 1 (create the account);
 * - a merchant signed in whose store has not finished the onboarding: at step 2 (the account exists).
 * It opens once per situation (the first merchant, then each account), never again after the dialog
 * has been shown for it, so finishing or leaving it does not bring it back while data reloads.
 */
export function useAutoOnboarding({ enabled, dialogOpen, onDue }: { enabled: boolean; dialogOpen: boolean; onDue: (step: AutoStep) => void }) {
  const me = useMe(enabled);
  const signup = useSignupStatus(enabled && me.data === null);
  const settings = useStoreSettings(enabled ? me.data?.store.store_id : undefined);

  let due: AutoStep | null = null;
  let key = '';
  if (enabled && me.data === null && signup.data?.signup_open && !signup.data.default_store_claimed) {
    due = 'account';
    key = 'first-merchant';
  } else if (enabled && me.data && settings.data && !settings.data.onboarding_completed) {
    due = 'welcome';
    key = `account:${me.data.email}`;
  } else if (me.data) {
    key = `account:${me.data.email}`;
  }

  const handled = useRef(new Set<string>());
  const onDueRef = useRef(onDue);
  useEffect(() => {
    onDueRef.current = onDue;
  });

  useEffect(() => {
    if (dialogOpen) {
      if (key) handled.current.add(key);
      return;
    }
    if (!due || handled.current.has(key)) return;
    const timer = window.setTimeout(() => {
      handled.current.add(key);
      onDueRef.current(due);
    }, ONBOARDING_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due, key, dialogOpen]);
}
