import type { Group } from '@juntai/contract';
import { linkWithDescription, smartMessage, whatsappLink } from '@juntai/domain';
import { ExternalLink, Mail, MessageCircle } from 'lucide-react';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { groupLink, mailtoLink, shareInput } from '../lib/share.ts';

/** What the organizer does right after the link is generated: pay first, copy, share. */
export function LinkGenerated({ group }: { group: Group }) {
  const link = groupLink(group.link_id);
  const settings = usePublicSettings();
  const input = shareInput(group, link, { paid: settings.icon_paid, button: settings.icon_button });
  const subject = `Vamos dividir: ${group.product_name}`;
  const body = `Oi!\n\n${linkWithDescription(input)}\n\nCada pessoa paga a sua cota por cartão (parcelado) ou PIX.`;
  return (
    <div className="flex flex-col gap-4">
      <Button asChild size="lg" className='w-full'>
        <a href={link} target="_blank" rel="noopener noreferrer">
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          Pagar minha cota primeiro
        </a>
      </Button>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="group-link">Link do grupo</Label>
        <div className="flex gap-2">
          <Input id="group-link" readOnly value={link} className="min-w-0 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={link} className="shrink-0" onCopied={() => toast.success('Link copiado!')}
            onFailed={() => toast.error('Não foi possível copiar. Toque no link e copie manualmente.')} />
        </div>
      </div>

      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild variant="whatsapp" className='w-full'>
          <a href={whatsappLink(undefined, smartMessage(input))} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            Compartilhar no WhatsApp
          </a>
        </Button>
        <Button asChild variant="secondary" className="w-full">
          <a href={mailtoLink(subject, body)}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            Compartilhar por e-mail
          </a>
        </Button>
      </div>
    </div>
  );
}
