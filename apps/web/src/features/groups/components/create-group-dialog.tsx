import type { CreateGroupResponse, Group, PublicProduct } from '@juntai/contract';
import {
  allowedGroupSizes, centsFromReais, cleanName, isNameTooLong, nameTooLongMessage, MAX_QUOTAS, MIN_QUOTAS, nameKey, planQuotas,
  inviteListMessages, validateInviteList, phoneDigits,
} from '@juntai/domain';
import { groupMessages } from '@juntai/contract/plain';
import { ArrowLeft, ArrowRight, Link2, Store } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Steps } from '../../../components/ui/steps.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatReais } from '../../../lib/format.ts';
import { saveOrganizerProfile, saveOrganizerToken } from '../../../lib/organizer-tokens.ts';
import { useCreateGroup } from '../api/create-group.ts';
import { creationDraft } from '../lib/creation-draft.ts';
import { groupLink } from '../lib/share.ts';
import { returnWithGroup } from '../lib/store-return.ts';
import { ParticipantsStep } from './create-group/participants-step.tsx';
import { SplitStep } from './create-group/split-step.tsx';
import { LinkGenerated } from './link-generated.tsx';
import { LegalNotice } from '../../../components/layout/legal-notice.tsx';
import { ContactFields } from '../../../components/contact-fields.tsx';
import { type Contact, contactErrors, contactProblem } from '../../../lib/contact-errors.ts';

export interface CreateGroupDialogProps {
  product: PublicProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the group exists (the store's dialog is told its link). */
  onCreated?: (group: Group) => void;
  /** The store's page the shopper came from: after creation, 'Voltar para a loja' leads there with the link. */
  storeReturnUrl?: string;
}

const STEPS = ['Organizador', 'Divisão', 'Participantes'] as const;
const DEFAULT_QUOTAS = 2;
/** The spec's pause before the organizer's name joins the list. */
const ORGANIZER_AUTO_ADD_MS = 300;
const MIN_ORGANIZER_NAME = 2;

/** The typed number of quotas; anything that is not a number counts as the smallest size allowed (spec §5: 2). */
function parseQuotas(text: string, fallback: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? fallback : value;
}

const emptyOrganizer: Contact = { name: '', email: '', whatsapp: '' };

/** Step 1's problems, each beside its field; an empty field says what it needs. */
const organizerErrors = (organizer: Contact) => contactErrors(organizer, {
  name: groupMessages.organizerNameRequired, email: groupMessages.organizerEmailRequired, whatsapp: groupMessages.organizerWhatsappRequired,
});

/**
 * "Comprar em Grupo": organizer data, the split, the list of participants (one per quota, the
 * organizer first), then the generated link. The same dialog shows the link afterwards, so it works
 * however the product page mounts it.
 */
export function CreateGroupDialog({ product, open, onOpenChange, onCreated, storeReturnUrl }: CreateGroupDialogProps) {
  // What was typed before a reload or before leaving the page, in this tab (creation-draft.ts).
  const [kept] = useState(() => creationDraft(product.id).read());
  const [step, setStep] = useState(kept?.step ?? 0);
  // An error about the step just left does not follow the person into the next one.
  useEffect(() => toast.dismissError(), [step]);
  const [organizer, setOrganizer] = useState<Contact>(kept ? { name: kept.name, email: kept.email, whatsapp: kept.whatsapp } : emptyOrganizer);
  const [showOrganizerErrors, setShowOrganizerErrors] = useState(false);
  // The product's own sizes within 2–20 (the server refuses others with the same sentence).
  const sizes = allowedGroupSizes(product.min_group_size, product.max_group_size);
  const firstSize = Math.max(DEFAULT_QUOTAS, sizes.min);
  const [quotasText, setQuotasText] = useState(kept?.quotasText || String(firstSize));
  /** The organizer's entry (first in the list), once their name has been typed. */
  const [organizerEntry, setOrganizerEntry] = useState<string | null>(kept?.organizerEntry ?? null);
  const [others, setOthers] = useState<string[]>(kept?.others ?? []);
  const [created, setCreated] = useState<CreateGroupResponse | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const createGroup = useCreateGroup();

  const numberOfQuotas = parseQuotas(quotasText, firstSize);
  // The spec's sentence says the platform's 2–20; a product sold in a narrower range says its own beside it.
  const ownRange = sizes.min > MIN_QUOTAS || sizes.max < MAX_QUOTAS ? `. ${groupMessages.groupSizeOutOfRange(sizes.min, sizes.max)}` : '';
  const quotasError = numberOfQuotas < MIN_QUOTAS || numberOfQuotas > MAX_QUOTAS ? `${groupMessages.quotasRange}${ownRange}`
    : numberOfQuotas < sizes.min || numberOfQuotas > sizes.max ? groupMessages.groupSizeOutOfRange(sizes.min, sizes.max) : undefined;
  const priceCents = centsFromReais(product.price);
  const plan = useMemo(
    () => planQuotas(priceCents, quotasError ? firstSize : numberOfQuotas),
    [priceCents, numberOfQuotas, quotasError, firstSize],
  );
  const names = useMemo(() => (organizerEntry ? [organizerEntry, ...others] : others), [organizerEntry, others]);
  const errors = showOrganizerErrors ? organizerErrors(organizer) : {};

  // The organizer joins the list by themself, 300 ms after their name has 2 characters, and the
  // first entry follows later edits of the name.
  useEffect(() => {
    const name = cleanName(organizer.name);
    if (name.length < MIN_ORGANIZER_NAME) return;
    const timer = window.setTimeout(() => setOrganizerEntry(name), ORGANIZER_AUTO_ADD_MS);
    return () => window.clearTimeout(timer);
  }, [organizer.name]);

  // Keep the sheet as typed for a reload or a return; once the group exists there is nothing to keep.
  useEffect(() => {
    if (created) return;
    const pristine = step === 0 && !organizer.name && !organizer.email && !organizer.whatsapp && others.length === 0;
    if (pristine) creationDraft(product.id).clear();
    else creationDraft(product.id).save({ open, step, ...organizer, quotasText, organizerEntry, others });
  }, [created, open, step, organizer, quotasText, organizerEntry, others, product.id]);

  // Move focus to the new step's heading so screen readers announce it and keyboards start there.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const reset = () => {
    setStep(0);
    setOrganizer(emptyOrganizer);
    setShowOrganizerErrors(false);
    setQuotasText(String(firstSize));
    setOrganizerEntry(null);
    setOthers([]);
    setCreated(null);
  };

  const handleOpenChange = (next: boolean) => {
    // After a group was made, closing starts the next one from scratch.
    if (!next && created) reset();
    onOpenChange(next);
  };

  const goFromOrganizer = () => {
    setShowOrganizerErrors(true);
    // The spec's summary when a field is empty; each field says its own beside it.
    const problem = contactProblem(organizer, organizerErrors(organizer));
    if (problem) {
      toast.error(problem);
      return;
    }
    // The name may have been typed a moment ago: do not wait for the pause to list the organizer.
    setOrganizerEntry(cleanName(organizer.name));
    setStep(1);
  };

  const goFromSplit = () => {
    if (quotasError) {
      toast.error(quotasError);
      return;
    }
    setQuotasText(String(numberOfQuotas));
    setStep(2);
  };

  const addName = (raw: string): boolean => {
    const name = cleanName(raw);
    if (!name) {
      toast.error(inviteListMessages.emptyName);
      return false;
    }
    if (isNameTooLong(name)) {
      toast.error(nameTooLongMessage);
      return false;
    }
    if (names.some((existing) => nameKey(existing) === nameKey(name))) {
      toast.error(inviteListMessages.duplicate);
      return false;
    }
    if (names.length >= numberOfQuotas) {
      toast.error(inviteListMessages.tooMany(names.length, numberOfQuotas));
      return false;
    }
    setOthers((list) => [...list, name]);
    toast.success(`${name} adicionado à lista`);
    return true;
  };

  const removeAt = (index: number) => {
    if (organizerEntry !== null && index === 0) {
      toast.error(groupMessages.organizerCannotBeRemoved);
      return;
    }
    const name = names[index];
    if (name === undefined) return;
    const othersIndex = organizerEntry !== null ? index - 1 : index;
    setOthers((list) => list.filter((_, i) => i !== othersIndex));
    toast.success(`${name} removido da lista`);
  };

  const generate = () => {
    const organizerProblem = contactProblem(organizer, organizerErrors(organizer));
    if (organizerProblem) {
      setShowOrganizerErrors(true);
      setStep(0);
      toast.error(organizerProblem);
      return;
    }
    const listProblem = validateInviteList({ names, numberOfQuotas, organizerName: organizer.name });
    if (listProblem) {
      toast.error(listProblem);
      return;
    }
    const profile = { name: cleanName(organizer.name), email: organizer.email.trim(), whatsapp: phoneDigits(organizer.whatsapp) };
    createGroup.mutate({
      product_id: product.id,
      number_of_quotas: numberOfQuotas,
      creator_name: profile.name,
      creator_email: profile.email,
      creator_whatsapp: profile.whatsapp,
      invited_participants: names,
    }, {
      onSuccess: (response) => {
        saveOrganizerToken(response.link_id, response.organizer_token);
        saveOrganizerProfile(response.link_id, profile);
        creationDraft(product.id).clear();
        toast.success('Link gerado com sucesso!');
        setCreated(response);
        onCreated?.(response.group);
      },
      onError: (error) => toast.error(errorMessage(error, 'Erro ao criar grupo')),
    });
  };

  const missing = names.length < numberOfQuotas;
  const tooMany = names.length > numberOfQuotas;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      {created ? (
        <DialogContent title="Link do grupo gerado!" description={`Compartilhe com as ${created.group.number_of_quotas} pessoas do grupo: cada uma paga ${formatReais(created.group.quota_value)}.`}>
          <LinkGenerated group={created.group} />
          {storeReturnUrl ? (
            <Button asChild variant="secondary" size="lg" className="w-full">
              <a href={returnWithGroup(storeReturnUrl, groupLink(created.group.link_id))}>
                <Store className="h-4 w-4" aria-hidden="true" />
                Voltar para a loja
              </a>
            </Button>
          ) : null}
        </DialogContent>
      ) : (
        <DialogContent title="Comprar em Grupo" description={`${product.name} · ${formatReais(product.price)}`}>
          <form className="flex flex-col gap-5" noValidate onSubmit={(e) => {
            e.preventDefault();
            if (step === 0) goFromOrganizer();
            else if (step === 1) goFromSplit();
            else generate();
          }}>
            <Steps steps={STEPS} current={step} />
            <h3 ref={stepHeading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
              {step === 0 ? '1. Seus dados (quem organiza)' : step === 1 ? '2. Divisão do valor' : '3. Quem vai participar'}
            </h3>

            {step === 0 ? (
              <div className="flex flex-col gap-4">
                <ContactFields idPrefix="organizer" labels={{ name: 'Seu nome *', email: 'Seu e-mail *', whatsapp: 'Seu WhatsApp *' }}
                  value={organizer} errors={errors} onChange={setOrganizer} namePlaceholder="Como seus amigos te chamam"
                  whatsappHint="Com DDD. Os participantes podem falar com você por ele." />
              </div>
            ) : null}
            {step === 1 ? (
              <SplitStep quotasText={quotasText} error={quotasError} plan={plan} sizes={sizes} onQuotasTextChange={setQuotasText}
                onQuotasBlur={() => { if (!quotasError) setQuotasText(String(numberOfQuotas)); }} />
            ) : null}
            {step === 2 ? (
              <ParticipantsStep names={names} organizerFirst={organizerEntry !== null} numberOfQuotas={numberOfQuotas}
                onAdd={addName} onRemove={removeAt} />
            ) : null}

            <LegalNotice />
            <div className="flex gap-2">
              {step > 0 ? (
                <Button variant="secondary" onClick={() => setStep(step - 1)} className="shrink-0">
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                  Voltar
                </Button>
              ) : null}
              {step < 2 ? (
                <Button type="submit" className='flex-1'>
                  Continuar
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Button>
              ) : (
                // Its messages ('Adicione todos os 3 participantes') take two lines on a phone: the button grows with them.
                <Button type="submit" className='h-auto min-h-11 min-w-0 flex-1 py-2 leading-tight' disabled={missing || tooMany || createGroup.isPending}>
                  <Link2 className="h-4 w-4" aria-hidden="true" />
                  {createGroup.isPending ? 'Gerando link…'
                    : missing ? inviteListMessages.missing(numberOfQuotas)
                      : tooMany ? inviteListMessages.tooMany(names.length, numberOfQuotas)
                        : 'Gerar Link do Grupo'}
                </Button>
              )}
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
