import { DEMO_NOTICE } from '../mode.ts';

/**
 * The demo installation's notice, written into the app's HTML by the server (ADR 0022): it is on every
 * page from the first byte, before and without any script, and outside the app's root so no screen
 * can forget it. Inline styles, so it needs none of the app's CSS.
 */
const NOTICE_HTML =
  `<aside aria-label="Aviso de demonstração" data-testid="demo-notice" style="background:#fef3c7;color:#78350f;` +
  `font:600 14px/1.4 system-ui,sans-serif;text-align:center;padding:6px 12px;border-bottom:1px solid #fcd34d">` +
  `${DEMO_NOTICE}</aside>`;

export function withDemoNotice(html: string): string {
  // A function replacement: nothing in the notice may be read as a replacement pattern.
  return html.replace('<body>', () => `<body>\n    ${NOTICE_HTML}`);
}
