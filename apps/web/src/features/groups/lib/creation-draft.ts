/**
 * The group-creation sheet as typed (the step, the organizer's name, e-mail and WhatsApp, the number of
 * quotas, the names listed), kept per product in this tab's sessionStorage so a reload or a return to
 * the product page keeps it; cleared once the group is created. Nothing secret is typed there: the
 * organizer's management key only exists after creation and is kept elsewhere (organizer-tokens.ts).
 */
export interface CreationDraft {
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

const keyFor = (productId: number) => `juntai:creation-draft:${productId}`;
const LAST_STEP = 2;

export function readCreationDraft(productId: number): CreationDraft | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(keyFor(productId)) ?? 'null') as Partial<CreationDraft> | null;
    if (!value || typeof value !== 'object') return null;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    const step = typeof value.step === 'number' && Number.isInteger(value.step) ? Math.min(Math.max(value.step, 0), LAST_STEP) : 0;
    return {
      open: value.open === true,
      step,
      name: text(value.name), email: text(value.email), whatsapp: text(value.whatsapp),
      quotasText: text(value.quotasText),
      organizerEntry: typeof value.organizerEntry === 'string' ? value.organizerEntry : null,
      others: Array.isArray(value.others) ? value.others.filter((name): name is string => typeof name === 'string') : [],
    };
  } catch {
    // Storage disabled or a corrupted value: start empty.
    return null;
  }
}

export function saveCreationDraft(productId: number, draft: CreationDraft): void {
  try {
    window.sessionStorage.setItem(keyFor(productId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the sheet still works, it is just not kept.
  }
}

export function clearCreationDraft(productId: number): void {
  try {
    window.sessionStorage.removeItem(keyFor(productId));
  } catch {
    // nothing kept
  }
}
