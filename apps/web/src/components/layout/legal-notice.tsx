import { cn } from '../../lib/cn.ts';

const linkClass = 'font-medium text-brand-800 underline hover:text-brand-900';

/**
 * Said just above a button that sends a shopper's name, e-mail or WhatsApp (LGPD art. 9: the person
 * is told before the data is taken). The links open in a new tab, so a dialog's typed data stays.
 */
export function LegalNotice({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs text-slate-600', className)} data-testid="legal-notice">
      Ao continuar, você aceita os{' '}
      <a className={linkClass} href="/termos" target="_blank" rel="noopener">Termos de uso</a>{' '}
      e declara ter lido a{' '}
      <a className={linkClass} href="/privacidade" target="_blank" rel="noopener">Política de privacidade</a>
    </p>
  );
}
