/**
 * Mercado Pago's browser SDK (MercadoPago.js v2), loaded from the address the server publishes, and
 * the part of it the payment dialog uses: Secure Fields (the card number, expiry and CVV are typed into
 * the provider's own iframes, never into our page), the card's brand and installment quote, and the
 * single-use card token.
 */

export type SecureFieldType = 'cardNumber' | 'expirationDate' | 'securityCode';

export interface SecureFieldErrorMessage {
  message: string;
  cause?: string;
}

export interface SecureFieldEvents {
  /** The card number's first digits changed (null when fewer than the SDK needs). */
  binChange: { bin: string | null | undefined };
  validityChange: { errorMessages?: SecureFieldErrorMessage[] };
  ready: undefined;
  error: unknown;
}

export interface SecureField {
  mount(containerId: string): SecureField;
  unmount(): void;
  on<E extends keyof SecureFieldEvents>(event: E, handler: (data: SecureFieldEvents[E]) => void): SecureField;
}

export interface PaymentMethod {
  id: string;
  name: string;
  payment_type_id?: string;
  issuer?: { id: number | string; name: string };
}

export interface PayerCost {
  installments: number;
  installment_rate: number;
  installment_amount: number;
  total_amount: number;
  recommended_message?: string;
}

export interface InstallmentQuote {
  payment_method_id: string;
  issuer?: { id: number | string; name: string };
  payer_costs: PayerCost[];
}

export interface CardTokenRequest {
  cardholderName: string;
  identificationType: 'CPF';
  identificationNumber: string;
}

export interface MercadoPagoInstance {
  fields: {
    create(type: SecureFieldType, options: { placeholder?: string; mode?: 'short' }): SecureField;
    createCardToken(request: CardTokenRequest): Promise<{ id: string }>;
  };
  getPaymentMethods(request: { bin: string }): Promise<{ results: PaymentMethod[] }>;
  getInstallments(request: { amount: string; bin: string }): Promise<InstallmentQuote[]>;
}

export type MercadoPagoConstructor = new (publicKey: string, options: { locale: 'pt-BR' }) => MercadoPagoInstance;

declare global {
  interface Window {
    MercadoPago?: MercadoPagoConstructor;
  }
}

/** How long the script may take before the dialog says it could not load (a blocked or slow network). */
export const SDK_LOAD_TIMEOUT_MS = 15_000;

const loading = new Map<string, Promise<MercadoPagoConstructor>>();

/**
 * Loads the SDK's script once per address (every dialog opening shares it). A failure is not cached,
 * so the next opening tries again.
 */
export function loadMercadoPago(sdkUrl: string): Promise<MercadoPagoConstructor> {
  const pending = loading.get(sdkUrl) ?? injectScript(sdkUrl);
  loading.set(sdkUrl, pending);
  pending.catch(() => loading.delete(sdkUrl));
  return pending;
}

function injectScript(sdkUrl: string): Promise<MercadoPagoConstructor> {
  return new Promise((resolve, reject) => {
    if (window.MercadoPago) {
      resolve(window.MercadoPago);
      return;
    }
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error('mercadopago-sdk-unavailable'));
    };
    const timer = setTimeout(fail, SDK_LOAD_TIMEOUT_MS);
    script.src = sdkUrl;
    script.async = true;
    script.addEventListener('error', fail);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (window.MercadoPago) resolve(window.MercadoPago);
      else fail();
    });
    document.head.append(script);
  });
}

/**
 * The device id MercadoPago.js draws for this visit (its security script sets the global
 * MP_DEVICE_SESSION_ID once it has run). Mercado Pago asks for it with each card payment, as the
 * X-meli-session-id header our server sends: its fraud checks weigh it, and a payment without it is
 * more often refused. Undefined while the script has not set it (or a blocker stopped it).
 */
export function mercadoPagoDeviceId(): string | undefined {
  const value: unknown = (globalThis as { MP_DEVICE_SESSION_ID?: unknown }).MP_DEVICE_SESSION_ID;
  // Its form is the server's to check (the join's schema): here only whether there is one.
  return typeof value === 'string' && value !== '' ? value : undefined;
}
