import { cents, type Cents } from './money.ts';

/**
 * PIX BR Code ("copia e cola", the text inside the QR code) for a charge of a fixed amount: EMV
 * fields as ID (2 digits) + length (2 digits) + value, closed by a CRC16 (BCB's "Manual de Padrões
 * para Iniciação do Pix"). We build and check it ourselves; `pix-utils` only checks us in tests,
 * because it accepts what we must refuse (a negative amount, a txid with hyphens).
 *
 * Everything we write is printable ASCII, so lengths in characters and in bytes are the same.
 */

export class PixError extends Error {
  override name = 'PixError';
}

export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_MAX_KEY_LENGTH = 77;
export const PIX_MAX_MERCHANT_NAME_LENGTH = 25;
export const PIX_MAX_MERCHANT_CITY_LENGTH = 15;
export const PIX_MAX_TXID_LENGTH = 25;
/** An EMV value has a two-digit length: 99 characters at most. */
const MAX_FIELD_LENGTH = 99;
/** Field 54 holds at most 13 characters ("9999999999.99"). */
const MAX_AMOUNT_LENGTH = 13;

const TXID = /^[A-Za-z0-9]{1,25}$/;

const LOOKALIKES: Record<string, string> = {
  'æ': 'ae', 'Æ': 'AE', 'œ': 'oe', 'Œ': 'OE', 'ß': 'ss', 'ø': 'o', 'Ø': 'O', 'đ': 'd', 'Đ': 'D', 'ł': 'l', 'Ł': 'L',
  '‘': "'", '’': "'", '´': "'", '“': '"', '”': '"', '–': '-', '—': '-',
};

/** Accents removed, spaces collapsed, anything outside printable ASCII dropped, trimmed (case kept). */
function asciiText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (ch) => LOOKALIKES[ch] ?? (/\s/.test(ch) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A text made fit for a BR Code field: accents removed ("São Paulo" → "Sao Paulo"), only printable
 * ASCII kept, spaces collapsed, cut to `max` characters. Use it to prepare a store's name (25) and
 * city (15): `buildPixPayload` refuses longer ones instead of cutting them silently.
 */
export function pixText(value: string, max: number): string {
  return asciiText(value).slice(0, Math.max(0, max)).trimEnd();
}

/** One EMV field: ID, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > MAX_FIELD_LENGTH) throw new PixError(`Campo ${id} do PIX passa de ${MAX_FIELD_LENGTH} caracteres`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Centavos as the BR Code writes them: "123.45". */
function amountText(amount: Cents): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

function toUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    let cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd; // a lone surrogate, as TextEncoder does
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of toUtf8(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface PixChargeInput {
  /** The receiver's PIX key: CPF, CNPJ, e-mail, phone (+55…) or random key (EVP). */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  amount: Cents;
  /** Identifies this charge when the payment comes back: 1–25 letters or digits. */
  txid: string;
  /** Shown to the payer by some banks; cut to what fits in field 26 (dropped if nothing fits). */
  description?: string | null;
}

function checkedText(value: string, max: number, label: 'nome' | 'cidade'): string {
  const text = asciiText(value);
  const what = label === 'nome' ? 'o nome do recebedor' : 'a cidade do recebedor';
  if (text === '') throw new PixError(`Informe ${what} do PIX`);
  if (text.length > max) {
    throw new PixError(`${label === 'nome' ? 'O nome' : 'A cidade'} do recebedor do PIX pode ter no máximo ${max} caracteres`);
  }
  return text;
}

/**
 * The BR Code of a one-time static charge: 00 format "01", 01 "12" (single use), 26 merchant account
 * (00 GUI, 01 key, 02 description), 52 "0000", 53 "986" (BRL), 54 amount, 58 "BR", 59 name, 60 city,
 * 62 additional data (05 txid), 63 CRC over everything before it, "6304" included.
 * Throws PixError (Portuguese message) on an amount that is not a positive whole number of centavos,
 * a txid that is not 1–25 letters or digits, or a key, name or city that is empty or too long.
 */
export function buildPixPayload(input: PixChargeInput): string {
  const key = input.pixKey.trim();
  if (key === '') throw new PixError('Informe a chave PIX');
  if (key.length > PIX_MAX_KEY_LENGTH) throw new PixError(`A chave PIX pode ter no máximo ${PIX_MAX_KEY_LENGTH} caracteres`);
  if (!/^[\x21-\x7e]+$/.test(key)) throw new PixError('A chave PIX contém caracteres inválidos');

  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new PixError('O valor do PIX deve ser maior que zero, em centavos inteiros');
  }
  const amount = amountText(input.amount);
  if (amount.length > MAX_AMOUNT_LENGTH) throw new PixError('O valor do PIX é grande demais');

  if (!TXID.test(input.txid)) {
    throw new PixError(`O identificador (txid) do PIX deve ter de 1 a ${PIX_MAX_TXID_LENGTH} letras ou números, sem hífens, espaços ou acentos`);
  }
  const name = checkedText(input.merchantName, PIX_MAX_MERCHANT_NAME_LENGTH, 'nome');
  const city = checkedText(input.merchantCity, PIX_MAX_MERCHANT_CITY_LENGTH, 'cidade');

  let account = field('00', PIX_GUI) + field('01', key);
  const room = MAX_FIELD_LENGTH - account.length - 4; // 4 = ID and length of sub-field 02
  const description = pixText(input.description ?? '', room);
  if (description !== '') account += field('02', description);

  const payload = field('00', '01') + field('01', '12') + field('26', account) + field('52', '0000') + field('53', '986')
    + field('54', amount) + field('58', 'BR') + field('59', name) + field('60', city) + field('62', field('05', input.txid))
    + '6304';
  return payload + crc16ccitt(payload);
}

interface TlvField {
  id: string;
  value: string;
}

function parseTlv(text: string): TlvField[] {
  const fields: TlvField[] = [];
  const seen = new Set<string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) throw new PixError('Código PIX malformado');
    const value = text.slice(at + 4, at + 4 + Number(length));
    if (value.length !== Number(length) || value.length === 0) throw new PixError('Código PIX malformado');
    if (seen.has(id)) throw new PixError(`Código PIX com o campo ${id} repetido`);
    seen.add(id);
    fields.push({ id, value });
    at += 4 + value.length;
  }
  return fields;
}

export interface PixPayloadFields {
  payloadFormat: string;
  /** True when field 01 is "12": the code may be paid once only. */
  oneTime: boolean;
  /** The key of a static code; null in a dynamic one (which has `url` instead). */
  pixKey: string | null;
  url: string | null;
  description: string | null;
  merchantCategoryCode: string;
  currency: string;
  /** Null when the code leaves the amount to the payer. */
  amount: Cents | null;
  countryCode: string;
  merchantName: string;
  merchantCity: string;
  txid: string | null;
  crc: string;
}

function parseAmount(text: string): Cents {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new PixError('Valor do PIX inválido');
  return cents(Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')));
}

/**
 * Reads a BR Code back into its fields, checking the structure (well-formed fields, format "01"
 * first, CRC last, a PIX merchant account, the mandatory fields) and the CRC. Throws PixError otherwise.
 */
export function parsePixPayload(payload: string): PixPayloadFields {
  const fields = parseTlv(payload);
  const get = (id: string) => fields.find((f) => f.id === id)?.value;
  if (fields[0]?.id !== '00' || fields[0].value !== '01') throw new PixError('Código PIX malformado');
  const last = fields[fields.length - 1];
  if (last?.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value)) throw new PixError('Código PIX sem CRC');
  if (crc16ccitt(payload.slice(0, -4)) !== last.value.toUpperCase()) throw new PixError('Código PIX com CRC inválido');

  // The merchant account is any of fields 26–51 whose GUI is PIX's.
  const account = fields
    .filter((f) => Number(f.id) >= 26 && Number(f.id) <= 51)
    .map((f) => parseTlv(f.value))
    .find((sub) => sub.find((s) => s.id === '00')?.value.toLowerCase() === PIX_GUI);
  if (!account) throw new PixError('Código PIX sem conta de recebedor');
  const sub = (id: string) => account.find((s) => s.id === id)?.value ?? null;
  const pixKey = sub('01');
  const url = sub('25');
  if (pixKey === null && url === null) throw new PixError('Código PIX sem chave');

  const required = (id: string) => {
    const value = get(id);
    if (value === undefined) throw new PixError(`Código PIX sem o campo ${id}`);
    return value;
  };
  const additional = get('62');
  const amount = get('54');
  return {
    payloadFormat: '01',
    oneTime: get('01') === '12',
    pixKey,
    url,
    description: sub('02'),
    merchantCategoryCode: required('52'),
    currency: required('53'),
    amount: amount === undefined ? null : parseAmount(amount),
    countryCode: required('58'),
    merchantName: required('59'),
    merchantCity: required('60'),
    txid: additional === undefined ? null : (parseTlv(additional).find((s) => s.id === '05')?.value ?? null),
    crc: last.value.toUpperCase(),
  };
}

/** Whether a text is a well-formed PIX BR Code with a correct CRC. */
export function isValidPixPayload(payload: string): boolean {
  try {
    parsePixPayload(payload);
    return true;
  } catch (error) {
    if (error instanceof PixError) return false;
    throw error;
  }
}

export function isValidPixTxid(txid: string): boolean {
  return TXID.test(txid);
}

/** Random bytes a txid needs at least (128 bits); the domain has no crypto, the caller supplies them. */
export const PIX_TXID_RANDOM_BYTES = 16;

/**
 * A txid for one quota payment: an optional prefix (up to 5 letters or digits, e.g. "JNT") and the
 * caller's random bytes in base 36, upper-case, 25 characters in all (≥ 20 random characters, over
 * 100 bits). Pass `crypto.getRandomValues(new Uint8Array(PIX_TXID_RANDOM_BYTES))` or similar.
 */
export function pixTxidFor(prefix: string, random: ArrayLike<number>): string {
  if (!/^[A-Za-z0-9]{0,5}$/.test(prefix)) throw new PixError('O prefixo do txid deve ter até 5 letras ou números');
  if (random.length < PIX_TXID_RANDOM_BYTES) throw new PixError(`O txid precisa de ao menos ${PIX_TXID_RANDOM_BYTES} bytes aleatórios`);
  let value = 0n;
  for (let i = 0; i < random.length; i++) {
    const byte = random[i] as number;
    if (!Number.isInteger(byte) || byte < 0 || byte > 255) throw new PixError('Bytes aleatórios inválidos para o txid');
    value = (value << 8n) | BigInt(byte);
  }
  const length = PIX_MAX_TXID_LENGTH - prefix.length;
  const digits = value.toString(36).toUpperCase().padStart(length, '0').slice(-length);
  return prefix.toUpperCase() + digits;
}

/**
 * The receiver's name as the payer's bank shows it before they confirm (the code's field 59), so the
 * payer can tell the charge is the one they meant; null when the code cannot be read.
 */
export function pixReceiverName(copiaECola: string): string | null {
  try {
    return parsePixPayload(copiaECola).merchantName;
  } catch {
    return null;
  }
}
