export { LoginPage as default } from '../../../features/back-office/components/login/login-page.tsx';
