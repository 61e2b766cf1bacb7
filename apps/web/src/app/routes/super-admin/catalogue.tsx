import { CataloguePage } from '../../../features/back-office/components/catalogue/catalogue-page.tsx';

export default CataloguePage;
