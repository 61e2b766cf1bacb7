import { useQuery } from '@tanstack/react-query';
import { loadMercadoPago, type MercadoPagoInstance } from '../lib/mercadopago-sdk.ts';

export interface ProviderCheckout {
  publicKey: string;
  sdkUrl: string;
}

/**
 * Mercado Pago's SDK, loaded and started with the store's public key, once for every opening of the
 * dialog. `failed` when the script cannot load (blocked, offline): the dialog says so and PIX stays.
 */
export function useMercadoPago({ publicKey, sdkUrl }: ProviderCheckout): { mp: MercadoPagoInstance | undefined; failed: boolean; retry: () => void } {
  const query = useQuery({
    queryKey: ['mercadopago-sdk', sdkUrl, publicKey],
    queryFn: async () => {
      const MercadoPago = await loadMercadoPago(sdkUrl);
      return new MercadoPago(publicKey, { locale: 'pt-BR' });
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // A live object of the SDK's, never compared or copied.
    structuralSharing: false,
  });
  return { mp: query.data, failed: query.isError, retry: () => void query.refetch() };
}
