import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_SESSION_HEADER, ORGANIZER_TOKEN_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@juntai/contract';
import { signWebhookBody } from '../services/payments/webhook-signature.ts';
import { createAccessActors, type AccessActors, type Actor } from '../testing/access-actors.ts';
import { nextClientAddress, sendRequest, type Answer } from '../testing/api-request.ts';
import { signedInSession } from '../testing/dashboard-session.ts';
import { problemWithErrorAnswer } from '../testing/error-answer.ts';
import { ORIGIN, signUpMerchant } from '../testing/merchant-helpers.ts';
import { documentedOperations, fillPath, type DocumentedOperation } from '../testing/openapi-operations.ts';
import { backOfficeIds, pathValue, type BackOfficeIds } from '../testing/path-values.ts';
import { registeredRoutes } from '../testing/registered-routes.ts';
import { createStoreObjects, STORE_A_SECRETS, type StoreObjects } from '../testing/store-objects.ts';
import { changedTables, tableDigests } from '../testing/table-digest.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { ACCESS, type Access } from '../testing/access-table.ts';
import { OPEN_DATA, RULES, STRANGERS } from '../testing/access-rules.ts';

/**
 * Bodies that pass validation, for the operations whose access check runs in the handler, after
 * validation: with an invalid body every caller would get the same 400 and the check would go untested.
 */
const VALID_BODIES: Record<string, (objects: StoreObjects) => object> = {
  'PUT /api/groups/{linkId}': () => ({ invited_participants: [STORE_A_SECRETS.organizerName, 'Convidado Novo', 'Outra Pessoa'] }),
  'POST /api/groups/{linkId}/extend': () => ({ hours: 1 }),
  'PUT /api/admin/products/{external_id}': () => ({ name: 'Produto Comum', price: 10, image: 'https://imagens.example/comum.png' }),
};

/** Two route keys that differ only in the names of their path parameters. */
const sameShape = (a: string, b: string) => a.replace(/\{[^}]+\}/g, '{}') === b.replace(/\{[^}]+\}/g, '{}');

const secretsOf = (objects: StoreObjects | undefined) => [
  ...Object.values(STORE_A_SECRETS),
  ...(objects ? [objects.linkId, objects.expiredLinkId, objects.organizerToken] : []),
];

describe(`access matrix of every documented operation on ${testEngine}`, () => {
  let t: TestApp;
  let operations: DocumentedOperation[];
  let callers: AccessActors;
  let ids: BackOfficeIds;

  beforeAll(async () => {
    t = await createTestApp();
    callers = await createAccessActors(t);
    const spare = await signUpMerchant(t, { name: 'Loja Gama' });
    ids = await backOfficeIds(t.database.db, spare.storeId);
    operations = await documentedOperations(t.app);
  });

  it('has every operation of the OpenAPI document classified in access-table.ts, and nothing else', () => {
    const unclassified = operations.map((op) => op.key).filter((key) => !(key in ACCESS));
    expect(unclassified, `Classify these operations in apps/server/src/testing/access-table.ts (who may call them): ${unclassified.join(', ')}`).toEqual([]);
    const documented = new Set(operations.map((op) => op.key));
    // A demo-only route is absent outside demo mode, so its entry may outlive the document.
    const stale = Object.entries(ACCESS).filter(([key, access]) => !documented.has(key) && access !== 'demo-only').map(([key]) => key);
    expect(stale, 'These entries of access-table.ts name no documented operation: remove or rename them').toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
  });

  it('documents every API route it serves, so none escapes the table', () => {
    const documented = new Set(operations.map((op) => op.key));
    // The API docs themselves, and the browser tests' helpers (registered only when NODE_ENV=test).
    const registered = registeredRoutes(t.app).filter((key) => /^[A-Z]+ \/api\//.test(key) && !/^[A-Z]+ \/api\/(docs|testing)(\/|$)/.test(key));
    // A merged node lists a route under each parameter name of its position: one of them is the route.
    const undocumented = registered.filter((key) => !documented.has(key) && !registered.some((other) => other !== key && documented.has(other) && sameShape(other, key)));
    expect(undocumented, `These routes are missing from /api/docs/json (a schema with hide: true?); document them and classify them in access-table.ts`).toEqual([]);
    expect(registeredRoutes(t.app)).toContain('GET /api/admin/metrics');
  });

  it('answers each caller of each operation as its access class says, never leaking store A to strangers', async () => {
    const failures: string[] = [];
    const tested = new Set<Access>();
    for (const op of operations) {
      const access = ACCESS[op.key];
      if (!access) continue; // reported by the test above
      tested.add(access);
      // Fresh objects for each operation that names one: the previous operation may have deleted them.
      const objects = op.path.includes('{') ? await createStoreObjects(t, { storeId: callers.merchantA.storeId, headers: callers.byName('merchant A').headers }) : undefined;
      const url = fillPath(op.path, (name) => pathValue(op.path, name, objects!, ids));
      const payload = VALID_BODIES[op.key]?.(objects!) ?? (op.body || op.bodyTypes.length > 0 ? {} : undefined);
      const send = (headers: Record<string, string>) =>
        sendRequest(t.app, { method: op.method, url, headers, payload, remoteAddress: nextClientAddress() });

      for (const actor of callers.actors) {
        const guardsStoreA = actor.name === 'merchant B' && !OPEN_DATA.has(access);
        const before = guardsStoreA ? await tableDigests(t.database.db, { storeId: callers.merchantA.storeId }) : undefined;
        const answer = await send(actor.headers);
        const rule = RULES[access][actor.name];
        const where = `${op.key} (${access}) as ${actor.name}`;
        if (!rule.holds(answer.status)) failures.push(`${where}: expected ${rule.expect}, got ${answer.status} ${answer.body.slice(0, 160)}`);
        failures.push(...judgeAnswer(where, answer, actor, access, objects));
        if (before) {
          const changed = changedTables(before, await tableDigests(t.database.db, { storeId: callers.merchantA.storeId }));
          if (changed.length > 0) failures.push(`${where}: changed store A's rows in ${changed.join(', ')}`);
        }
      }
      failures.push(...(await positiveControls(op, access, objects)));
      if (op.path.endsWith('/logout')) await callers.renewSessions();
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // Every class of the table was exercised against a real operation.
    expect([...tested].sort()).toEqual([...new Set(Object.values(ACCESS))].sort());
  }, 600_000); // a cap for a loaded machine: alone it takes seconds

  /** What any answer must be, whatever the class: no 5xx, a Portuguese error, no store A data for strangers. */
  function judgeAnswer(where: string, answer: Answer, actor: Actor, access: Access, objects: StoreObjects | undefined): string[] {
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`${where}: ${answer.status} ${answer.body.slice(0, 200)}`);
    if (answer.status >= 400 && answer.status < 500) {
      const problem = problemWithErrorAnswer(answer);
      if (problem) problems.push(`${where}: ${answer.status} ${problem}`);
    }
    if (STRANGERS.has(actor.name) && !OPEN_DATA.has(access)) {
      const leaked = secretsOf(objects).filter((secret) => answer.body.includes(secret));
      if (leaked.length > 0) problems.push(`${where}: answer shows store A's ${leaked.join(', ')}`);
    }
    return problems;
  }

  /**
   * The right credential gets past the check every account was refused by: so the refusals above come
   * from the check, not from a request no one could pass.
   */
  async function positiveControls(op: DocumentedOperation, access: Access, objects: StoreObjects | undefined, ): Promise<string[]> {
    const where = `${op.key} (${access}) with the right credential`;
    if (access === 'organizer' || access === 'organizer-or-store-merchant') {
      // Fresh objects: merchant A may have just deleted the ones the callers were refused.
      const fresh = await createStoreObjects(t, { storeId: callers.merchantA.storeId, headers: callers.byName('merchant A').headers });
      const token = op.path.includes('{link_id}') ? fresh.expiredOrganizerToken : fresh.organizerToken;
      const answer = await sendRequest(t.app, {
        method: op.method, url: fillPath(op.path, (name) => pathValue(op.path, name, fresh, ids)), payload: VALID_BODIES[op.key]?.(fresh),
        headers: { origin: ORIGIN, [ORGANIZER_TOKEN_HEADER]: token }, remoteAddress: nextClientAddress(),
      });
      if ([401, 403, 404].includes(answer.status) || answer.status >= 500) return [`${where}: got ${answer.status} ${answer.body.slice(0, 160)}`];
    }
    if (access === 'email-proved') {
      // A session of an e-mail that holds nothing: the request passes the check without touching the others' objects.
      const session = await signedInSession(t, 'titular.sem.dados@example.com');
      const answer = await sendRequest(t.app, {
        method: op.method, url: op.path, payload: VALID_BODIES[op.key]?.(objects!) ?? (op.body || op.bodyTypes.length > 0 ? {} : undefined),
        headers: { origin: ORIGIN, [DASHBOARD_SESSION_HEADER]: session }, remoteAddress: nextClientAddress(),
      });
      if ([401, 403, 404].includes(answer.status) || answer.status >= 500) return [`${where}: got ${answer.status} ${answer.body.slice(0, 160)}`];
    }
    if (access === 'store-caller') {
      // The store's back end, with A's API key instead of a session, reaches A's own product.
      const fresh = await createStoreObjects(t, { storeId: callers.merchantA.storeId, headers: callers.byName('merchant A').headers });
      const answer = await sendRequest(t.app, {
        method: op.method, url: fillPath(op.path, (name) => pathValue(op.path, name, fresh, ids)), payload: VALID_BODIES[op.key]?.(fresh),
        headers: { authorization: `Bearer ${fresh.apiKey}` }, remoteAddress: nextClientAddress(),
      });
      if ([401, 403, 404].includes(answer.status) || answer.status >= 500) return [`${where} (A's API key): got ${answer.status} ${answer.body.slice(0, 160)}`];
    }
    if (access === 'signed-webhook') {
      const raw = JSON.stringify({ type: 'evento.desconhecido' });
      const answer = await sendRequest(t.app, {
        method: op.method, url: fillPath(op.path, (name) => pathValue(op.path, name, objects!, ids)), payload: raw,
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(t.env.PAYMENT_WEBHOOK_SECRET, raw) },
      });
      if (answer.status === 401 || answer.status >= 500) return [`${where}: got ${answer.status} ${answer.body.slice(0, 160)}`];
    }
    return [];
  }
});
