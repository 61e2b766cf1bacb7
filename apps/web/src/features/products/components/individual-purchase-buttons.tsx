import { CreditCard, ShoppingCart } from 'lucide-react';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Buying alone happens in the store's own cart and checkout, which are not part of this app: the
 * buttons only say where the shopper would go (spec §2, product detail).
 */
export function IndividualPurchaseButtons() {
  return (
    <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
      <Button variant="secondary" size="lg" className="px-3" onClick={() => toast.info('Você seria direcionado ao carrinho da loja')}>
        <ShoppingCart className="h-5 w-5" aria-hidden="true" />Adicionar ao Carrinho
      </Button>
      <Button variant="secondary" size="lg" className="px-3" onClick={() => toast.info('Você seria direcionado ao checkout da loja')}>
        <CreditCard className="h-5 w-5" aria-hidden="true" />Comprar Agora
      </Button>
    </div>
  );
}
