export { PrivacyRequestsPage as default } from '../../../features/back-office/components/privacy/privacy-requests-page.tsx';
