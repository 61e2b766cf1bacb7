export { ProductsPage as default } from '../../../features/back-office/components/products/products-page.tsx';
