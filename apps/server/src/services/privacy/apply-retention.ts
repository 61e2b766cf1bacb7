import { retentionCutoffs, retentionPeriodsOf } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { readAllGlobalSettings } from '../../db/repositories/global-settings.ts';
import {
  anonymiseEndedGroups, deleteAuditEntries, deleteCardDeclines, deleteIdempotencyKeys, pruneEmailBodies, pruneWebhookBodies,
} from '../../db/repositories/retention.ts';
import { listPendingErasures } from '../../db/repositories/personal-data.ts';
import { applyPendingErasures } from './data-rights.ts';

export interface RetentionCounts {
  emails: number;
  webhooks: number;
  idempotencyKeys: number;
  cardDeclines: number;
  groups: number;
  auditEntries: number;
  /** Groups where a person who asked for erasure was anonymised once the group ended (ADR 0053). */
  erasedPeopleGroups: number;
}

/**
 * The daily retention job (ADR 0049): each kind of personal data goes once its period, as the operator
 * set it (docs/privacy.md's table), is over; rate-limit rows have their own hourly job. Each kind in its
 * own statement, so a failure leaves the others done; groups go in batches until none is due.
 */
export async function applyRetention(ctx: AppContext, signal?: AbortSignal): Promise<RetentionCounts> {
  const now = ctx.clock.now();
  const cutoff = retentionCutoffs(now, retentionPeriodsOf(await readAllGlobalSettings(ctx.db)));
  const counts: RetentionCounts = {
    emails: await pruneEmailBodies(ctx.db, cutoff.retention_email_body_days, now),
    webhooks: await pruneWebhookBodies(ctx.db, cutoff.retention_webhook_body_days, now),
    idempotencyKeys: await deleteIdempotencyKeys(ctx.db, cutoff.retention_idempotency_hours),
    // Kept as long as the idempotency keys: both are short-lived records of who asked, for safety only.
    cardDeclines: await deleteCardDeclines(ctx.db, cutoff.retention_idempotency_hours),
    groups: 0,
    auditEntries: await deleteAuditEntries(ctx.db, cutoff.retention_audit_years),
    erasedPeopleGroups: await applyPendingErasures(ctx, await listPendingErasures(ctx.db)),
  };
  for (;;) {
    const done = await anonymiseEndedGroups(ctx.db, cutoff.retention_group_personal_months, now);
    counts.groups += done;
    if (done === 0 || signal?.aborted) break;
  }
  return counts;
}
