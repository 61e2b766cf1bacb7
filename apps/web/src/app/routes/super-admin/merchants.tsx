export { MerchantsPage as default } from '../../../features/back-office/components/merchants/merchants-page.tsx';
