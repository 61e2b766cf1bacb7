export { PlansPage as default } from '../../../features/back-office/components/plans/plans-page.tsx';
