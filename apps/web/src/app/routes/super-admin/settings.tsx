import { SettingsPage } from '../../../features/back-office/components/settings/settings-page.tsx';

export default SettingsPage;
