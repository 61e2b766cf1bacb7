export { PrivacyPage as default } from '../../../features/legal/components/privacy-page.tsx';
