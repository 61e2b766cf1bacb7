import { MerchantsPage } from '../../../features/back-office/components/merchants/merchants-page.tsx';

export default MerchantsPage;
