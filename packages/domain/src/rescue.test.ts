import { describe, expect, it } from 'vitest';
import { rescueKind } from './rescue.ts';

describe('rescueKind', () => {
  const none = { coveredByOrganizer: false, extended: false, reminded: false };

  it('is no rescue when the group completed on its own', () => {
    expect(rescueKind(none)).toBeNull();
  });

  it('names the one act that rescued it, the organizer\'s own first', () => {
    expect(rescueKind({ ...none, reminded: true })).toBe('reminder');
    expect(rescueKind({ ...none, reminded: true, extended: true })).toBe('extension');
    expect(rescueKind({ coveredByOrganizer: true, extended: true, reminded: true })).toBe('organizer');
  });
});
