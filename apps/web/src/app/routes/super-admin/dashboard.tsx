import { OperatorDashboardPage } from '../../../features/back-office/components/dashboard/dashboard-page.tsx';

export default OperatorDashboardPage;
