import { ProductsPage } from '../../../features/back-office/components/products/products-page.tsx';

export default ProductsPage;
