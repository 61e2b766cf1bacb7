export { CataloguePage as default } from '../../../features/back-office/components/catalogue/catalogue-page.tsx';
