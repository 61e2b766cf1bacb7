import { randomUUID } from 'node:crypto';
import { type AuditAction, type PersonalDataCorrection, type PersonalDataExport, privacyMessages, toReais } from '@juntai/contract';
import { cleanName, phoneDigits } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { auditEntryInsert } from '../../db/repositories/audit-log.ts';
import {
  activeGroupsOf, anonymisePersonInEndedGroups, correctActiveData, deletePendingErasure, emailsSentTo, eraseTracesOf,
  findPendingErasure, groupsOrganizedBy, paymentsMadeBy, savePendingErasure,
} from '../../db/repositories/personal-data.ts';
import { AppError } from '../../errors.ts';
import { announceGroupChange } from '../group-events.ts';
import { dataCorrectedContent, dataErasedContent, dataExportedContent, type DataRequestChannel } from '../email/kinds/data-request.ts';
import { emailOf, enqueueEmail } from '../email/outbox.ts';
import type { Actor } from '../operator/audit.ts';

/**
 * A person's data rights (LGPD art. 18, ADR 0053), asked in Meus Grupos by whoever proved the e-mail,
 * or by the operator on their behalf: a copy of everything held under the e-mail, a correction of
 * the name and WhatsApp on groups still active, and erasure by anonymisation. Each is audited with who
 * asked and answered by e-mail to the person, in the same transaction as the change.
 */

/** The person themself (no account) or the operator who acted for them. */
export type Requester = { kind: 'self' } | { kind: 'operator'; actor: Actor };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const channelOf = (requester: Requester): DataRequestChannel => requester.kind;

async function record(ctx: AppContext, db: Executor, requester: Requester, action: AuditAction, subject: string, after: unknown) {
  await auditEntryInsert(db, {
    actorUserId: requester.kind === 'operator' ? requester.actor.userId : null,
    actorEmail: requester.kind === 'operator' ? requester.actor.email : 'titular (Meus dados)',
    action, entity: 'titular', entityId: subject, before: undefined, after, at: ctx.clock.now(),
  }).execute();
}

/** Everything held under `email`: own groups (names of the list only), own payments, e-mails sent to it. */
async function readPersonalData(ctx: AppContext, db: Executor, email: string): Promise<PersonalDataExport> {
  const [groups, payments, emails] = await Promise.all([groupsOrganizedBy(db, email), paymentsMadeBy(db, email), emailsSentTo(db, email)]);
  return {
    email,
    generated_at: ctx.clock.now().toISOString(),
    groups_organized: groups.map((g) => ({
      link_id: g.link_id, product_name: g.product_name, status: g.status, total_value: toReais(g.total_cents),
      number_of_quotas: g.number_of_quotas, creator_name: g.creator_name, creator_whatsapp: g.creator_whatsapp,
      participants: g.participants ?? [], created_at: iso(g.created_at)!, expires_at: iso(g.expires_at)!, closed_at: iso(g.closed_at),
    })),
    payments: payments.map((p) => ({
      link_id: p.link_id, product_name: p.product_name, name: p.name, whatsapp: p.whatsapp, method: p.method,
      installments: p.installments, amount: toReais(p.amount_cents), installment_amount: toReais(p.installment_cents),
      status: p.status, created_at: iso(p.created_at)!, paid_at: iso(p.paid_at),
    })),
    emails: emails.map((e) => ({ subject: e.subject, status: e.status, created_at: iso(e.created_at)!, sent_at: iso(e.sent_at) })),
  };
}

/** Whether anything at all is held under the e-mail (the operator's requests need a person to act for). */
function holdsAnything(data: PersonalDataExport): boolean {
  return data.groups_organized.length > 0 || data.payments.length > 0 || data.emails.length > 0;
}

/** "Baixar meus dados": the copy, audited and answered by e-mail. */
export async function exportPersonalData(ctx: AppContext, requester: Requester, email: string): Promise<PersonalDataExport> {
  return ctx.db.transaction().execute(async (trx) => {
    const data = await readPersonalData(ctx, trx, email);
    if (requester.kind === 'operator' && !holdsAnything(data)) throw new AppError('not_found', privacyMessages.personNotFound, 'person_not_found');
    await record(ctx, trx, requester, 'privacy.exported', email, { groups: data.groups_organized.length, payments: data.payments.length, emails: data.emails.length });
    await enqueueEmail(trx, emailOf(email, dataExportedContent(channelOf(requester))));
    return data;
  });
}

/** "Corrigir meus dados": name and WhatsApp on groups still active; a 409 when none is. */
export async function correctPersonalData(ctx: AppContext, email: string, change: PersonalDataCorrection) {
  // Stored as the group creation and the join store them (one spelling per field).
  const fields = { name: change.name ? cleanName(change.name) : undefined, whatsapp: change.whatsapp ? phoneDigits(change.whatsapp) : undefined };
  const result = await ctx.db.transaction().execute(async (trx) => {
    if ((await activeGroupsOf(trx, email)).length === 0) throw new AppError('conflict', privacyMessages.noActiveGroups, 'no_active_groups');
    const changed = await correctActiveData(trx, email, fields);
    // Which fields, not their values: the audit log outlives the groups it would otherwise copy them from.
    const which = Object.entries(fields).flatMap(([field, value]) => (value ? [field] : []));
    await record(ctx, trx, { kind: 'self' }, 'privacy.corrected', email, { fields: which, groups: changed.groups.length, payments: changed.payments });
    await enqueueEmail(trx, emailOf(email, dataCorrectedContent(fields, changed.groups.length)));
    for (const linkId of changed.groups) await announceGroupChange(ctx, trx, linkId);
    return changed;
  });
  return { groups: result.groups.length, payments: result.payments };
}

const newAlias = () => `anonimo-${randomUUID().replaceAll('-', '')}@anonimizado.invalid`;

/**
 * Anonymises the person in every group that ended and everywhere else they are named; groups still
 * active keep them until they end (the purchase or the refund still needs them), which the daily
 * retention job then does (applyPendingErasures). One alias for the person throughout.
 */
async function anonymisePerson(ctx: AppContext, trx: Executor, email: string) {
  const alias = (await findPendingErasure(trx, email))?.alias ?? newAlias();
  const linkIds = await anonymisePersonInEndedGroups(trx, email, alias);
  await eraseTracesOf(trx, email, alias, ctx.clock.now());
  const active = (await activeGroupsOf(trx, email)).length;
  if (active > 0) await savePendingErasure(trx, { email, alias, now: ctx.clock.now() });
  else await deletePendingErasure(trx, email);
  for (const linkId of linkIds) await announceGroupChange(ctx, trx, linkId);
  return { alias, groupsAnonymised: linkIds.length, activeGroupsWaiting: active };
}

/** "Excluir meus dados": anonymisation now where the groups ended, and a promise kept by the job for the others. */
export async function erasePersonalData(ctx: AppContext, requester: Requester, email: string) {
  return ctx.db.transaction().execute(async (trx) => {
    if (requester.kind === 'operator' && !holdsAnything(await readPersonalData(ctx, trx, email))) {
      throw new AppError('not_found', privacyMessages.personNotFound, 'person_not_found');
    }
    const result = await anonymisePerson(ctx, trx, email);
    // Named by the alias: the entry must not keep the address it records the erasure of.
    await record(ctx, trx, requester, 'privacy.erased', result.alias, { groups_anonymised: result.groupsAnonymised, active_groups_waiting: result.activeGroupsWaiting });
    // The answer goes to the address once more; the retention job empties it with the other e-mails.
    await enqueueEmail(trx, emailOf(email, dataErasedContent(channelOf(requester), result.activeGroupsWaiting)));
    return result;
  });
}

/** The daily retention job's part: erasures that waited for active groups, done as those groups end. */
export async function applyPendingErasures(ctx: AppContext, pending: ReadonlyArray<{ email_key: string }>): Promise<number> {
  let groups = 0;
  for (const { email_key: email } of pending) {
    groups += await ctx.db.transaction().execute(async (trx) => (await anonymisePerson(ctx, trx, email)).groupsAnonymised);
  }
  return groups;
}
