import { useEffect, useState } from 'react';
import type { MercadoPagoInstance, SecureField, SecureFieldType } from '../lib/mercadopago-sdk.ts';

export interface SecureFieldSpec {
  type: SecureFieldType;
  /** The id of the container our page draws; the SDK puts its iframe inside. */
  containerId: string;
  label: string;
  placeholder: string;
}

/** The number on its own line, then expiry and CVV side by side. */
export const SECURE_FIELDS = [
  { type: 'cardNumber', containerId: 'mp-card-number', label: 'Número do cartão', placeholder: '0000 0000 0000 0000' },
  { type: 'expirationDate', containerId: 'mp-card-expiry', label: 'Validade', placeholder: 'MM/AA' },
  { type: 'securityCode', containerId: 'mp-card-cvv', label: 'CVV', placeholder: '123' },
] as const satisfies readonly SecureFieldSpec[];

export interface SecureFieldsState {
  /** The card number's first digits, as the SDK reports them (never the whole number). */
  bin: string | undefined;
  /** The fields the SDK said hold something invalid. */
  invalid: ReadonlySet<SecureFieldType>;
  /** The SDK could not draw its fields. */
  failed: boolean;
}

/**
 * Mounts the SDK's card number, expiry and CVV into our containers while the component lives. Our page
 * learns only what the SDK tells it: the first digits (for the brand and installments) and whether each
 * field is valid. The iframe gets the field's label as its title, for screen readers.
 */
export function useSecureFields(mp: MercadoPagoInstance | undefined): SecureFieldsState {
  const [bin, setBin] = useState<string | undefined>();
  const [invalid, setInvalid] = useState<ReadonlySet<SecureFieldType>>(new Set());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!mp) return;
    const mounted: SecureField[] = [];
    try {
      for (const spec of SECURE_FIELDS) {
        const field = mp.fields.create(spec.type, { placeholder: spec.placeholder, ...(spec.type === 'expirationDate' ? { mode: 'short' as const } : {}) });
        mounted.push(field);
        field.mount(spec.containerId);
        field.on('ready', () => document.getElementById(spec.containerId)?.querySelector('iframe')?.setAttribute('title', spec.label));
        field.on('validityChange', ({ errorMessages }) => setInvalid((previous) => {
          const next = new Set(previous);
          if (errorMessages && errorMessages.length > 0) next.add(spec.type);
          else next.delete(spec.type);
          return next;
        }));
        if (spec.type === 'cardNumber') field.on('binChange', ({ bin: digits }) => setBin(digits ?? undefined));
      }
    } catch {
      setFailed(true);
    }
    return () => {
      for (const field of mounted) {
        try {
          field.unmount();
        } catch {
          // already gone with its container
        }
      }
    };
  }, [mp]);

  return { bin, invalid, failed };
}
