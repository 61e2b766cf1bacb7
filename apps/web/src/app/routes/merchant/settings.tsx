import { MerchantGate } from '../../../features/merchant/components/merchant-gate.tsx';
import { MerchantSettingsPage } from '../../../features/merchant/components/settings/merchant-settings-page.tsx';

export default function MerchantSettingsRoute() {
  return <MerchantGate>{(account) => <MerchantSettingsPage account={account} />}</MerchantGate>;
}
