import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');
type ToastOptions = Parameters<Sonner['toast']['success']>[1];
type Kind = 'success' | 'error' | 'info';

/**
 * Toasts without the toast library in the first load: sonner (≈ 10 KB gzip) is fetched with the first
 * message, and the message waits until the toaster is on screen (a toast raised before it mounts would
 * be lost). A shopper who opens a group link and reads it downloads none of it (issue 11).
 */
let wanted = false;
const listeners = new Set<() => void>();
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

function show(kind: Kind, message: string, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void Promise.all([loadSonner(), toasterReady]).then(([{ toast: sonnerToast }]) => sonnerToast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

/** Whether any toast was asked for yet: the app mounts the toaster from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, () => wanted, () => false);
}

/** Called by the toaster once it is on screen; queued toasts then show. */
export function markToasterMounted(): void {
  toasterMounted();
}
