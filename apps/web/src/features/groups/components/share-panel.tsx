import type { Group } from '@juntai/contract';
import { casualMessage, lastSlotsMessage, linkWithDescription, shouldOfferLastSlots, smartMessage, whatsappLink } from '@juntai/domain';
import { Copy, MessageCircle, Share2, Sparkles, Siren } from 'lucide-react';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { copyText } from '../../../components/ui/copy-button.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { groupLink, shareInput } from '../lib/share.ts';

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Ways to spread the link: three WhatsApp texts, the link with a description, the phone's share sheet. */
export function SharePanel({ group }: { group: Group }) {
  const link = groupLink(group.link_id);
  const settings = usePublicSettings();
  const input = shareInput(group, link, { paid: settings.icon_paid, button: settings.icon_button });
  const description = linkWithDescription(input);
  const messages = [
    { label: 'Mensagem inteligente', Icon: Sparkles, text: smartMessage(input), last: false },
    { label: 'Mensagem casual', Icon: MessageCircle, text: casualMessage(input), last: false },
    ...(shouldOfferLastSlots(group.number_of_quotas, group.paid_count) ? [{ label: 'Últimas cotas!', Icon: Siren, text: lastSlotsMessage(input), last: true }] : []),
  ];

  const copyWithDescription = async () => {
    if (await copyText(description)) toast.success('Link com descrição copiado!');
    else toast.error('Não foi possível copiar. Copie o link da barra de endereço.');
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: `${group.product_name} — compra em grupo`, text: description, url: link });
    } catch {
      // The person closed the share sheet: nothing to say.
    }
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessageCircle className="h-5 w-5 text-[#128C7E]" aria-hidden="true" />
          Compartilhar no WhatsApp
        </h2>
        <div className="grid gap-2 sm:grid-cols-2">
          {messages.map(({ label, Icon, text, last }) => (
            <Button key={label} asChild variant={last ? 'danger' : 'whatsapp'} className={last ? 'sm:col-span-2' : undefined}>
              <a href={whatsappLink(undefined, text)} target="_blank" rel="noopener noreferrer">
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </a>
            </Button>
          ))}
          <Button variant="secondary" onClick={() => void copyWithDescription()}>
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copiar link com descrição
          </Button>
          {canShareNatively() ? (
            <Button variant="secondary" onClick={() => void shareNatively()}>
              <Share2 className="h-4 w-4" aria-hidden="true" />
              Compartilhar
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
