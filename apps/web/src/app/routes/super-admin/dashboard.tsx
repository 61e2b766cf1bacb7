export { OperatorDashboardPage as default } from '../../../features/back-office/components/dashboard/dashboard-page.tsx';
