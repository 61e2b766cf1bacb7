import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import type { MerchantAccount } from '../../api/account.ts';
import { useStoreSettings } from '../../api/settings.ts';
import { useLoadFailureToast } from '../../hooks/failures.ts';
import { lookOf } from '../../lib/button-look.ts';
import { ApiKeysSection } from '../integration/api-keys-section.tsx';
import { DeliveriesSection } from '../integration/deliveries-section.tsx';
import { InstallSection } from '../integration/install-section.tsx';
import { WebhookSection } from '../integration/webhook-section.tsx';
import { MerchantPage } from '../merchant-page.tsx';
import { SettingsForm } from './settings-form.tsx';
import { SiteAddressSection } from './site-address-section.tsx';
import { StoreNameSection } from './store-name-section.tsx';

/**
 * /admin/settings ('Configurações'): the store's group-purchase button, with a live preview; then the
 * integration with the store's site and back end (install, API keys, webhook and its deliveries).
 */
export function MerchantSettingsPage({ account }: { account: MerchantAccount }) {
  useDocumentTitle('Configurações — Juntaí');
  const storeId = account.store.store_id;
  const settings = useStoreSettings(storeId);

  useLoadFailureToast(settings, 'Erro ao carregar configurações', 'admin-settings-error');

  return (
    <MerchantPage title="Configurações" intro={<>Personalize o botão de compra em grupo da loja <strong className="text-slate-900">{account.store.store_name}</strong>.</>}>
      {settings.isPending ? <PageSpinner label="Carregando configurações…" /> : null}
      {settings.isError && !settings.data ? (
        <Alert tone="danger" role="alert">
          <p>Não foi possível carregar as configurações.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void settings.refetch()}>Tentar novamente</Button>
        </Alert>
      ) : null}
      {/* Keyed by what is saved: after a save the form starts again from the saved look. */}
      {settings.data ? (
        <SettingsForm
          key={`${settings.data.button_text}|${settings.data.button_bg_color}|${settings.data.button_text_color}`}
          storeId={storeId}
          saved={lookOf(settings.data)}
        />
      ) : null}
      <StoreNameSection key={account.store.store_name} storeName={account.store.store_name} />
      {settings.data ? <SiteAddressSection key={settings.data.site_url ?? ''} storeId={storeId} saved={settings.data} /> : null}
      <InstallSection storeId={storeId} />
      <ApiKeysSection />
      <WebhookSection />
      <DeliveriesSection />
    </MerchantPage>
  );
}
