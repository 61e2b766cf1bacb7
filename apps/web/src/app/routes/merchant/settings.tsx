import { MerchantGate } from '../../../features/merchant/components/merchant-gate.tsx';
import { AdminSettingsPage } from '../../../features/merchant/components/settings/admin-settings-page.tsx';

export default function MerchantSettingsRoute() {
  return <MerchantGate>{(account) => <AdminSettingsPage account={account} />}</MerchantGate>;
}
