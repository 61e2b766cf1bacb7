import { LoginPage } from '../../../features/back-office/components/login/login-page.tsx';

export default LoginPage;
