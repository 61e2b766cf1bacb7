import { PanelPage } from '../../../features/merchant/components/panel/panel-page.tsx';

export default PanelPage;
