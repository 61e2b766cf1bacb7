import { MerchantGate } from '../../../features/merchant/components/merchant-gate.tsx';
import { MerchantGroupsPage } from '../../../features/merchant/components/groups/merchant-groups-page.tsx';

export default function MerchantGroupsRoute() {
  return <MerchantGate>{() => <MerchantGroupsPage />}</MerchantGate>;
}
