import { MarketplacePage } from '../../../features/marketplace/components/marketplace-page.tsx';

export default MarketplacePage;
