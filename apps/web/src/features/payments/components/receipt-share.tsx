import { whatsappLink } from '@juntai/domain';
import { MessageCircle, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Shares a receipt: the phone's share sheet where the browser has one (Web Share API), else a
 * WhatsApp link with the receipt's text, the app people here send such things with.
 */
export function ReceiptShare({ title, text }: { title: string; text: string }) {
  if (canShareNatively()) {
    return (
      <Button variant="secondary" className="w-full print:hidden" onClick={() => {
        // Closing the share sheet rejects the promise: nothing to tell the person.
        navigator.share({ title, text }).catch(() => undefined);
      }}>
        <Share2 className="h-5 w-5" aria-hidden="true" />
        Compartilhar comprovante
      </Button>
    );
  }
  return (
    <Button asChild variant="whatsapp" className="w-full print:hidden">
      <a href={whatsappLink(undefined, text)} target="_blank" rel="noopener noreferrer">
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
        Enviar pelo WhatsApp
      </a>
    </Button>
  );
}
