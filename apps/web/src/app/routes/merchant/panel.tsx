export { PanelPage as default } from '../../../features/merchant/components/panel/panel-page.tsx';
