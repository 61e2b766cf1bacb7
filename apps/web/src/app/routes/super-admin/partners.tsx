export { PartnersPage as default } from '../../../features/back-office/components/partners/partners-page.tsx';
