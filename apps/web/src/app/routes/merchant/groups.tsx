import { MerchantGate } from '../../../features/merchant/components/merchant-gate.tsx';
import { MerchantGroupsPage } from '../../../features/merchant/components/groups/merchant-groups-page.tsx';

export default function MerchantGroupsRoute() {
  return <MerchantGate>{(account) => <MerchantGroupsPage storeName={account.store.store_name} />}</MerchantGate>;
}
