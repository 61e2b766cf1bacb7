import { describe, expect, it } from 'vitest';
import {
  dueReminder, hasReminder, REMINDER_MOMENTS, reminderAt, reminderDeadlines, reminderWindow,
} from './reminders.ts';

const HOUR = 3_600_000;
const deadline = new Date('2026-11-24T15:00:00Z');
const at = (hoursBefore: number) => new Date(deadline.getTime() - hoursBefore * HOUR);
const twoDayGroup = { status: 'active' as const, createdAt: at(48), expiresAt: deadline };

describe('reminders before the deadline', () => {
  it('opens each window at its moment and closes it when half its lead is left', () => {
    expect(reminderWindow('24h', deadline)).toEqual({ opens: at(24), closes: at(12) });
    expect(reminderWindow('2h', deadline)).toEqual({ opens: at(2), closes: at(1) });
  });

  it('finds the moment whose window holds now, and none outside them', () => {
    expect(reminderAt(deadline, new Date(at(24).getTime() - 1))).toBeNull();
    expect(reminderAt(deadline, at(24))).toBe('24h');
    expect(reminderAt(deadline, new Date(at(12).getTime() - 1))).toBe('24h');
    expect(reminderAt(deadline, at(12))).toBeNull();
    expect(reminderAt(deadline, at(2))).toBe('2h');
    expect(reminderAt(deadline, at(1))).toBeNull();
    expect(reminderAt(deadline, deadline)).toBeNull();
  });

  it('never lets two windows overlap', () => {
    for (let minutes = 0; minutes <= 30 * 60; minutes += 1) {
      const now = new Date(deadline.getTime() - minutes * 60_000);
      const holding = REMINDER_MOMENTS.filter((m) => {
        const { opens, closes } = reminderWindow(m, deadline);
        return opens <= now && now < closes;
      });
      expect(holding.length).toBeLessThanOrEqual(1);
    }
  });

  it('states the same rule as a range of deadlines for a query', () => {
    const now = at(20);
    const { after, upTo } = reminderDeadlines('24h', now);
    expect(after).toEqual(new Date(now.getTime() + 12 * HOUR));
    expect(upTo).toEqual(new Date(now.getTime() + 24 * HOUR));
    // A deadline in the range has its 24 h window holding now, and the ends are the window's.
    expect(reminderAt(upTo, now)).toBe('24h');
    expect(reminderAt(after, now)).toBeNull();
  });

  it('gives a reminder only to a group open half a lead before its moment', () => {
    expect(hasReminder('24h', twoDayGroup)).toBe(true);
    expect(hasReminder('24h', { createdAt: at(36), expiresAt: deadline })).toBe(true);
    expect(hasReminder('24h', { createdAt: new Date(at(36).getTime() + 1), expiresAt: deadline })).toBe(false);
    // A one-day group: no 24 h reminder (it would follow the creation e-mail), a 2 h one.
    expect(hasReminder('24h', { createdAt: at(24), expiresAt: deadline })).toBe(false);
    expect(hasReminder('2h', { createdAt: at(24), expiresAt: deadline })).toBe(true);
    expect(hasReminder('2h', { createdAt: at(2.5), expiresAt: deadline })).toBe(false);
  });

  it('is due only for an active group before its deadline, in a window, with that reminder', () => {
    expect(dueReminder(twoDayGroup, at(23))).toBe('24h');
    expect(dueReminder(twoDayGroup, at(1.5))).toBe('2h');
    expect(dueReminder(twoDayGroup, at(6))).toBeNull();
    expect(dueReminder({ ...twoDayGroup, status: 'completed' }, at(23))).toBeNull();
    expect(dueReminder({ ...twoDayGroup, status: 'expired' }, at(1.5))).toBeNull();
    expect(dueReminder({ ...twoDayGroup, createdAt: at(30) }, at(23))).toBeNull();
    // Written as active but past its deadline: expired, whatever the window says.
    expect(dueReminder({ ...twoDayGroup, expiresAt: at(0) }, deadline)).toBeNull();
  });
});
