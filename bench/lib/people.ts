/**
 * The bench's people: every group's organizer and every seat's payer has an address of their own, as
 * real people do. Group e-mails are capped per recipient (apps/server/src/services/abuse/limits.ts):
 * one address for all would stop queueing them after the first groups and make the joins cheaper
 * than real ones.
 */
export const organizerEmail = (group: number) => `organizadora${group}@example.com`;
export const payerEmail = (linkId: string, seat: number) => `pessoa${seat}.${linkId.toLowerCase()}@example.com`;
