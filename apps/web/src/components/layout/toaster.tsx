import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '../../lib/notify.ts';

/**
 * The toasts' place on screen; loaded with the first toast (lib/notify.ts). The spec's defaults: 4 s, 3 visible.
 * Sonner's own labels are English ('Close toast', 'Notifications'): ours are the product's language.
 */
export default function AppToaster() {
  useEffect(markToasterMounted, []);
  return (
    <Toaster position="top-center" richColors closeButton duration={4000} visibleToasts={3}
      containerAriaLabel="Avisos" toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }} />
  );
}
