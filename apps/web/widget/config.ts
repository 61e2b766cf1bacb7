/**
 * Where the widget runs: Juntaí's origin (taken from the script's own address, never from the store's
 * page) and the store named by `data-store`. Read once, while the script executes, because
 * `document.currentScript` is only set then.
 */
export interface WidgetConfig {
  origin: string;
  store: string;
}

const WARNING_PREFIX = '[Juntaí]';

/** The script tag that loaded the widget: itself while it runs, else the one whose src ends in /widget.js. */
export function findOwnScript(doc: Document = document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && /\/widget\.js(\?|#|$)/.test(current.src)) return current;
  return doc.querySelector<HTMLScriptElement>('script[data-store][src*="/widget.js"]')
    ?? doc.querySelector<HTMLScriptElement>('script[src*="/widget.js"]');
}

export function readConfig(script: HTMLScriptElement | null): WidgetConfig {
  let origin = '';
  try {
    if (script?.src) origin = new URL(script.src, document.baseURI).origin;
  } catch {
    // A script without a usable address leaves the origin empty: every element then warns and renders nothing.
  }
  return { origin, store: script?.dataset.store ?? '' };
}

let config: WidgetConfig = { origin: '', store: '' };

export const widgetConfig = (): WidgetConfig => config;

export function setWidgetConfig(next: WidgetConfig): void {
  config = next;
}

/** The one kind of message the widget ever prints: a warning for the store's developer, never an error. */
export function warn(message: string): void {
  console.warn(`${WARNING_PREFIX} ${message}`);
}

/** A public read of Juntaí's API: no cookies either way; null on any failure (network, status, JSON). */
export async function readJson(path: string): Promise<unknown> {
  try {
    const res = await fetch(`${config.origin}${path}`, { credentials: 'omit', headers: { accept: 'application/json' } });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/** Shadow root for an element, created once; its content is replaced on each render. */
export function shadowOf(host: HTMLElement): ShadowRoot {
  return host.shadowRoot ?? host.attachShadow({ mode: 'open' });
}

/**
 * The shadow root's reset. The store's CSS cannot reach inside; what it sets on the host element itself
 * (even `* { color: red !important }`) loses to these important declarations of the inner tree, so nothing
 * of the store's inherits into the widget.
 */
export const BASE_STYLE = `:host{all:initial!important;display:inline-block!important;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif!important;font-size:16px!important;line-height:1.4!important;color:#0f172a!important}
*{box-sizing:border-box}`;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function styleEl(css: string): HTMLStyleElement {
  return el('style', {}, `${BASE_STYLE}\n${css}`);
}
