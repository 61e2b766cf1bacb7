/**
 * The bench's people: every group's organizer and every seat's payer has an e-mail and a network
 * address of their own, as real people do. Group e-mails are capped per recipient
 * (apps/server/src/services/abuse/limits.ts) and open PIX charges per client address in a group
 * (services/groups/reserve-seat.ts): one e-mail or one address for all would be refused after the
 * first few, or make the joins cheaper than real ones.
 */
export const organizerEmail = (group: number) => `organizadora${group}@example.com`;
export const payerEmail = (linkId: string, seat: number) => `pessoa${seat}.${linkId.toLowerCase()}@example.com`;

let nextPayer = 0;
/**
 * A new address from the documentation ranges (RFC 5737) for each payer. The bench talks to the server
 * over loopback, which TRUST_PROXY trusts by default, so `X-Forwarded-For` names the client as a
 * reverse proxy in front of a real deployment would.
 */
export function payerAddress(): string {
  const n = nextPayer++;
  const ranges = ['192.0.2', '198.51.100', '203.0.113'];
  return `${ranges[Math.floor(n / 254) % ranges.length]}.${(n % 254) + 1}`;
}
