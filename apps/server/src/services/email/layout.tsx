// The server runs under tsx from the repository's root, whose tsconfig sets no JSX: these pragmas make
// the automatic runtime hold whatever tsconfig the loader finds.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// One package per component (not @react-email/components, which also brings markdown, code
// highlighting, Tailwind and prettier that these e-mails never use).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { demoLine, type EmailBrand, type EmailColors, PRODUCT_EMAIL_COLORS, signature, SUPPORT_LEAD } from './branding.ts';
import { type EmailAction, type EmailBody, type EmailReadyMessage, isInlineImage, isReadyMessage } from './content.ts';

/**
 * The HTML part of every e-mail: the operator's name as a coloured text header (no logo image, so it
 * reads the same with images blocked), the body's blocks, one bulletproof button (react-email's Button:
 * a padded link, with the Outlook spacing hacks), and a footer with the signature and the support
 * address. In a demo the notice opens it, above everything. Only text children and attributes: React
 * escapes every value, so no name typed by a person can become markup.
 */
export function EmailLayout({ body, brand }: { body: EmailBody; brand: EmailBrand }) {
  const colors = brand.colors ?? PRODUCT_EMAIL_COLORS;
  const firstParagraph = body.blocks.find((block) => typeof block === 'string');
  return (
    <Html lang="pt-BR">
      <Head />
      {typeof firstParagraph === 'string' && <Preview>{firstParagraph.replaceAll('\n', ' ')}</Preview>}
      <Body style={page}>
        <Container style={card}>
          {brand.demoNotice && <Text style={demoBanner}><strong>{demoLine(brand.demoNotice)}</strong></Text>}
          <Section style={{ ...header, borderBottom: `4px solid ${colors.primary}` }}>
            <Text style={{ ...platformName, color: colors.primary }}>{brand.platformName}</Text>
          </Section>
          <Section style={content}>
            <Text style={paragraph}>{body.greeting}</Text>
            {body.blocks.map((block, index) => {
              if (typeof block === 'string') return <Text key={index} style={paragraph}><Lines text={block} /></Text>;
              // The image travels with the message (an inline attachment): no request to any server when it opens.
              if (isInlineImage(block)) return <img key={index} src={`cid:${block.cid}`} alt={block.alt} width={220} height={220} style={inlineImage} />;
              return isReadyMessage(block)
                ? <ReadyMessageBlock key={index} ready={block} colors={colors} />
                : <ActionBlock key={index} action={block} colors={colors} />;
            })}
          </Section>
          <Hr style={rule} />
          <Section style={content}>
            <Text style={footer}>
              {signature(brand)}
              {brand.supportEmail && <><br />{SUPPORT_LEAD} <Link href={`mailto:${brand.supportEmail}`} style={{ color: colors.primary }}>{brand.supportEmail}</Link></>}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The lead sentence, the button, and the address written out for a client that shows no button. */
function ActionBlock({ action, colors }: { action: EmailAction; colors: EmailColors }) {
  return (
    <>
      {action.lead && <Text style={paragraph}>{action.lead}</Text>}
      <Section style={buttonRow}>
        <Button href={action.href} style={{ ...button, backgroundColor: colors.primary, color: colors.onPrimary }}>{action.label}</Button>
      </Section>
      <Text style={fallback}>
        Se o botão não abrir, copie este endereço no navegador:<br />
        <Link href={action.href} style={{ color: colors.primary, wordBreak: 'break-all' }}>{action.href}</Link>
      </Text>
    </>
  );
}

/**
 * A message to send on: the lead, the message as it will read (quoted), and its button. No address
 * written out under it: a click-to-chat link is the message again, encoded, and unreadable.
 */
function ReadyMessageBlock({ ready, colors }: { ready: EmailReadyMessage; colors: EmailColors }) {
  return (
    <>
      <Text style={paragraph}>{ready.lead}</Text>
      <Text style={{ ...quoted, borderLeft: `4px solid ${colors.primary}` }}><Lines text={ready.message} /></Text>
      <Section style={buttonRow}>
        <Button href={ready.href} style={{ ...button, backgroundColor: colors.primary, color: colors.onPrimary }}>{ready.label}</Button>
      </Section>
    </>
  );
}

/** A paragraph's "\n" as line breaks. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => <span key={index}>{index > 0 && <br />}{line}</span>);
}

const font = 'Helvetica, Arial, sans-serif';
const page: CSSProperties = { backgroundColor: '#f4f4f5', fontFamily: font, margin: 0, padding: '24px 0' };
const card: CSSProperties = { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', borderRadius: '8px' };
const demoBanner: CSSProperties = { backgroundColor: '#fef3c7', color: '#78350f', fontSize: '14px', padding: '8px 24px', margin: 0 };
const header: CSSProperties = { padding: '20px 24px 8px' };
const platformName: CSSProperties = { fontSize: '22px', fontWeight: 700, margin: 0 };
const content: CSSProperties = { padding: '8px 24px' };
const inlineImage: CSSProperties = { display: 'block', margin: '12px auto', border: '0' };
const paragraph: CSSProperties = { color: '#18181b', fontSize: '16px', lineHeight: '24px', margin: '12px 0' };
const buttonRow: CSSProperties = { padding: '8px 0', textAlign: 'center' };
const button: CSSProperties = { borderRadius: '6px', fontSize: '16px', fontWeight: 700, padding: '12px 24px', textDecoration: 'none' };
const quoted: CSSProperties = { backgroundColor: '#f4f4f5', color: '#18181b', fontSize: '15px', lineHeight: '22px', margin: '8px 0', padding: '8px 12px' };
const fallback: CSSProperties = { color: '#52525b', fontSize: '13px', lineHeight: '20px', margin: '8px 0 12px' };
const rule: CSSProperties = { borderColor: '#e4e4e7', margin: '16px 24px' };
const footer: CSSProperties = { color: '#52525b', fontSize: '14px', lineHeight: '22px', margin: '8px 0 16px' };
