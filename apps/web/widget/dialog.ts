import { CLOSE_MESSAGE, GROUP_CREATED_MESSAGE } from '../src/features/groups/lib/store-return.ts';
import { el, styleEl } from './config.ts';

const DIALOG_CSS = `:host{all:initial!important;display:block!important;position:fixed!important;inset:0!important;z-index:2147483647!important}
.o{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(15,23,42,.6);padding:16px}
.d{position:relative;width:min(560px,100%);height:min(760px,100%);background:#fff;border-radius:12px;overflow:hidden;box-shadow:0 20px 50px rgba(0,0,0,.35)}
.x{all:unset;position:absolute;top:8px;right:8px;z-index:1;width:36px;height:36px;border-radius:18px;background:#f1f5f9;color:#0f172a;font:700 20px/36px system-ui,sans-serif;text-align:center;cursor:pointer}
.x:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
iframe{display:block;width:100%;height:100%;border:0}`;

/**
 * The desktop creation flow: Juntaí's product page (embed=1) in a dialog over the store's page, in its
 * own shadow root on <body> (no ancestor's transform or overflow can clip it). Closes on 'Fechar', on
 * Esc (here, or in the framed page, which then says so), on a click outside, and when the framed page says the group was created (a message from
 * the framed page's origin and that very frame only); focus returns to the button. While open, the
 * page behind does not scroll and focus cannot wander onto it.
 */
export function openCreationDialog(src: string, title: string, returnFocus: HTMLElement, onCreated: (url: string) => void): () => void {
  const host = document.createElement('juntai-dialog');
  const root = host.attachShadow({ mode: 'open' });
  const close = el('button', { type: 'button', class: 'x', 'aria-label': 'Fechar' }, '×');
  const frame = el('iframe', { src, title: `Comprar em grupo: ${title}`, allow: 'clipboard-write' });
  const dialog = el('div', { class: 'd', role: 'dialog', 'aria-modal': 'true', 'aria-label': `Comprar em grupo: ${title}` });
  const overlay = el('div', { class: 'o' });
  dialog.append(close, frame);
  overlay.append(dialog);
  root.append(styleEl(DIALOG_CSS), overlay);

  // The store's page stays still behind the dialog, as behind any modal.
  const rootStyle = document.documentElement.style;
  const previousOverflow = rootStyle.overflow;
  rootStyle.overflow = 'hidden';
  // Tabbing out of the framed page lands on the store's page: bring focus back into the dialog.
  const onFocusOutside = (event: FocusEvent) => {
    if (event.target !== host) close.focus();
  };
  const dismiss = () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocusOutside);
    window.removeEventListener('message', onMessage);
    rootStyle.overflow = previousOverflow;
    host.remove();
    returnFocus.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
    } else if (event.key === 'Tab') {
      // Two stops only: the close button and the framed page.
      event.preventDefault();
      (root.activeElement === close ? frame : close).focus();
    }
  };
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (event.origin !== new URL(src).origin || event.source !== frame.contentWindow) return;
    if (data?.type === CLOSE_MESSAGE) dismiss();
    if (data?.type !== GROUP_CREATED_MESSAGE || typeof data.url !== 'string') return;
    dismiss();
    onCreated(data.url);
  };
  close.addEventListener('click', dismiss);
  overlay.addEventListener('click', (event) => {
    if (event.target === overlay) dismiss();
  });
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocusOutside);
  window.addEventListener('message', onMessage);
  document.body.append(host);
  close.focus();
  return dismiss;
}
