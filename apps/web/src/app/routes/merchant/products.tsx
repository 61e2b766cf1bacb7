import { MerchantGate } from '../../../features/merchant/components/merchant-gate.tsx';
import { StoreProductsPage } from '../../../features/merchant/components/products/store-products-page.tsx';

export default function MerchantProductsRoute() {
  return <MerchantGate>{() => <StoreProductsPage />}</MerchantGate>;
}
