import { CopyField } from './copy-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import { WidgetPreview } from './widget-preview.tsx';

/** docs/integration.md, served by the app with this installation's address in the examples. */
export const INTEGRATION_GUIDE_URL = '/guia-de-integracao';

/** The two lines a store pastes into its site, with its own id filled in. */
export function installSnippet(origin: string, storeId: string): string {
  return `<script src="${origin}/widget.js" async data-store="${storeId}"></script>\n<juntai-button product="SEU-SKU"></juntai-button>`;
}

/** 'Instalação na sua loja': the snippet to copy and a live preview of the real widget. */
export function InstallSection({ storeId }: { storeId: string }) {
  return (
    <SettingsSection id="install" title="Instalação na sua loja"
      description={<>Cole o script uma vez no seu site e o botão onde quiser, trocando SEU-SKU pelo código do produto. <a href={INTEGRATION_GUIDE_URL} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">Guia de integração</a></>}>
      <CopyField text={installSnippet(window.location.origin, storeId)} label="Código de instalação" testId="install-snippet" />
      <WidgetPreview storeId={storeId} />
    </SettingsSection>
  );
}
