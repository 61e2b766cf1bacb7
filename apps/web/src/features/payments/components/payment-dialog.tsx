import type { Group, Payment, PixCharge as PixChargeData } from '@juntai/contract';
import { groupMessages } from '@juntai/contract/plain';
import {
  centsFromReais, cleanName, cpfDigits, formatBRL, INSTALLMENT_NOTICE_FROM, installmentOptions, isValidCpf, maskCpf, nameKey, phoneDigits,
} from '@juntai/domain';
import { useMutation } from '@tanstack/react-query';
import { CreditCard, Info, QrCode } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/notify.ts';
import { savePayerToken } from '../../../lib/payer-tokens.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { ContactFields } from '../../../components/contact-fields.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { OrganizerProof } from '../../../lib/organizer-proof.ts';
import { type Contact, contactErrors, contactProblem } from '../../../lib/contact-errors.ts';
import { joinGroup } from '../api/join-group.ts';
import { IdempotencyKeys } from '../lib/idempotency.ts';
import { paymentDraft } from '../lib/payment-draft.ts';
import { CardFields } from './card-fields.tsx';
import { PayerPicker } from './payer-picker.tsx';
import { cardMessages, type ProviderCardHandle, ProviderCardFields } from './provider-card-fields.tsx';
import { PixCharge, type PixToPay } from './pix-charge.tsx';
import { QuotaBreakdown } from './quota-breakdown.tsx';
import { LegalNotice } from '../../../components/layout/legal-notice.tsx';

export interface PaymentDialogProps {
  group: Group;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the form starts with: the name of the row it was opened from, or the organizer's own data. */
  initial: Contact;
  /**
   * How the name is chosen: `choose` asks "Quem é você?" first (the big button, from a shared link);
   * `fixed` pays for `initial.name` (a row's 'Pagar', the organizer's own quota), not editable.
   */
  nameMode: 'choose' | 'fixed';
  /** A newer group from an answer (join, PIX confirmation); the page puts it in its cache and refetches. */
  onGroupChange: (group: Group) => void;
  /** The organizer's proof when they pay someone else's quota (to rescue a group short of payers): it shows as paid by them. */
  coverProof?: OrganizerProof | undefined;
  /** The method chosen at opening (PIX for "Gerar novo PIX"); card otherwise. */
  initialMethod?: Method | undefined;
  /** Opens straight on this PIX charge of the payer's, found again on the group page, to pay it. */
  resumePix?: PixToPay | undefined;
}

type Method = 'card' | 'pix';
const PAYER_LABELS = { name: 'Nome *', email: 'E-mail *', whatsapp: 'WhatsApp *' };
const validate = (payer: Contact) => contactErrors(payer, { name: groupMessages.required, email: groupMessages.required, whatsapp: groupMessages.required });

const hasPix = (payment: Payment): payment is Payment & { pix: PixChargeData } => payment.pix !== null;

/**
 * "Participar do Grupo": who pays, how (card with installments, or PIX), then, for PIX, the charge
 * until the bank confirms it. Mount it with a new `key` for each opening so it starts clean.
 */
export function PaymentDialog({ group, open, onOpenChange, initial, nameMode, onGroupChange, coverProof, initialMethod, resumePix }: PaymentDialogProps) {
  // What this tab typed before (a reload, a return): for the same name, or for whoever is choosing.
  const [draft] = useState(() => {
    const kept = paymentDraft(group.link_id).read();
    return kept && (nameMode === 'choose' || nameKey(kept.name) === nameKey(initial.name)) ? kept : null;
  });
  // The name is asked again when choosing (the list may have changed); the contact and the method are kept.
  const [payer, setPayer] = useState<Contact>(() => (draft
    ? { name: initial.name, email: initial.email || draft.email, whatsapp: initial.whatsapp || draft.whatsapp }
    : initial));
  // 'choose': the picker shows; 'fixed': a name from the list, read-only; 'new': someone not on the list types it.
  const [nameStep, setNameStep] = useState<'choose' | 'fixed' | 'new'>(nameMode);
  const [showErrors, setShowErrors] = useState(false);
  const [method, setMethod] = useState<Method>(initialMethod ?? draft?.method ?? 'card');
  const [installments, setInstallments] = useState(draft?.installments ?? 1);
  useEffect(() => {
    if (nameStep !== 'choose') paymentDraft(group.link_id).save({ ...payer, method, installments });
  }, [group.link_id, payer, method, installments, nameStep]);
  const [pixPayment, setPixPayment] = useState<PixToPay | null>(resumePix ?? null);
  // Asked for a PIX only, and only when the provider needs it (Mercado Pago); sent with the charge, never kept.
  const [cpf, setCpf] = useState('');
  const keys = useRef(new IdempotencyKeys());
  // A real provider's browser checkout (its SDK collects the card); none with the simulated provider.
  const { payment_checkout: checkout } = usePublicSettings();
  const provider = checkout.public_key && checkout.sdk_url ? { publicKey: checkout.public_key, sdkUrl: checkout.sdk_url } : undefined;
  const providerCard = useRef<ProviderCardHandle>(null);
  const [tokenizing, setTokenizing] = useState(false);

  const quota = centsFromReais(group.quota_value);
  const options = useMemo(() => installmentOptions(quota), [quota]);
  const errors = showErrors ? validate(payer) : {};
  const asksCpf = method === 'pix' && checkout.pix_requires_cpf;
  const cpfError = showErrors && asksCpf && !isValidCpf(cpf) ? cardMessages.cpf : undefined;

  const join = useMutation({ mutationFn: joinGroup });

  /** A definitive answer: the next submission is a new payment, with a new key and a new card token. */
  const settled = () => {
    keys.current.reset();
    providerCard.current?.forget();
  };

  const submit = async () => {
    setShowErrors(true);
    const problem = contactProblem(payer, validate(payer));
    if (problem) {
      toast.error(problem);
      return;
    }
    if (asksCpf && !isValidCpf(cpf)) {
      toast.error(cardMessages.cpf);
      return;
    }
    let card;
    if (method === 'card' && providerCard.current) {
      setTokenizing(true);
      card = await providerCard.current.tokenize().finally(() => setTokenizing(false));
      if (!card) return;
    }
    const body = {
      name: cleanName(payer.name),
      email: payer.email.trim(),
      whatsapp: phoneDigits(payer.whatsapp),
      payment_method: method,
      installments: method === 'card' ? (card?.installments ?? installments) : 1,
      // The spec's client sends this; the server ignores it and decides the status itself.
      payment_status: 'paid',
      ...(card ? { card: card.card } : {}),
      ...(asksCpf ? { cpf: cpfDigits(cpf) } : {}),
      ...(coverProof ? { covered_by_organizer: true } : {}),
    };
    const idempotencyKey = keys.current.keyFor(body);
    join.mutate({ linkId: group.link_id, body, idempotencyKey, organizerProof: coverProof }, {
      onSuccess: (response) => {
        settled();
        // The proof of this payment: the group page shows "Você pagou" from it, Meus Grupos lists the group.
        if (response.payer_token) savePayerToken(group.link_id, response.payer_token);
        onGroupChange(response.group);
        if (response.payment.status === 'failed') {
          toast.error(response.message);
          return;
        }
        // Kept for a PIX still to pay (a new one may be needed); done with once the quota is paid.
        if (response.payment.status === 'paid') paymentDraft(group.link_id).clear();
        toast.success(response.message);
        if (hasPix(response.payment) && response.payment.status !== 'paid') setPixPayment(response.payment);
        else onOpenChange(false);
      },
      onError: (error) => {
        // A refusal is final for these data; a network error or 5xx may have gone through, so a retry keeps the key.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) settled();
        toast.error(errorMessage(error, 'Erro ao processar pagamento'));
      },
    });
  };

  const maxOption = options[options.length - 1];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Participar do Grupo" description={pixPayment ? `PIX de ${formatBRL(centsFromReais(pixPayment.amount))} para ${pixPayment.name}` : group.product_name}>
        {nameStep === 'choose' ? (
          <PayerPicker group={group} onClose={() => onOpenChange(false)}
            onPick={(name) => {
              setPayer({ ...payer, name });
              setNameStep('fixed');
            }}
            onNewName={() => {
              setPayer({ ...payer, name: '' });
              setNameStep('new');
            }} />
        ) : pixPayment ? (
          <PixCharge payment={pixPayment} group={group} onGroupChange={onGroupChange} onClose={() => onOpenChange(false)} onRestart={() => setPixPayment(null)} />
        ) : (
          <form className="flex flex-col gap-4" noValidate onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}>
            <QuotaBreakdown group={group} />
            {coverProof ? (
              <Alert tone="info" icon={<Info className="h-4 w-4" />} data-testid="cover-notice">
                Você, organizador, está pagando a cota de {payer.name}. Ela aparece no grupo como paga pelo organizador.
              </Alert>
            ) : null}

            <ContactFields idPrefix="payer" labels={PAYER_LABELS} value={payer} errors={errors} onChange={setPayer}
              nameReadOnly={nameStep === 'fixed'} afterName={nameMode === 'choose' ? (
                <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => setNameStep('choose')}>
                  Escolher outro nome
                </Button>
              ) : null} />

            <div className="flex flex-col gap-1.5">
              <span id="payment-method-label" className="text-sm font-medium text-slate-700">Forma de pagamento</span>
              <RadioGroup aria-labelledby="payment-method-label" value={method} onValueChange={(value) => setMethod(value as Method)}
                className="grid-cols-2">
                <RadioCard value="card" label="Cartão de crédito" icon={<CreditCard className="h-4 w-4" />} />
                <RadioCard value="pix" label="PIX" icon={<QrCode className="h-4 w-4" />} />
              </RadioGroup>
            </div>

            {!provider && quota >= INSTALLMENT_NOTICE_FROM && maxOption ? (
              <Alert tone="info" icon={<Info className="h-4 w-4" />} data-testid="installments-notice">
                No cartão, parcele em até {maxOption.count}x: 1x sem juros; de 2x em diante, acréscimo de 2,5% ao mês (o total de cada opção aparece em Parcelas).
              </Alert>
            ) : null}

            {method === 'card' && provider ? (
              <ProviderCardFields ref={providerCard} checkout={provider} amountReais={group.quota_value} />
            ) : method === 'card' ? (
              <CardFields options={options} installments={installments} onInstallmentsChange={setInstallments} />
            ) : null}
            {method === 'card' ? (
              // The card is only held: the promise of the group, said before paying (ADR 0034 keeps every group within the hold).
              <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="card-hold-rule">
                No cartão, o valor fica só reservado e é cobrado quando o grupo fechar. Se o grupo não fechar até {formatDateTime(group.expires_at)}, a reserva é desfeita e nada é cobrado.
              </p>
            ) : (
              <>
                {asksCpf ? (
                  <Field id="payer-cpf" label="CPF de quem paga *" error={cpfError}
                    hint="O Mercado Pago pede o CPF de quem paga para gerar o PIX. O Juntaí só o repassa, não guarda.">
                    <Input id="payer-cpf" name="cpf" inputMode="numeric" autoComplete="off" required value={cpf} placeholder="000.000.000-00"
                      onChange={(e) => setCpf(maskCpf(e.target.value))} />
                  </Field>
                ) : null}
                <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                  Ao confirmar, geramos um PIX com QR Code e código copia e cola. Sua cota fica garantida assim que o banco confirmar o pagamento.
                </p>
              </>
            )}

            <LegalNotice />
            <Button type="submit" size="lg" disabled={join.isPending || tokenizing}>
              {join.isPending || tokenizing ? 'Processando…' : method === 'card' ? 'Confirmar pagamento' : 'Gerar PIX'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
