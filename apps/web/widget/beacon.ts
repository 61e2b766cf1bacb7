import type { WidgetEvent } from '@juntai/contract';
import { widgetConfig } from './config.ts';

/**
 * Counts a view or a click of the button: navigator.sendBeacon with a text/plain body (no preflight,
 * nothing read back); a browser without it sends the same with fetch, without cookies. No personal data.
 */
export function sendBeacon(event: WidgetEvent): void {
  const url = `${widgetConfig().origin}/api/widget/events`;
  const body = JSON.stringify(event);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'no-cors', headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
  } catch {
    // Counting must never break the store's page.
  }
}
