// A line of 24 px: each link is a tap target a thumb can hit on a phone (WCAG 2.5.8).
const linkClass = 'inline-block leading-6 font-medium text-brand-800 underline hover:text-brand-900';

/**
 * Said just above a button that sends a shopper's name, e-mail or WhatsApp (LGPD art. 9: the person
 * is told before the data is taken). The links open in a new tab, so a dialog's typed data stays.
 */
export function LegalNotice() {
  return (
    <p className="text-xs leading-6 text-slate-600" data-testid="legal-notice">
      Ao continuar, você aceita os{' '}
      <a className={linkClass} href="/termos" target="_blank" rel="noopener">Termos de uso</a>{' '}
      e declara ter lido a{' '}
      <a className={linkClass} href="/privacidade" target="_blank" rel="noopener">Política de privacidade</a>
    </p>
  );
}
