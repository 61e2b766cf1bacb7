import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePix, PixElementType } from 'pix-utils';
import { cents } from './money.ts';
import {
  buildPixPayload, crc16ccitt, isValidPixPayload, isValidPixTxid, parsePixPayload, PixError, pixReceiverName, pixText, pixTxidFor,
  type PixChargeInput,
} from './pix.ts';

const base: PixChargeInput = {
  pixKey: 'pix@juntai.com.br',
  merchantName: 'Juntaí Pagamentos',
  merchantCity: 'São Paulo',
  amount: cents(12345),
  txid: 'JNT0001',
  description: 'Cota 1 de 3',
};

describe('crc16ccitt', () => {
  it('is CRC-16/CCITT-FALSE: the check value of "123456789" is 29B1', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    expect(crc16ccitt('')).toBe('FFFF');
  });
  it('matches the example of the BCB manual and the one of pix-utils', () => {
    // BCB, "Manual de Padrões para Iniciação do Pix", static BR Code example.
    const bcb = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(crc16ccitt(bcb.slice(0, -4))).toBe('1D3D');
    expect(isValidPixPayload(bcb)).toBe(true);
    const pixUtils = '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069';
    expect(crc16ccitt(pixUtils.slice(0, -4))).toBe('6069');
  });
  it('works on the UTF-8 bytes, 4 upper-case hex digits', () => {
    expect(crc16ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
    expect(crc16ccitt('ã')).not.toBe(crc16ccitt('a'));
  });
});

describe('buildPixPayload', () => {
  it('writes every field in order, the CRC last', () => {
    const payload = buildPixPayload(base);
    expect(payload).toBe(
      '000201' + '010212'
      + '2654' + '0014br.gov.bcb.pix' + '0117pix@juntai.com.br' + '0211Cota 1 de 3'
      + '52040000' + '5303986' + '5406123.45' + '5802BR' + '5917Juntai Pagamentos' + '6009Sao Paulo'
      + '6211' + '0507JNT0001'
      + '6304DD6E',
    );
    expect(crc16ccitt(payload.slice(0, -4))).toBe('DD6E');
  });
  it('writes amounts with two decimals', () => {
    const amountOf = (value: number) => /54(\d{2})([\d.]+)58/.exec(buildPixPayload({ ...base, amount: cents(value) }))?.[2];
    expect(amountOf(1)).toBe('0.01');
    expect(amountOf(100)).toBe('1.00');
    expect(amountOf(123456789)).toBe('1234567.89');
  });
  it('leaves out the description when none is given', () => {
    const payload = buildPixPayload({ ...base, description: undefined });
    expect(parsePixPayload(payload).description).toBeNull();
    expect(payload).toContain('26390014br.gov.bcb.pix0117pix@juntai.com.br52');
  });
  it('cuts the description so that field 26 stays within 99 characters', () => {
    const key = 'k'.repeat(60);
    const fields = parsePixPayload(buildPixPayload({ ...base, pixKey: key, description: 'x'.repeat(200) }));
    expect(fields.description).toBe('x'.repeat(99 - 22 - 60 - 4));
    const longest = parsePixPayload(buildPixPayload({ ...base, pixKey: 'k'.repeat(77), description: 'sem espaço' }));
    expect(longest.pixKey).toHaveLength(77);
    expect(longest.description).toBeNull();
  });
  it('refuses a zero, negative or fractional amount (pix-utils would accept a negative one)', () => {
    for (const amount of [0, -100, 10.5, Number.NaN]) {
      expect(() => buildPixPayload({ ...base, amount: amount as never })).toThrow(PixError);
    }
    expect(() => buildPixPayload({ ...base, amount: cents(0) })).toThrow('O valor do PIX deve ser maior que zero');
    expect(() => buildPixPayload({ ...base, amount: cents(10_000_000_000_00) })).toThrow('grande demais');
    expect(() => buildPixPayload({ ...base, amount: cents(9_999_999_999_99) })).not.toThrow();
  });
  it('refuses a txid with hyphens, spaces, accents, or out of 1–25 characters', () => {
    for (const txid of ['JNT-0001', 'JNT 0001', 'JNTÇ', '', '***', 'A'.repeat(26)]) {
      expect(() => buildPixPayload({ ...base, txid })).toThrow(/txid/);
    }
    expect(() => buildPixPayload({ ...base, txid: 'A'.repeat(25) })).not.toThrow();
  });
  it('refuses names over 25 and cities over 15 characters after removing accents', () => {
    expect(() => buildPixPayload({ ...base, merchantName: 'Á'.repeat(25) })).not.toThrow();
    expect(() => buildPixPayload({ ...base, merchantName: 'A'.repeat(26) })).toThrow('O nome do recebedor do PIX pode ter no máximo 25 caracteres');
    expect(() => buildPixPayload({ ...base, merchantCity: 'São José dos Campos' })).toThrow('A cidade do recebedor do PIX pode ter no máximo 15 caracteres');
    expect(() => buildPixPayload({ ...base, merchantName: '  ' })).toThrow('Informe o nome do recebedor do PIX');
    expect(() => buildPixPayload({ ...base, merchantCity: '🎉' })).toThrow('Informe a cidade do recebedor do PIX');
  });
  it('refuses an empty, too long or spaced key', () => {
    expect(() => buildPixPayload({ ...base, pixKey: ' ' })).toThrow('Informe a chave PIX');
    expect(() => buildPixPayload({ ...base, pixKey: 'k'.repeat(78) })).toThrow('no máximo 77');
    expect(() => buildPixPayload({ ...base, pixKey: 'a b@c.com' })).toThrow('caracteres inválidos');
  });
});

describe('pixText', () => {
  it('removes accents, keeps case and printable ASCII, collapses spaces, cuts to max', () => {
    expect(pixText('  São   João  ', 25)).toBe('Sao Joao');
    expect(pixText('Açaí & Cia 🎉', 25)).toBe('Acai & Cia');
    expect(pixText('Ærø Straße', 25)).toBe('AEro Strasse');
    expect(pixText('Florianópolis do Sul', 15)).toBe('Florianopolis d');
    expect(pixText('Rio de Janeiro X', 15)).toBe('Rio de Janeiro');
  });
});

describe('parsePixPayload / isValidPixPayload', () => {
  const payload = buildPixPayload(base);
  it('reads back what was built', () => {
    expect(parsePixPayload(payload)).toEqual({
      payloadFormat: '01', oneTime: true, pixKey: 'pix@juntai.com.br', url: null, description: 'Cota 1 de 3',
      merchantCategoryCode: '0000', currency: '986', amount: 12345, countryCode: 'BR',
      merchantName: 'Juntai Pagamentos', merchantCity: 'Sao Paulo', txid: 'JNT0001', crc: 'DD6E',
    });
  });
  it('refuses a changed character, a wrong CRC, a cut payload and garbage', () => {
    expect(isValidPixPayload(payload)).toBe(true);
    expect(isValidPixPayload(payload.replace('123.45', '923.45'))).toBe(false);
    expect(isValidPixPayload(payload.slice(0, -4) + '0000')).toBe(false);
    expect(isValidPixPayload(payload.slice(0, -1))).toBe(false);
    expect(isValidPixPayload('')).toBe(false);
    expect(isValidPixPayload('hello world')).toBe(false);
    expect(() => parsePixPayload(payload.slice(0, -4) + '0000')).toThrow('Código PIX com CRC inválido');
  });
  it('refuses a code without a PIX account or a mandatory field, even with a right CRC', () => {
    const withCrc = (body: string) => body + '6304' + crc16ccitt(body + '6304');
    expect(isValidPixPayload(withCrc('000201' + '52040000530398654041.005802BR5901A6001B'))).toBe(false);
    expect(isValidPixPayload(withCrc('000201' + '26180014br.gov.bcb.pix' + '52040000530398654041.005802BR5901A6001B'))).toBe(false);
    expect(isValidPixPayload(withCrc('000201' + '26250014br.gov.bcb.pix0103abc' + '520400005303986' + '5802BR5901A'))).toBe(false);
    expect(isValidPixPayload(withCrc('000201' + '26250014br.gov.bcb.pix0103abc' + '520400005303986' + '5802BR5901A6001B'))).toBe(true);
  });
});

describe('pixTxidFor', () => {
  it('is the prefix plus base-36 of the random bytes, 25 upper-case alphanumerics', () => {
    const txid = pixTxidFor('jnt', new Uint8Array(16).fill(255));
    expect(txid).toMatch(/^JNT[0-9A-Z]{22}$/);
    expect(pixTxidFor('', new Uint8Array(16))).toBe('0'.repeat(25));
    expect(isValidPixTxid(txid)).toBe(true);
  });
  it('differs for different random bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.uint8Array({ minLength: 16, maxLength: 16 }), (a, b) => {
      fc.pre(a.join() !== b.join());
      expect(pixTxidFor('JNT', a)).not.toBe(pixTxidFor('JNT', b));
    }));
  });
  it('refuses a bad prefix and fewer than 16 random bytes', () => {
    expect(() => pixTxidFor('JN-T', new Uint8Array(16))).toThrow(PixError);
    expect(() => pixTxidFor('TOOLONG', new Uint8Array(16))).toThrow(PixError);
    expect(() => pixTxidFor('JNT', new Uint8Array(15))).toThrow(PixError);
    expect(() => pixTxidFor('JNT', [256, ...new Array(15).fill(0)])).toThrow(PixError);
  });
});

// Independent check: pix-utils' parser reads our payloads as we meant them.
const printable = fc.string({ unit: fc.constantFrom(...'abcdeABCDE xyzXYZ0123456789.&-áéíóúãõçÁÉÇ'.split('')) });
const pixKey = fc.oneof(
  fc.stringMatching(/^\d{11}$/), // CPF
  fc.stringMatching(/^\d{14}$/), // CNPJ
  fc.stringMatching(/^\+55\d{11}$/), // phone
  fc.uuid(), // random key (EVP)
  fc.emailAddress().filter((e) => e.length <= 77),
);
const charge = fc.record({
  pixKey,
  merchantName: printable.map((s) => `L${s}`.slice(0, 25)),
  merchantCity: printable.map((s) => `C${s}`.slice(0, 15)),
  amount: fc.integer({ min: 1, max: 9_999_999_999_99 }).map(cents),
  txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
  description: fc.option(printable, { nil: undefined }),
});

describe('property: pix-utils decodes what we build', () => {
  it('to the same key, amount, txid, name and city, with a valid CRC', () => {
    fc.assert(fc.property(charge, (input) => {
      const payload = buildPixPayload(input);
      const theirs = parsePix(payload);
      if ('error' in theirs) throw new Error(`pix-utils: ${theirs.message} — ${payload}`);
      expect(theirs.type).toBe(PixElementType.STATIC);
      if (theirs.type !== PixElementType.STATIC) return;
      expect(theirs.pixKey).toBe(input.pixKey);
      expect(Math.round((theirs.transactionAmount ?? 0) * 100)).toBe(input.amount);
      expect(theirs.txid).toBe(input.txid);
      expect(theirs.merchantName).toBe(pixText(input.merchantName, 25));
      expect(theirs.merchantCity).toBe(pixText(input.merchantCity, 15));
      expect(theirs.transactionCurrency).toBe('986');
      expect(theirs.countryCode).toBe('BR');

      const ours = parsePixPayload(payload);
      expect(ours.amount).toBe(input.amount);
      expect(ours.pixKey).toBe(input.pixKey);
      expect(ours.txid).toBe(input.txid);
      expect(ours.oneTime).toBe(true);
      expect(payload).toMatch(/^[\x20-\x7e]+$/);
      const account = /26(\d{2})/.exec(payload.slice(12, 16));
      expect(Number(account?.[1])).toBeLessThanOrEqual(99);
    }), { numRuns: 300 });
  });
  it('and a changed character breaks the CRC for both parsers', () => {
    fc.assert(fc.property(charge, fc.nat(), (input, at) => {
      const payload = buildPixPayload(input);
      const i = at % (payload.length - 8); // a character before field 63
      const swapped = payload[i] === '7' ? '8' : '7';
      const tampered = payload.slice(0, i) + swapped + payload.slice(i + 1);
      expect(isValidPixPayload(tampered)).toBe(false);
      expect('error' in parsePix(tampered)).toBe(true);
    }), { numRuns: 200 });
  });
});

describe('pixReceiverName', () => {
  it("reads the receiver's name the bank shows from the code, and nothing from a code it cannot read", () => {
    expect(pixReceiverName(buildPixPayload(base))).toBe('Juntai Pagamentos');
    expect(pixReceiverName('not a pix code')).toBeNull();
  });
});
