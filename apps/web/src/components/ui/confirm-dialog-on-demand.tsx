import { cloneElement, lazy, type ReactElement, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

type Trigger = ReactElement<{ onClick?: () => void }>;

/**
 * A ConfirmDialog whose code (the dialog library) loads on the first tap of its trigger: for the
 * organizer's confirmations on the group page, which most phones opening the link never see and so
 * never download. Until then the trigger stands alone; from then on it is the dialog's own trigger.
 */
export function ConfirmDialogOnDemand(props: ConfirmDialogProps & { trigger: Trigger }) {
  const [wanted, setWanted] = useState(false);
  const { trigger, onOpenChange } = props;
  if (!wanted) {
    return cloneElement(trigger, {
      onClick: () => {
        setWanted(true);
        onOpenChange(true);
      },
    });
  }
  return (
    <Suspense fallback={trigger}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
