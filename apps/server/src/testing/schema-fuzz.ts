import type { JsonSchema } from './openapi-operations.ts';

/** A small seeded PRNG (mulberry32): the same seed gives the same requests, so a failure reproduces. */
export class Random {
  #state: number;
  constructor(seed: number) { this.#state = seed >>> 0; }
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(below: number): number { return Math.floor(this.next() * below); }
  chance(p: number): boolean { return this.next() < p; }
  pick<T>(items: readonly T[]): T { return items[this.int(items.length)]!; }
}

/** Strings a careless server trips on: injection, markup, odd unicode, control characters, sizes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\t\n', "' OR 1=1 --", "'; DROP TABLE users; --", '" onmouseover="alert(1)', '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>', '{{7*7}}', '${7*7}', '../../../../etc/passwd', '%00', '\u0000', 'a\u0000b', '\uFEFFbom',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎉🍕 ação', 'ﷺ‮ RTL', '\uD800', 'null', 'undefined', 'NaN', '-1', '0', '1e309', '0x1F', '९९', '１２３',
  '2026-13-45', 'https://evil.example/x', 'javascript:alert(1)', 'x'.repeat(10_000), 'ã'.repeat(70_000), '\\', '/', '%', '#',
  'jk_live_' + 'A'.repeat(40),
];

/** Values of every JSON type, and the shapes that break naive code (huge, negative, fractional, nested). */
export const HOSTILE_VALUES: readonly unknown[] = [
  null, true, false, 0, -1, -0.01, 1.5, 1e308, -1e308, 2 ** 53 + 1, 99_999_999_999, 2_147_483_648, '2147483648', [], [null], ['a', 1], {}, { $ne: null },
  { __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }, JSON.parse('{"__proto__":{"polluted":true}}'),
  Array.from({ length: 2_000 }, (_, i) => i), deepObject(40), ...HOSTILE_STRINGS,
];

function deepObject(depth: number): unknown {
  let value: unknown = 'fundo';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Valid-looking strings; one that fits the schema's pattern and lengths is chosen. */
const PLAIN_STRINGS: readonly string[] = [
  'Ana Souza', 'Convidado 1', 'abc', 'sku-1', 'loja-beta', 'default', '#12ab34', 'https://imagens.example/produto.png',
  'fulana@example.com', '11912345678', '2147483648', '99999999999', '(11) 98765-4321', '2026-11', 'total', 'pix', 'card', 'ativo', '1', '42', '123456',
  'A'.repeat(16), 'abcdefghij_ABCDEFGHIJ-0123456789abcdefghijklm', 'texto qualquer com acentuação',
];

function fitsString(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value the schema would likely accept: the right type, within its bounds. */
export function validValue(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema) return 'qualquer';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return validValue(random.pick(alternatives), random, depth);
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], random, depth);
  switch (typeOf(schema)) {
    case 'string': {
      const fitting = PLAIN_STRINGS.filter((s) => fitsString(schema, s));
      if (fitting.length > 0) return random.pick(fitting);
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 1000) : min + 1000;
      const n = min + random.next() * (max - min);
      const value = typeOf(schema) === 'integer' ? Math.round(n) : Math.round(n * 100) / 100;
      return schema.exclusiveMinimum === true && value === min ? value + 1 : value;
    }
    case 'boolean': return random.chance(0.5);
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 1 + random.int(3)));
      return Array.from({ length: count }, () => validValue(schema.items, random, depth + 1));
    }
    case 'object': {
      if (depth > 5) return {};
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || random.chance(0.6)) out[name] = validValue(property, random, depth + 1);
      }
      return out;
    }
    default: return null;
  }
}

export type FuzzMode = 'valid' | 'mutated' | 'hostile';

/**
 * A body for the schema: valid-looking; valid but for one change (a field dropped, a field added, a
 * field of the wrong type or a hostile value); or hostile as a whole.
 */
export function fuzzBody(schema: JsonSchema | undefined, random: Random, mode: FuzzMode): unknown {
  if (mode === 'hostile' || !schema) return random.pick(HOSTILE_VALUES);
  const body = validValue(schema, random);
  if (mode === 'valid' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = Object.keys(schema.properties ?? {});
  const out = { ...(body as Record<string, unknown>) };
  const change = random.int(4);
  if (change === 0 && fields.length > 0) delete out[random.pick(fields)];
  else if (change === 1) out[random.pick(['is_admin', 'store_id', 'role', 'id', 'status', 'price_cents', '__proto__'])] = random.pick(HOSTILE_VALUES);
  else if (fields.length > 0) out[random.pick(fields)] = random.pick(HOSTILE_VALUES);
  return out;
}

/** A path or query value: usually one the schema accepts, else a hostile string or number. */
export function fuzzScalar(schema: JsonSchema | undefined, random: Random, mode: FuzzMode): string {
  if (mode === 'valid' || (mode === 'mutated' && random.chance(0.5))) {
    const value = validValue(schema, random);
    return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  }
  const value = random.pick(HOSTILE_VALUES);
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}
