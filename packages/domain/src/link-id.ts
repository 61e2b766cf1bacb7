/**
 * The shape of a group's link id (made by the server from random bytes, base64url): the API's
 * parameter schema, the web app and the store's widget all check an address against this one pattern.
 */
export const LINK_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isLinkId(value: string): boolean {
  return LINK_ID_PATTERN.test(value);
}
