/**
 * The caps that keep one client from using the platform against others, in one place.
 * Each is set well above what a real person ever does, so only a script meets it.
 */

const HOUR_MS = 3_600_000;

/**
 * Groups created from one client address (an IPv6 /64 counts as one) per hour. An organizer creates a
 * handful a day; but a Brazilian mobile carrier puts hundreds of phones behind one public IPv4 address
 * (CGNAT), so the cap leaves room for many organizers at once. A script that made 18,000 groups an hour
 * (the old 300 a minute) now makes 100, and each one's e-mail is capped per recipient below.
 */
export const GROUP_CREATIONS_PER_ADDRESS_PER_HOUR = 100;
export const GROUP_CREATIONS_WINDOW_MS = HOUR_MS;

/**
 * Group e-mails (created, quota paid, completed, expired, refunded) queued to one address. Anyone may
 * type anyone's address as organizer or payer, with their own text in the name, so these carry a
 * stranger's words. An organizer's own group sends them at most 22 in its whole life (created, one per
 * quota paid up to 20, then completed or expired): two full groups filling within one hour stay under
 * the hourly cap, a busy organizer's day under the daily one. Beyond either, the e-mail is silently
 * not queued and the request succeeds: the answer gives away nothing about the recipient.
 */
export const GROUP_EMAILS_PER_RECIPIENT_PER_HOUR = 50;

/**
 * Of those, "group created" e-mails to one address in an hour: group creation is free and the e-mail
 * carries the creator's name, so it is the one a stranger could repeat at will. No organizer creates
 * more than a few groups an hour; beyond 10, the group is created and its e-mail silently not queued.
 */
export const GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR = 10;
/** The dedupe key prefix of "group created" e-mails (services/email/group-emails.ts). */
export const GROUP_CREATED_KEY_PREFIX = 'group-created:';

/**
 * Meus Grupos access-link e-mails to one address in an hour (each link lives 30 minutes). Counted apart
 * from the group e-mails: someone flooding an organizer with group e-mails must not also keep their own
 * link from them, and a stranger asking for links cannot send them more than this.
 */
export const ACCESS_LINK_EMAILS_PER_RECIPIENT_PER_HOUR = 5;
/** The dedupe key prefix of access-link e-mails (services/organizer-dashboard/access-link.ts). */
export const ACCESS_LINK_KEY_PREFIX = 'access-link:';
export const GROUP_EMAILS_PER_RECIPIENT_PER_DAY = 200;

/**
 * Live update streams (SSE) one client address may hold at once on one instance. A person has a
 * phone and a laptop with a few tabs; a family or an office behind one address (or CGNAT) a few more.
 */
export const LIVE_STREAMS_PER_ADDRESS = 20;

/**
 * Live update streams one instance holds at once, whoever asks. The benchmark opens 10,000 viewers on
 * one instance; this leaves room for twice that, and beyond it a client falls back to polling every
 * 5 seconds (apps/web) rather than the instance running out of sockets or memory.
 */
export const LIVE_STREAMS_PER_INSTANCE = 20_000;

/**
 * Unpaid PIX charges one client address may keep open in one group at a time. A charge holds no seat
 * (ADR 0034), but each join on a new name puts that name on the list: a script could fill the list
 * with names nobody pays. A household, or a carrier's shared address (CGNAT), still has room for a few
 * people paying at once; the organizer covering others' quotas is not counted.
 */
export const OPEN_PIX_CHARGES_PER_ADDRESS_PER_GROUP = 3;
