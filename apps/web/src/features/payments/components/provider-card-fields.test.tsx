import { DEFAULT_PUBLIC_SETTINGS } from '@juntai/contract/plain';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MercadoPagoInstance, SecureFieldEvents, SecureFieldType } from '../lib/mercadopago-sdk.ts';
import { groupWith, openPaymentDialog } from '../testing/payment-dialog-setup.tsx';
import { cardMessages } from './provider-card-fields.tsx';

type Handlers = { [E in keyof SecureFieldEvents]?: (data: SecureFieldEvents[E]) => void };

/** A stand-in of the SDK: records the fields our page mounts and lets the test speak for them. */
function fakeSdk() {
  const mounted = new Map<SecureFieldType, { container: string; handlers: Handlers }>();
  const createCardToken = vi.fn(async () => ({ id: 'tok_1234567890' }));
  const sdk = {
    publicKey: '',
    mounted,
    createCardToken,
    MercadoPago: class implements MercadoPagoInstance {
      constructor(publicKey: string) {
        sdk.publicKey = publicKey;
      }
      fields = {
        create: (type: SecureFieldType) => {
          const handlers: Handlers = {};
          const field = {
            mount: (container: string) => {
              mounted.set(type, { container, handlers });
              return field;
            },
            unmount: () => mounted.delete(type),
            on: <E extends keyof SecureFieldEvents>(event: E, handler: (data: SecureFieldEvents[E]) => void) => {
              (handlers as Record<string, unknown>)[event] = handler;
              return field;
            },
          };
          return field;
        },
        createCardToken,
      };
      getPaymentMethods = async () => ({ results: [{ id: 'master', name: 'Mastercard', issuer: { id: 24, name: 'Banco' } }] });
      getInstallments = async () => [{
        payment_method_id: 'master', issuer: { id: 24, name: 'Banco' },
        payer_costs: [
          { installments: 1, installment_rate: 0, installment_amount: 100, total_amount: 100 },
          { installments: 3, installment_rate: 5.6, installment_amount: 35.2, total_amount: 105.6 },
          { installments: 12, installment_rate: 20, installment_amount: 10, total_amount: 120 },
        ],
      }];
    },
  };
  return sdk;
}

function withCheckout(sdkUrl: string) {
  const client = new QueryClient();
  client.setQueryData(['public-settings'], {
    ...DEFAULT_PUBLIC_SETTINGS, group_expiry_hours: 48,
    payment_checkout: { provider: 'mercadopago', public_key: 'TEST-public-key', sdk_url: sdkUrl, pix_requires_cpf: true },
  });
  return client;
}

const joins: unknown[] = [];
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const options = () => Array.from(screen.getByLabelText<HTMLSelectElement>('Parcelas').options, (o) => o.text.replace(/\u00a0/g, ' '));

// The SDK is loaded once per address (for good, as in a browser): every test loads its own.
let loads = 0;
const freshSdkUrl = () => `https://sdk.test/js/v2?load=${++loads}`;

function openForBruno(sdkUrl = freshSdkUrl()) {
  openPaymentDialog(groupWith([['Ana', 'pending'], ['Bruno', 'pending']]), 'fixed', 'Bruno', withCheckout(sdkUrl));
  fill('E-mail *', 'bruno@example.com');
  fill('WhatsApp *', '21912345678');
}

describe('PaymentDialog with a provider that collects the card in its own SDK', () => {
  let sdk: ReturnType<typeof fakeSdk>;
  beforeEach(() => {
    sdk = fakeSdk();
    joins.length = 0;
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit = {}) => {
      joins.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({
        success: true, message: 'Pagamento aprovado!', payment: { status: 'paid', pix: null }, group: groupWith([['Ana', 'pending'], ['Bruno', 'paid']]),
      }), { status: 201, headers: { 'content-type': 'application/json' } });
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete window.MercadoPago;
  });

  it("mounts the SDK's fields in our labelled boxes, shows the provider's plans with totals, and sends its token and device id", async () => {
    window.MercadoPago = sdk.MercadoPago;
    // What the SDK's security script sets for the visit.
    vi.stubGlobal('MP_DEVICE_SESSION_ID', 'armor.5cf65fc6c5db631a47471bb0');
    openForBruno();
    await waitFor(() => expect([...sdk.mounted.keys()]).toEqual(['cardNumber', 'expirationDate', 'securityCode']));
    expect(sdk.publicKey).toBe('TEST-public-key');
    expect(screen.getByRole('group', { name: 'Número do cartão' }).id).toBe(sdk.mounted.get('cardNumber')!.container);
    expect(screen.getByText(/Pagamento processado pelo Mercado Pago/).textContent).toContain('o Juntaí não os vê');
    // The simulated provider's 2,5 % a month notice is not this provider's price.
    expect(screen.queryByTestId('installments-notice')).toBeNull();
    expect(options()).toEqual([cardMessages.numberFirst]);

    act(() => sdk.mounted.get('cardNumber')!.handlers.binChange!({ bin: '50314332' }));
    await waitFor(() => expect(options()).toEqual(['1x de R$ 100,00 (sem juros)', '3x de R$ 35,20 (total R$ 105,60, com juros)']));
    fireEvent.change(screen.getByLabelText('Parcelas'), { target: { value: '3' } });
    fill('Nome impresso no cartão *', 'APRO');
    fill('CPF do titular *', '12345678909');
    expect(screen.getByLabelText<HTMLInputElement>('CPF do titular *').value).toBe('123.456.789-09');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    await waitFor(() => expect(joins).toHaveLength(1));
    expect(sdk.createCardToken).toHaveBeenCalledWith({ cardholderName: 'APRO', identificationType: 'CPF', identificationNumber: '12345678909' });
    expect(joins[0]).toMatchObject({
      name: 'Bruno', payment_method: 'card', installments: 3,
      card: { token: 'tok_1234567890', payment_method_id: 'master', issuer_id: '24', cpf: '12345678909', device_id: 'armor.5cf65fc6c5db631a47471bb0' },
    });
  });

  it('sends the same token and key again after an answer that never came, and a new token after a refusal', async () => {
    window.MercadoPago = sdk.MercadoPago;
    const answered = vi.mocked(fetch).getMockImplementation()!;
    const keys: string[] = [];
    vi.mocked(fetch).mockImplementation(async (url, init = {}) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key'] ?? '');
      if (keys.length === 1) {
        joins.push(JSON.parse(String(init.body)));
        throw new TypeError('Failed to fetch');
      }
      if (keys.length === 2) {
        joins.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ success: false, detail: 'Pagamento recusado' }), { status: 402, headers: { 'content-type': 'application/json' } });
      }
      return answered(url, init);
    });
    openForBruno();
    await waitFor(() => expect(sdk.mounted.size).toBe(3));
    act(() => sdk.mounted.get('cardNumber')!.handlers.binChange!({ bin: '50314332' }));
    await waitFor(() => expect(options()).toHaveLength(2));
    fill('Nome impresso no cartão *', 'OTHE');
    fill('CPF do titular *', '12345678909');
    const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    pay();
    await waitFor(() => expect(joins).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar pagamento' }).hasAttribute('disabled')).toBe(false));
    pay();
    await waitFor(() => expect(joins).toHaveLength(2));
    expect(joins[1]).toEqual(joins[0]);
    expect(keys[1]).toBe(keys[0]);
    expect(sdk.createCardToken).toHaveBeenCalledTimes(1);
    // Refused: that token is spent; the next attempt asks the SDK for another.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar pagamento' }).hasAttribute('disabled')).toBe(false));
    pay();
    await waitFor(() => expect(joins).toHaveLength(3));
    expect(sdk.createCardToken).toHaveBeenCalledTimes(2);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('asks for the card number, the holder and a valid CPF before any token', async () => {
    window.MercadoPago = sdk.MercadoPago;
    openForBruno();
    await waitFor(() => expect(sdk.mounted.size).toBe(3));
    fill('CPF do titular *', '12345678900');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText(cardMessages.holder)).toBeTruthy();
    expect(screen.getByText(cardMessages.cpf)).toBeTruthy();
    expect(screen.getByLabelText('Parcelas').getAttribute('aria-describedby')).toBe('installments-error');
    // The SDK said the CVV is wrong: its box says so, in Portuguese.
    act(() => sdk.mounted.get('securityCode')!.handlers.validityChange!({ errorMessages: [{ message: 'invalid', cause: 'E302' }] }));
    expect(screen.getByRole('group', { name: 'CVV' }).getAttribute('aria-describedby')).toBe('mp-card-cvv-error');
    expect(screen.getByText('CVV inválido')).toBeTruthy();
    expect(sdk.createCardToken).not.toHaveBeenCalled();
    expect(joins).toHaveLength(0);
  });

  it('says so when the provider refuses the card data, and sends nothing', async () => {
    window.MercadoPago = sdk.MercadoPago;
    sdk.createCardToken.mockRejectedValueOnce([{ message: 'invalid card', cause: '205' }]);
    openForBruno();
    await waitFor(() => expect(sdk.mounted.size).toBe(3));
    act(() => sdk.mounted.get('cardNumber')!.handlers.binChange!({ bin: '50314332' }));
    await waitFor(() => expect(options()).toHaveLength(2));
    fill('Nome impresso no cartão *', 'APRO');
    fill('CPF do titular *', '12345678909');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText(cardMessages.tokenRefused)).toBeTruthy();
    expect(joins).toHaveLength(0);
  });

  it('says in Portuguese when the SDK does not load, and PIX still works', async () => {
    const sdkUrl = freshSdkUrl();
    openForBruno(sdkUrl);
    const script = await waitFor(() => document.head.querySelector<HTMLScriptElement>(`script[src="${sdkUrl}"]`)!);
    act(() => void script.dispatchEvent(new Event('error')));
    expect((await screen.findByTestId('card-sdk-error')).textContent).toContain(cardMessages.sdkUnavailable);
    fireEvent.click(screen.getByRole('radio', { name: 'PIX' }));
    // Mercado Pago's PIX needs the payer's CPF: sent as digits with the PIX, never with a card.
    fill('CPF de quem paga *', '529.982.247-25');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await waitFor(() => expect(joins).toHaveLength(1));
    expect(joins[0]).toMatchObject({ payment_method: 'pix', cpf: '52998224725' });
    expect(joins[0]).not.toHaveProperty('card');
  });
});
