import type { Executor } from '../../db/executor.ts';

/** The organizer's WhatsApp digits, or undefined when no group has that link. */
export async function findOrganizerWhatsapp(db: Executor, linkId: string): Promise<string | undefined> {
  const row = await db.selectFrom('groups').select('creator_whatsapp').where('link_id', '=', linkId).executeTakeFirst();
  return row?.creator_whatsapp;
}
