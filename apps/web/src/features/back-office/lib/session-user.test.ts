import { beforeEach, describe, expect, it } from 'vitest';
import { readStorage } from '../../../lib/browser-storage.ts';
import { clearSessionUser, parseSessionUser, roleLabel, saveSessionUser, SESSION_USER_KEY } from './session-user.ts';

describe('super_admin_user', () => {
  beforeEach(() => localStorage.clear());

  it('keeps only the name and the role, never a token', () => {
    saveSessionUser({ name: 'Ana Operadora', role: 'super_admin', token: 'segredo' } as never);
    expect(JSON.parse(localStorage.getItem(SESSION_USER_KEY) ?? '')).toEqual({ name: 'Ana Operadora', role: 'super_admin' });
    expect(parseSessionUser(readStorage(SESSION_USER_KEY))).toEqual({ name: 'Ana Operadora', role: 'super_admin' });
    expect(localStorage.getItem('super_admin_token')).toBeNull();
  });

  it('reads a missing, broken or nameless value as no user', () => {
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser('{')).toBeNull();
    expect(parseSessionUser('"texto"')).toBeNull();
    expect(parseSessionUser(JSON.stringify({ role: 'super_admin' }))).toBeNull();
    expect(parseSessionUser(JSON.stringify({ name: 'Ana' }))).toEqual({ name: 'Ana', role: '' });
  });

  it('is forgotten on clear', () => {
    saveSessionUser({ name: 'Ana', role: 'super_admin' });
    clearSessionUser();
    expect(parseSessionUser(readStorage(SESSION_USER_KEY))).toBeNull();
  });
});

describe('roleLabel', () => {
  it('says Super Administrador for the operator role and as the fallback', () => {
    expect(roleLabel('super_admin')).toBe('Super Administrador');
    expect(roleLabel('')).toBe('Super Administrador');
    expect(roleLabel(undefined)).toBe('Super Administrador');
    expect(roleLabel('outro')).toBe('Super Administrador');
  });
});
