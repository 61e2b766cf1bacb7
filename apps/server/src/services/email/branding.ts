import { DEFAULT_PUBLIC_SETTINGS } from '@juntai/contract';

export interface EmailBrand {
  platformName: string;
  supportEmail: string | null;
  /**
   * Links are queued on the configured base (PUBLIC_BASE_URL, else http://localhost:PORT); without
   * PUBLIC_BASE_URL the operator's app_base_url takes the default base's place when sent.
   */
  links?: { from: string; to: string } | undefined;
  /** A demo installation (ADR 0022): every e-mail opens with the notice that no payment is real. */
  demoNotice?: string | undefined;
}

interface Email {
  subject: string;
  text: string;
  html: string | null;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An e-mail as it leaves, in the operator's name (global settings platform_name and support_email):
 * e-mails are queued with the product's default name and branded when sent, so a change of the
 * settings reaches every e-mail not yet sent, and the outbox never holds a half-branded text. The
 * signature and the support line are added here, once.
 */
export function brandEmail(email: Email, brand: EmailBrand): Email {
  // Replacer functions, not strings: a name or address holding `$&` or `` $` `` is written as it is.
  const relinked = (value: string) => (brand.links ? value.replaceAll(brand.links.from, () => brand.links!.to) : value);
  const renamed = (value: string, name: string) => relinked(value).replaceAll(DEFAULT_PUBLIC_SETTINGS.platform_name, () => name);
  const rename = (value: string) => renamed(value, brand.platformName);
  const support = brand.supportEmail ? `\nDúvidas? Escreva para ${brand.supportEmail}` : '';
  const htmlSupport = brand.supportEmail ? `<br>Dúvidas? Escreva para ${escapeHtml(brand.supportEmail)}` : '';
  const notice = brand.demoNotice ? `⚠ ${brand.demoNotice}.\n\n` : '';
  const htmlNotice = brand.demoNotice ? `<p style="background:#fef3c7;color:#78350f;padding:6px 12px"><strong>⚠ ${escapeHtml(brand.demoNotice)}.</strong></p>` : '';
  return {
    subject: rename(email.subject),
    text: `${notice}${rename(email.text)}\n\n— Equipe ${brand.platformName}${support}`,
    html: email.html === null ? null : `${htmlNotice}${renamed(email.html, escapeHtml(brand.platformName))}<p>— Equipe ${escapeHtml(brand.platformName)}${htmlSupport}</p>`,
  };
}
