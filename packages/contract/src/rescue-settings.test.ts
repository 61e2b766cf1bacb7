import { describe, expect, it } from 'vitest';
import { globalSettingValueSchemas, updateGlobalSettingsRequestSchema } from './global-settings.ts';
import { extendGroupRequestSchema } from './groups.ts';

describe('the deadline extension settings and request (ADR 0031)', () => {
  it('takes a whole percentage from 50 to 100 and from 1 to 72 hours', () => {
    expect(globalSettingValueSchemas.rescue_min_paid_percent.parse('75')).toBe(75);
    expect(globalSettingValueSchemas.rescue_max_extension_hours.parse(72)).toBe(72);
    for (const bad of [49, 101, 75.5, 'muito']) expect(globalSettingValueSchemas.rescue_min_paid_percent.safeParse(bad).success).toBe(false);
    for (const bad of [0, 73, 1.5]) expect(globalSettingValueSchemas.rescue_max_extension_hours.safeParse(bad).success).toBe(false);
    const refused = updateGlobalSettingsRequestSchema.safeParse({ settings: { rescue_max_extension_hours: 120 } });
    expect(refused.error?.issues[0]?.message).toBe('Prorrogação máxima inválida: use um número inteiro de 1 a 72 horas');
  });

  it('asks for whole hours from 1 to 72', () => {
    expect(extendGroupRequestSchema.parse({ hours: 24 })).toEqual({ hours: 24 });
    for (const hours of [0, 73, 2.5, '24']) expect(extendGroupRequestSchema.safeParse({ hours }).success).toBe(false);
  });
});
