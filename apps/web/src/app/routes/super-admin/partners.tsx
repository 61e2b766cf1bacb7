import { PartnersPage } from '../../../features/back-office/components/partners/partners-page.tsx';

export default PartnersPage;
