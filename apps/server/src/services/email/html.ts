import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandedText, type EmailBrand } from './branding.ts';
import { type EmailBlock, type EmailBody, isInlineImage } from './content.ts';
import { EmailLayout } from './layout.tsx';

// What react-email's own render puts first: the doctype mail clients expect of an e-mail's HTML.
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The HTML part of an e-mail, when it is sent, in the operator's name and links (as the text part:
 * brandedText). React's synchronous static render: the layout has nothing to wait for, and it costs a
 * fifth of react-email's streaming `render` per e-mail (ADR 0026).
 */
export function renderEmailHtml(body: EmailBody, brand: EmailBrand): string {
  const branded = (value: string) => brandedText(value, brand);
  // Every word and link of a block, whatever its kind (all are strings).
  const brandedBlock = <B extends EmailBlock>(block: B): B => (typeof block === 'string'
    ? branded(block) as B
    : isInlineImage(block) ? block
    : Object.fromEntries(Object.entries(block).map(([key, value]) => [key, branded(value as string)])) as B);
  const inBrand: EmailBody = { greeting: branded(body.greeting), blocks: body.blocks.map(brandedBlock) };
  return DOCTYPE + renderToStaticMarkup(createElement(EmailLayout, { body: inBrand, brand }));
}
