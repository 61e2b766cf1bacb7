import {
  type Partner, partnerMessages, type PartnersQuery, partnerStatusLabels, partnerTypeLabels, toReais, type PartnerUpdate,
} from '@juntai/contract';
import { formatDate, toCsv } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import {
  deletePartners, existingPartnerIds, findPartner, insertPartner, listPartners, setPartnersStatus, updatePartnerRow,
} from '../../db/repositories/partners.ts';
import { notFound } from '../../errors.ts';
import { type Actor, audit, auditedEdit } from './audit.ts';
import { conflictIfTaken } from '../../db/errors.ts';

type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

function presentPartner(row: PartnerRow): Partner {
  return {
    id: row.id, name: row.name, contact_email: row.contact_email, website: row.website, commission_rate: Number(row.commission_rate),
    description: row.description, categories: row.categories, type: row.type, status: row.status,
    total_products: Number(row.total_products ?? 0), total_sales: toReais(Number(row.sales_cents ?? 0)), created_at: new Date(row.created_at).toISOString(),
  };
}

export async function partnersList(ctx: AppContext, query: PartnersQuery): Promise<Partner[]> {
  return (await listPartners(ctx.db, query, query.sort_by, query.sort_order)).map(presentPartner);
}

async function mustFind(db: Executor, id: number): Promise<Partner> {
  const row = await findPartner(db, id);
  if (!row) throw notFound(partnerMessages.notFound, 'partner_not_found');
  return presentPartner(row);
}

const nameTaken = (work: Promise<Partner>) => conflictIfTaken(work, partnerMessages.nameTaken, 'partner_name_taken');

/** A new partner starts 'pending' (the spec sends no status) until the operator activates it. */
export async function createPartner(ctx: AppContext, actor: Actor, input: {
  name: string; contact_email: string; website: string | null; commission_rate: number; description: string | null; categories: string[];
  type: 'marketplace' | 'affiliate';
}): Promise<Partner> {
  return nameTaken(ctx.db.transaction().execute(async (trx) => {
    const id = await insertPartner(trx, { ...input, now: ctx.clock.now() });
    const partner = await mustFind(trx, id);
    await audit(ctx, trx, actor, { action: 'partner.created', entity: 'partner', entityId: id, after: partner });
    return partner;
  }));
}

/** The operator's edit of a partner: its own fields, and its status when sent. Products and sales are not touched. */
export async function updatePartner(ctx: AppContext, actor: Actor, id: number, input: PartnerUpdate): Promise<Partner> {
  return nameTaken(ctx.db.transaction().execute((trx) => auditedEdit(ctx, trx, actor, { action: 'partner.updated', entity: 'partner', entityId: id },
    () => mustFind(trx, id), () => updatePartnerRow(trx, id, input))));
}

export async function deletePartner(ctx: AppContext, actor: Actor, id: number): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await mustFind(trx, id);
    await deletePartners(trx, [id]);
    await audit(ctx, trx, actor, { action: 'partner.deleted', entity: 'partner', entityId: id, before });
    return partnerMessages.deleted(before.name, before.total_products);
  });
}

/** Activate, deactivate or delete several partners: all of them in one transaction, or none. */
export async function bulkPartnerAction(ctx: AppContext, actor: Actor, ids: number[], action: 'activate' | 'deactivate' | 'delete'): Promise<string> {
  const unique = [...new Set(ids)];
  return ctx.db.transaction().execute(async (trx) => {
    const found = new Set(await existingPartnerIds(trx, unique));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(partnerMessages.someNotFound(missing), 'partner_not_found');
    const before = await Promise.all(unique.map((id) => mustFind(trx, id)));
    if (action === 'delete') await deletePartners(trx, unique);
    else await setPartnersStatus(trx, unique, action === 'activate' ? 'active' : 'inactive');
    const after = action === 'delete' ? undefined : await Promise.all(unique.map((id) => mustFind(trx, id)));
    await audit(ctx, trx, actor, { action: `partner.bulk_${action}`, entity: 'partner', entityId: unique.join(','), before, after });
    return partnerMessages.bulkDone(action, unique.length);
  });
}

/** The partners list as a CSV for a Portuguese spreadsheet (see domain csv.ts), type and status worded as the screen words them. */
export async function partnersCsv(ctx: AppContext, filter: Pick<PartnersQuery, 'type' | 'status'>): Promise<string> {
  const partners = await listPartners(ctx.db, filter, 'name', 'asc');
  return toCsv(
    ['ID', 'Nome', 'E-mail de contato', 'Site', 'Comissão (%)', 'Tipo', 'Status', 'Categorias', 'Produtos', 'Vendas (R$)', 'Cadastrado em'],
    partners.map(presentPartner).map((p) => [
      p.id, p.name, p.contact_email, p.website, p.commission_rate, partnerTypeLabels[p.type], partnerStatusLabels[p.status], p.categories.join(', '), p.total_products, p.total_sales,
      formatDate(p.created_at),
    ]),
  );
}

/** 'parceiros-AAAA-MM-DD.csv', dated in São Paulo. */
export function partnersCsvFileName(now: Date): string {
  const [day, month, year] = formatDate(now).split('/');
  return `parceiros-${year}-${month}-${day}.csv`;
}
