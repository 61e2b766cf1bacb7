import type { CardTokenInput } from '@juntai/contract';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useInstallmentQuote } from '../hooks/use-installment-quote.ts';
import { type ProviderCheckout, useMercadoPago } from '../hooks/use-mercadopago.ts';
import { SECURE_FIELDS, useSecureFields } from '../hooks/use-secure-fields.ts';
import { cpfDigits, isValidCpf, maskCpf } from '@juntai/domain';
import { mercadoPagoDeviceId, type SecureFieldType } from '../lib/mercadopago-sdk.ts';
import { InstallmentSelect } from './installment-select.tsx';
import { SecureFieldBox } from './secure-field-box.tsx';

const [numberField, expiryField, cvvField] = SECURE_FIELDS;

/** What the join sends for a card the provider's SDK tokenised. */
export interface ProviderCardPayment {
  installments: number;
  card: CardTokenInput;
}

export interface ProviderCardHandle {
  /** A token for the card in the SDK's fields, or null (the problems are shown beside the fields). */
  tokenize(): Promise<ProviderCardPayment | null>;
  /** The last token was used up (an answer came back): the next payment asks for a new one. */
  forget(): void;
}

const FIELD_ERRORS: Record<SecureFieldType, string> = {
  cardNumber: 'Número do cartão inválido',
  expirationDate: 'Validade inválida (use MM/AA)',
  securityCode: 'CVV inválido',
};
export const cardMessages = {
  sdkUnavailable: 'Não foi possível carregar o pagamento com cartão do Mercado Pago. Verifique sua conexão e tente de novo, ou pague com PIX.',
  tokenRefused: 'O Mercado Pago não aceitou os dados do cartão. Confira número, validade e CVV e tente de novo, ou pague com PIX.',
  quoteFailed: 'Não foi possível consultar as parcelas deste cartão. Confira o número ou pague com PIX.',
  numberFirst: 'Digite o número do cartão para ver as parcelas',
  holder: 'Informe o nome impresso no cartão',
  cpf: 'Informe um CPF válido (11 dígitos)',
} as const;

type LocalErrors = Partial<Record<'holder' | 'cpf' | 'installments' | 'token', string>>;

/**
 * The card step with a real provider: the number, expiry and CVV are Mercado Pago's Secure Fields
 * (iframes of the provider inside containers we draw and label), so they never reach our JavaScript or
 * our server. The holder's name and CPF are ours to type (not card data). The plans are the provider's
 * quote for this card, each with its total.
 */
export function ProviderCardFields({ checkout, amountReais, ref }: { checkout: ProviderCheckout; amountReais: number; ref: Ref<ProviderCardHandle> }) {
  const { platform_name: platformName } = usePublicSettings();
  const sdk = useMercadoPago(checkout);
  const fields = useSecureFields(sdk.mp);
  const quote = useInstallmentQuote(sdk.mp, fields.bin, amountReais);
  const [holder, setHolder] = useState('');
  const [cpf, setCpf] = useState('');
  const [installments, setInstallments] = useState(1);
  const [errors, setErrors] = useState<LocalErrors>({});
  const [showFieldErrors, setShowFieldErrors] = useState(false);
  const last = useRef<{ signature: string; payment: ProviderCardPayment } | undefined>(undefined);

  const options = quote.data?.options ?? [];
  const plan = options.some((option) => option.count === installments) ? installments : (options[0]?.count ?? 1);
  const unavailable = sdk.failed || fields.failed;

  useImperativeHandle(ref, () => ({
    async tokenize() {
      const found: LocalErrors = {};
      if (!holder.trim()) found.holder = cardMessages.holder;
      if (!isValidCpf(cpf)) found.cpf = cardMessages.cpf;
      if (!quote.data) found.installments = quote.isError ? cardMessages.quoteFailed : cardMessages.numberFirst;
      if (unavailable || !sdk.mp) found.token = cardMessages.sdkUnavailable;
      setShowFieldErrors(true);
      setErrors(found);
      if (Object.keys(found).length > 0 || fields.invalid.size > 0 || !sdk.mp || !quote.data) return null;
      // A retry of an attempt whose answer never came sends the same token, so the server replays it.
      const signature = JSON.stringify([fields.bin, holder.trim(), cpfDigits(cpf), plan]);
      if (last.current?.signature === signature) return last.current.payment;
      try {
        const token = await sdk.mp.fields.createCardToken({ cardholderName: holder.trim(), identificationType: 'CPF', identificationNumber: cpfDigits(cpf) });
        const deviceId = mercadoPagoDeviceId();
        const card: CardTokenInput = {
          token: token.id, payment_method_id: quote.data.paymentMethodId, cpf: cpfDigits(cpf),
          ...(quote.data.issuerId ? { issuer_id: quote.data.issuerId } : {}), ...(deviceId ? { device_id: deviceId } : {}),
        };
        const payment = { installments: plan, card };
        last.current = { signature, payment };
        return payment;
      } catch {
        setErrors({ token: cardMessages.tokenRefused });
        return null;
      }
    },
    forget() {
      last.current = undefined;
    },
  }));

  const fieldError = (type: SecureFieldType) => (showFieldErrors && fields.invalid.has(type) ? FIELD_ERRORS[type] : undefined);

  return (
    <div className="flex flex-col gap-3">
      {unavailable ? (
        <Alert tone="danger" icon={<AlertTriangle className="h-4 w-4" />} role="alert" data-testid="card-sdk-error">
          <p>{cardMessages.sdkUnavailable}</p>
          {sdk.failed ? <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={sdk.retry}>Tentar de novo</Button> : null}
        </Alert>
      ) : null}
      <fieldset className="flex flex-col gap-3" aria-describedby="card-provider-note" aria-busy={!sdk.mp && !unavailable}>
        <legend className="sr-only">Dados do cartão</legend>
        <SecureFieldBox spec={numberField} error={fieldError(numberField.type)} />
        <div className="grid grid-cols-2 gap-3">
          <SecureFieldBox spec={expiryField} error={fieldError(expiryField.type)} />
          <SecureFieldBox spec={cvvField} error={fieldError(cvvField.type)} />
        </div>
        {quote.data ? <p className="text-xs text-slate-600" data-testid="card-brand">Cartão {quote.data.brand}</p> : null}
        <Field id="card-holder" label="Nome impresso no cartão *" error={errors.holder}>
          <Input id="card-holder" name="cardholder" autoComplete="cc-name" maxLength={60} value={holder}
            onChange={(e) => setHolder(e.target.value)} />
        </Field>
        <Field id="card-cpf" label="CPF do titular *" error={errors.cpf}>
          <Input id="card-cpf" name="cpf" inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" value={cpf}
            onChange={(e) => setCpf(maskCpf(e.target.value))} />
        </Field>
      </fieldset>
      <InstallmentSelect options={options} installments={plan} onInstallmentsChange={setInstallments}
        placeholder={quote.isError ? cardMessages.quoteFailed : cardMessages.numberFirst} error={errors.installments} />
      {errors.token && !unavailable ? <p role="alert" className="text-sm text-red-600" data-testid="card-token-error">{errors.token}</p> : null}
      <p id="card-provider-note" className="flex items-start gap-2 text-xs text-slate-600" data-testid="card-provider-note">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        Pagamento processado pelo Mercado Pago. Os dados do cartão vão direto para o Mercado Pago; o {platformName} não os vê.
      </p>
    </div>
  );
}
