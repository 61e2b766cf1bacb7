import type { ActorName } from './access-actors.ts';
import type { Access } from './access-table.ts';

/** An expected answer class, as the failure message words it. */
export interface Rule {
  expect: string;
  holds: (status: number) => boolean;
}

const is = (...statuses: number[]): Rule => ({ expect: statuses.join(' or '), holds: (s) => statuses.includes(s) });
/** Past the access check: any answer but a refusal of who is calling (and never a 5xx). */
const passes: Rule = { expect: 'past the access check (not 401/403, not 5xx)', holds: (s) => s !== 401 && s !== 403 && s < 500 };
/** Past the check that the object is the caller's: not refused, not "no such object". */
const owns: Rule = { expect: 'past the ownership check (not 401/403/404, not 5xx)', holds: (s) => ![401, 403, 404].includes(s) && s < 500 };

const everyone = (rule: Rule): Record<ActorName, Rule> =>
  ({ anonymous: rule, 'expired session': rule, operator: rule, 'merchant B': rule, 'merchant A': rule });

/**
 * The answer each caller must get, by access class. The operator on a merchant's operation and a
 * merchant on the back office get 403 (a live session of the wrong role), as plugins/auth.ts decides.
 */
export const RULES: Record<Access, Record<ActorName, Rule>> = {
  public: everyone(passes),
  'demo-only': everyone(passes),
  'organizer-scoped': everyone(passes),
  organizer: everyone(is(401, 403)),
  'email-proved': everyone(is(401)),
  'organizer-or-store-merchant': { anonymous: is(401, 403), 'expired session': is(401, 403), operator: is(401, 403), 'merchant B': is(403, 404), 'merchant A': owns },
  merchant: { anonymous: is(401), 'expired session': is(401), operator: is(403), 'merchant B': passes, 'merchant A': passes },
  'merchant-own-object': { anonymous: is(401), 'expired session': is(401), operator: is(403), 'merchant B': is(403, 404), 'merchant A': owns },
  'store-caller': { anonymous: is(401), 'expired session': is(401), operator: is(403), 'merchant B': passes, 'merchant A': owns },
  operator: { anonymous: is(401), 'expired session': is(401), operator: passes, 'merchant B': is(403), 'merchant A': is(403) },
  'signed-webhook': everyone(is(401)),
};

/** Classes whose answers may show store A's data to anyone (a group's public page, the catalogue). */
export const OPEN_DATA: ReadonlySet<Access> = new Set<Access>(['public', 'demo-only']);

/** Callers who must never see store A's data outside the open classes. The operator runs the back office and may. */
export const STRANGERS: ReadonlySet<ActorName> = new Set<ActorName>(['anonymous', 'expired session', 'merchant B']);
