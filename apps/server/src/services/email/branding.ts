import { DEFAULT_PUBLIC_SETTINGS, escapeHtml } from '@juntai/contract';

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
  /** The HTML part's header and button; the product's colours until an operator setting exists. */
  colors?: EmailColors | undefined;
}

export interface EmailColors {
  primary: string;
  onPrimary: string;
}

/** The product's green (the web's brand-600, the spec's default button colour) with white text on it. */
export const PRODUCT_EMAIL_COLORS: EmailColors = { primary: '#059669', onPrimary: '#ffffff' };

export interface Email {
  subject: string;
  text: string;
  html: string | null;
}

/** A PNG the HTML part shows by its content id (`cid:`), sent as an inline attachment. */
export interface InlineAttachment {
  cid: string;
  filename: string;
  contentType: 'image/png';
  content: Buffer;
}

// The words every e-mail ends (and, in a demo, opens) with: in the text part here, in the HTML layout.tsx.
export const signature = (brand: Pick<EmailBrand, 'platformName'>) => `— Equipe ${brand.platformName}`;
export const SUPPORT_LEAD = 'Dúvidas? Escreva para';
export const demoLine = (notice: string) => `⚠ ${notice}.`;


/**
 * A text queued in the product's default name and links, in the operator's: the default base of links
 * becomes the operator's app_base_url (also where a link carries it encoded), the product's name
 * theirs. Replacer functions, not strings: a name or address holding `$&` or `` $` `` is written as it is.
 */
export function brandedText(value: string, brand: Pick<EmailBrand, 'platformName' | 'links'>): string {
  const { links } = brand;
  // A link inside another (a WhatsApp click-to-chat link carrying the group's) is there encoded.
  const relinked = links
    ? value.replaceAll(links.from, () => links.to).replaceAll(encodeURIComponent(links.from), () => encodeURIComponent(links.to))
    : value;
  return relinked.replaceAll(DEFAULT_PUBLIC_SETTINGS.platform_name, () => brand.platformName);
}

/**
 * An e-mail as it leaves, in the operator's name (global settings platform_name and support_email):
 * e-mails are queued with the product's default name and branded when sent, so a change of the
 * settings reaches every e-mail not yet sent, and the outbox never holds a half-branded text. The
 * signature and the support line are added here, once.
 */
export function brandEmail(email: Email, brand: EmailBrand): Email {
  const renamed = (value: string, name: string) => brandedText(value, { ...brand, platformName: name });
  const rename = (value: string) => brandedText(value, brand);
  const support = brand.supportEmail ? `\n${SUPPORT_LEAD} ${brand.supportEmail}` : '';
  const htmlSupport = brand.supportEmail ? `<br>${SUPPORT_LEAD} ${escapeHtml(brand.supportEmail)}` : '';
  const notice = brand.demoNotice ? `${demoLine(brand.demoNotice)}\n\n` : '';
  const htmlNotice = brand.demoNotice ? `<p style="background:#fef3c7;color:#78350f;padding:6px 12px"><strong>${escapeHtml(demoLine(brand.demoNotice))}</strong></p>` : '';
  return {
    subject: rename(email.subject),
    text: `${notice}${rename(email.text)}\n\n${signature(brand)}${support}`,
    html: email.html === null ? null : `${htmlNotice}${renamed(email.html, escapeHtml(brand.platformName))}<p>${escapeHtml(signature(brand))}${htmlSupport}</p>`,
  };
}
