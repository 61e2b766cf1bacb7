import { storedText, tabDraft } from '../../../lib/tab-draft.ts';

/**
 * The group-creation sheet as typed (the step, the organizer's name, e-mail and WhatsApp, the number of
 * quotas, the names listed), kept per product in this tab's sessionStorage so a reload or a return to
 * the product page keeps it; cleared once the group is created. Nothing secret is typed there: the
 * organizer's management key only exists after creation and is kept elsewhere (organizer-tokens.ts).
 */
interface CreationDraft {
  /** Whether the sheet was open: a reload opens it again where it was. */
  open: boolean;
  step: number;
  name: string;
  email: string;
  whatsapp: string;
  quotasText: string;
  /** The organizer's entry at the top of the list, once it joined. */
  organizerEntry: string | null;
  /** The other names, in order. */
  others: string[];
}

const LAST_STEP = 2;

export const creationDraft = (productId: number) => tabDraft<CreationDraft>(`juntai:creation-draft:${productId}`, (stored) => ({
  open: stored.open === true,
  step: typeof stored.step === 'number' && Number.isInteger(stored.step) ? Math.min(Math.max(stored.step, 0), LAST_STEP) : 0,
  name: storedText(stored.name), email: storedText(stored.email), whatsapp: storedText(stored.whatsapp),
  quotasText: storedText(stored.quotasText),
  organizerEntry: typeof stored.organizerEntry === 'string' ? stored.organizerEntry : null,
  others: Array.isArray(stored.others) ? stored.others.filter((name): name is string => typeof name === 'string') : [],
}));
