import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '../../lib/notify.ts';

/** The toasts' place on screen; loaded with the first toast (lib/notify.ts). The spec's defaults: 4 s, 3 visible. */
export default function AppToaster() {
  useEffect(markToasterMounted, []);
  return <Toaster position="top-center" richColors closeButton duration={4000} visibleToasts={3} />;
}
