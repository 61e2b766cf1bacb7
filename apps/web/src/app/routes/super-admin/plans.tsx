import { PlansPage } from '../../../features/back-office/components/plans/plans-page.tsx';

export default PlansPage;
