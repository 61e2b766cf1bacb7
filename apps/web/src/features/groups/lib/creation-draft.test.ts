import { beforeEach, describe, expect, it } from 'vitest';
import { creationDraft } from './creation-draft.ts';

describe('the creation sheet kept in this tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the creation sheet back with its step kept within the sheet', () => {
    creationDraft(42).save({ open: true, step: 9, name: 'Bia', email: '', whatsapp: '', quotasText: '4', organizerEntry: null, others: ['Caio'] });
    expect(creationDraft(42).read()).toMatchObject({ open: true, step: 2, name: 'Bia', quotasText: '4', others: ['Caio'] });
    creationDraft(42).clear();
    expect(creationDraft(42).read()).toBeNull();
  });

  it('reads a corrupted value as no draft', () => {
    sessionStorage.setItem('juntai:creation-draft:42', '[');
    expect(creationDraft(42).read()).toBeNull();
  });
});
