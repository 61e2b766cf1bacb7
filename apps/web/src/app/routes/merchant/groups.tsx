import { MerchantGate } from '../../../features/merchant/components/merchant-gate.tsx';
import { AdminGroupsPage } from '../../../features/merchant/components/groups/admin-groups-page.tsx';

export default function MerchantGroupsRoute() {
  return <MerchantGate>{() => <AdminGroupsPage />}</MerchantGate>;
}
