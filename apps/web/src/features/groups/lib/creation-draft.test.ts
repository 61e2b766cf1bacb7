import { beforeEach, describe, expect, it } from 'vitest';
import { clearCreationDraft, readCreationDraft, saveCreationDraft } from './creation-draft.ts';

describe('the creation sheet kept in this tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the creation sheet back with its step kept within the sheet', () => {
    saveCreationDraft(42, { open: true, step: 9, name: 'Bia', email: '', whatsapp: '', quotasText: '4', organizerEntry: null, others: ['Caio'] });
    expect(readCreationDraft(42)).toMatchObject({ open: true, step: 2, name: 'Bia', quotasText: '4', others: ['Caio'] });
    clearCreationDraft(42);
    expect(readCreationDraft(42)).toBeNull();
  });

  it('reads a corrupted value as no draft', () => {
    sessionStorage.setItem('juntai:creation-draft:42', '[');
    expect(readCreationDraft(42)).toBeNull();
  });
});
