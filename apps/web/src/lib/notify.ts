import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');
type ToastOptions = Parameters<Sonner['toast']['success']>[1];
type Kind = 'success' | 'error' | 'info';

/**
 * Toasts without the toast library in the first load: sonner (≈ 10 KB gzip) is fetched with the first
 * message, and the message waits until the toaster is on screen (a toast raised before it mounts would
 * be lost). A shopper who opens a group link and reads it downloads none of it.
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
  void Promise.all([loadSonner(), toasterReady]).then(([{ toast: sonnerToast }]) => {
    // One error on screen at a time: a new one takes the old one's place, and any other message means
    // the person moved on, so the old error goes (six stale errors used to pile up and follow them).
    // (A new id each time: sonner would fold a new toast into one still leaving under the same id.)
    if (currentError !== undefined) sonnerToast.dismiss(currentError);
    currentError = undefined;
    if (kind !== 'error') {
      sonnerToast[kind](message, options);
      return;
    }
    const id = options?.id ?? `juntai-error-${(errorCount += 1)}`;
    currentError = id;
    sonnerToast.error(message, { ...options, id });
  });
}

let currentError: string | number | undefined;
let errorCount = 0;

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** The error on screen is about a step the person has left: take it away. */
  dismissError: () => {
    const id = currentError;
    currentError = undefined;
    if (sonner && id !== undefined) void sonner.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  },
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
