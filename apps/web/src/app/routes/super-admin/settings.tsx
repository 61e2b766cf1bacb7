export { SettingsPage as default } from '../../../features/back-office/components/settings/settings-page.tsx';
