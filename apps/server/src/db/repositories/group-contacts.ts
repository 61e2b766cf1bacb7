import type { Executor } from '../executor.ts';

/** The organizer's WhatsApp digits, or undefined when no group has that link. */
export async function findOrganizerWhatsapp(db: Executor, linkId: string): Promise<string | undefined> {
  const row = await db.selectFrom('groups').select('creator_whatsapp').where('link_id', '=', linkId).executeTakeFirst();
  return row?.creator_whatsapp;
}

/** Moves a group's deadline once (ADR 0031): the new one, when it moved, and the one it replaced. */
export async function recordGroupExtension(db: Executor, groupId: number, newExpiresAt: Date, originalExpiresAt: Date, now: Date): Promise<void> {
  await db.updateTable('groups')
    .set({ expires_at: newExpiresAt, extended_at: now, original_expires_at: originalExpiresAt })
    .where('id', '=', groupId).execute();
}
