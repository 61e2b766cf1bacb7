// The dashboard's header names and limits as plain values (no zod), for the shopper's pages.

export const DASHBOARD_SESSION_HEADER = 'x-dashboard-session';
/** At most this many organizer tokens in one request (a browser holding more sends the newest). */
export const MAX_ORGANIZER_TOKENS = 200;
