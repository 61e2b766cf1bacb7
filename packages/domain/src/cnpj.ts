/** The CNPJ's digits, at most 14, whatever the operator typed around them. */
export function cnpjDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 14);
}

/** "00.000.000/0000-00", as the footer and the privacy notice show it. */
export function formatCnpj(value: string): string {
  const d = cnpjDigits(value);
  if (d.length !== 14) return d;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

// The Receita Federal's weights: 5..2 then 9..2 for the first check digit, 6..2 then 9..2 for the second.
function checkDigit(digits: string, length: number): number {
  let sum = 0;
  let weight = length - 7;
  for (let i = 0; i < length; i++) {
    sum += Number(digits[i]) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Fourteen digits, not all the same, whose two check digits add up. */
export function isValidCnpj(value: string): boolean {
  if (/[^\d./\-\s]/.test(value)) return false;
  const d = cnpjDigits(value);
  if (d.length !== 14 || value.replace(/\D/g, '').length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  return checkDigit(d, 12) === Number(d[12]) && checkDigit(d, 13) === Number(d[13]);
}
