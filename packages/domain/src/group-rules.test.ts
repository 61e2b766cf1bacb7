import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canChangeInvitees, effectiveStatus, expiresAtFor, GROUP_EXPIRY_HOURS_DEFAULT, GROUP_STATUSES, groupLifetimeDays, isFinal, isGroupDue,
  progressPercentage, unpaidCount, validateInviteList,
} from './group-rules.ts';

const created = new Date('2026-01-10T12:00:00Z');

describe('expiry', () => {
  it('is 48 hours by default: 2 days', () => {
    expect(GROUP_EXPIRY_HOURS_DEFAULT).toBe(48);
    expect(expiresAtFor(created, GROUP_EXPIRY_HOURS_DEFAULT / 24).toISOString()).toBe('2026-01-12T12:00:00.000Z');
    expect(expiresAtFor(created, 7).toISOString()).toBe('2026-01-17T12:00:00.000Z');
    expect(expiresAtFor(created, 0.5).toISOString()).toBe('2026-01-11T00:00:00.000Z');
  });
  it('refuses zero, negative and non-finite days', () => {
    for (const days of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => expiresAtFor(created, days)).toThrow(RangeError);
  });
});

describe('isGroupDue', () => {
  const expiresAt = new Date('2026-01-12T12:00:00Z');
  it('is due from the instant of its expiry while still written as active', () => {
    expect(isGroupDue({ status: 'active', expiresAt }, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isGroupDue({ status: 'active', expiresAt }, expiresAt)).toBe(true);
    expect(isGroupDue({ status: 'active', expiresAt: '2026-01-12T12:00:00Z' }, new Date('2026-01-13T00:00:00Z'))).toBe(true);
  });
  it('is never due once final', () => {
    expect(isGroupDue({ status: 'completed', expiresAt }, new Date('2030-01-01'))).toBe(false);
    expect(isGroupDue({ status: 'expired', expiresAt }, new Date('2030-01-01'))).toBe(false);
  });
});

describe('effectiveStatus', () => {
  const expiresAt = new Date('2026-01-12T12:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('turns an active group past its expiry into expired, from the very instant', () => {
    expect(effectiveStatus({ status: 'active', expiresAt }, at('2026-01-12T11:59:59.999Z'))).toBe('active');
    expect(effectiveStatus({ status: 'active', expiresAt }, at('2026-01-12T12:00:00.000Z'))).toBe('expired');
    expect(effectiveStatus({ status: 'active', expiresAt: expiresAt.toISOString() }, at('2026-02-01T00:00:00Z'))).toBe('expired');
  });
  it('never changes a final status', () => {
    expect(effectiveStatus({ status: 'completed', expiresAt }, at('2030-01-01T00:00:00Z'))).toBe('completed');
    expect(effectiveStatus({ status: 'expired', expiresAt }, at('2020-01-01T00:00:00Z'))).toBe('expired');
  });
  it('final and editable statuses', () => {
    expect(GROUP_STATUSES.filter(isFinal)).toEqual(['completed', 'expired']);
    expect(GROUP_STATUSES.filter(canChangeInvitees)).toEqual(['active']);
  });
});

describe('counts', () => {
  it('unpaid quotas never go below zero', () => {
    expect(unpaidCount(5, 2)).toBe(3);
    expect(unpaidCount(5, 5)).toBe(0);
    expect(unpaidCount(5, 7)).toBe(0);
  });
  it('progress is a rounded percentage within 0–100', () => {
    expect(progressPercentage(1, 3)).toBe(33);
    expect(progressPercentage(2, 3)).toBe(67);
    expect(progressPercentage(3, 3)).toBe(100);
    expect(progressPercentage(4, 3)).toBe(100);
    expect(progressPercentage(0, 3)).toBe(0);
    expect(progressPercentage(-1, 3)).toBe(0);
    expect(progressPercentage(1, 0)).toBe(0);
    fc.assert(fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -5, max: 40 }), (paid, total) => {
      const p = progressPercentage(paid, total);
      expect(Number.isInteger(p) && p >= 0 && p <= 100).toBe(true);
    }));
  });
});

describe('validateInviteList', () => {
  const check = (names: string[], numberOfQuotas = 3, organizerName = 'Ana') => validateInviteList({ names, numberOfQuotas, organizerName });
  it('accepts exactly one name per quota with the organizer first', () => {
    expect(check(['Ana', 'Bruno', 'Carla'])).toBeNull();
    expect(check([' ana ', 'Bruno', 'Carla'])).toBeNull();
    expect(check(['Ána', 'Bruno'], 2, 'ana')).toBeNull();
  });
  it('refuses an empty name', () => {
    expect(check(['Ana', '  ', 'Carla'])).toBe('Digite um nome para adicionar');
  });
  it('refuses duplicates by name key (case, accents and spaces ignored)', () => {
    expect(check(['Ana', 'João Silva', 'joao  silva'])).toBe('Este nome já foi adicionado');
    expect(check(['Ana', 'ANA', 'Carla'])).toBe('Este nome já foi adicionado');
  });
  it('wants the organizer first', () => {
    expect(check(['Bruno', 'Ana', 'Carla'])).toBe('O organizador deve ser o primeiro da lista');
  });
  it('wants exactly numberOfQuotas names', () => {
    expect(check(['Ana', 'Bruno'])).toBe('Adicione todos os 3 participantes');
    expect(check([])).toBe('Adicione todos os 3 participantes');
    expect(check(['Ana', 'Bruno', 'Carla', 'Davi'])).toBe('Limite de 3 participantes atingido! (4/3)');
  });
  it('refuses names longer than 60 characters', () => {
    expect(check(['Ana', 'B'.repeat(61), 'Carla'])).toBe('O nome pode ter no máximo 60 caracteres');
    expect(check(['Ana', 'B'.repeat(60), 'Carla'])).toBeNull();
  });
  it('reports the first problem', () => {
    expect(check(['Bruno', ''])).toBe('Digite um nome para adicionar');
    expect(check(['Bruno', 'bruno'])).toBe('Este nome já foi adicionado');
  });
});

describe('groupLifetimeDays', () => {
  const FIVE_DAYS = 5 * 24 * 3_600_000;
  it('keeps the operator\'s days while a card authorisation outlives them by a day', () => {
    expect(groupLifetimeDays(2, FIVE_DAYS)).toBe(2);
    expect(groupLifetimeDays(4, FIVE_DAYS)).toBe(4);
  });
  it('caps a longer setting at the authorisation\'s life less a day (Mercado Pago: 7 days become 4)', () => {
    expect(groupLifetimeDays(7, FIVE_DAYS)).toBe(4);
    expect(groupLifetimeDays(30, 10 * 24 * 3_600_000)).toBe(9);
  });
});
