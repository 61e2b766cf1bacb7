import { PrivacyRequestsPage } from '../../../features/back-office/components/privacy/privacy-requests-page.tsx';

export default PrivacyRequestsPage;
