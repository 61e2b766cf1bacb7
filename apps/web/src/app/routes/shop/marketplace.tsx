export { MarketplacePage as default } from '../../../features/marketplace/components/marketplace-page.tsx';
