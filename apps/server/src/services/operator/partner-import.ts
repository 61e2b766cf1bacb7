import {
  PARTNER_IMPORT_MAX_ROWS, partnerCsvColumns, partnerCsvRequiredColumns, partnerImportMessages as messages, type PartnerImportResponse,
  type PartnerImportRow, readPartnerRow,
} from '@juntai/contract';
import { csvCellText } from '@juntai/domain';
import { parse } from 'csv-parse/sync';
import type { AppContext } from '../../context.ts';
import { findPartner, insertPartner, listPartners, updatePartnerRow } from '../../db/repositories/partners.ts';
import { badRequest } from '../../errors.ts';
import { type Actor, audit } from './audit.ts';

type Column = (typeof partnerCsvColumns)[number];
type Cells = Partial<Record<Column, string>>;

/** The file's rows keyed by the export's column names, or a 400 saying why the file cannot be read. */
function rowsOf(csv: string): Cells[] {
  let records: string[][];
  try {
    records = parse(csv, { delimiter: ';', bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch {
    throw badRequest(messages.unreadable, 'partner_import_unreadable');
  }
  const [header, ...rows] = records;
  const names = (header ?? []).map((cell) => cell.trim());
  const missing = partnerCsvRequiredColumns.filter((column) => !names.includes(column));
  if (missing.length > 0) throw badRequest(messages.missingColumns(missing), 'partner_import_columns');
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) throw badRequest(messages.noRows, 'partner_import_empty');
  if (filled.length > PARTNER_IMPORT_MAX_ROWS) throw badRequest(messages.tooManyRows, 'partner_import_too_many');
  return rows.map((row) => Object.fromEntries(partnerCsvColumns
    .filter((column) => names.includes(column))
    .map((column) => [column, csvCellText(row[names.indexOf(column)] ?? '')])));
}

/**
 * POST /api/super-admin/partners/import. Every row is judged against the database and the rows above
 * it; the accepted ones are written in one transaction with one audit entry, the refused ones are only
 * reported. With `dryRun` nothing is written: the same report is the screen's preview.
 */
export async function importPartners(ctx: AppContext, actor: Actor, csv: string, dryRun: boolean): Promise<Omit<PartnerImportResponse, 'success'>> {
  const cells = rowsOf(csv);
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await listPartners(trx, {});
    const idByName = new Map(existing.map((p) => [p.name.toLowerCase(), p.id]));
    const lineByName = new Map<string, number>();
    const report: PartnerImportRow[] = [];
    const writes: Array<() => Promise<number>> = [];

    cells.forEach((row, index) => {
      const line = index + 2;
      if (Object.values(row).every((cell) => cell.trim() === '')) return;
      const read = readPartnerRow(row);
      const name = (row.Nome ?? '').trim();
      if (!read.ok) return void report.push({ line, name, outcome: null, reasons: read.reasons });
      const { id, partner, status } = read;
      const current = id === null ? undefined : existing.find((p) => p.id === id);
      const key = partner.name.toLowerCase();
      const reasons = [
        ...(id !== null && !current ? [messages.idNotFound(id)] : []),
        ...(lineByName.has(key) ? [messages.nameRepeated(lineByName.get(key)!)] : []),
        ...(idByName.has(key) && idByName.get(key) !== id ? [messages.nameTaken] : []),
      ];
      if (reasons.length > 0) return void report.push({ line, name, outcome: null, reasons });
      lineByName.set(key, line);
      report.push({ line, name: partner.name, outcome: current ? 'update' : 'create', reasons: [] });
      writes.push(current
        ? async () => {
          // The file has no description: an update keeps the partner's own.
          await updatePartnerRow(trx, current.id, { ...partner, description: current.description, status });
          return current.id;
        }
        : async () => {
          const newId = await insertPartner(trx, { ...partner, now: ctx.clock.now() });
          if (status && status !== 'pending') await updatePartnerRow(trx, newId, { ...partner, status });
          return newId;
        });
    });

    const created = report.filter((r) => r.outcome === 'create').length;
    const updated = report.filter((r) => r.outcome === 'update').length;
    const refused = report.length - created - updated;
    if (dryRun) return { dry_run: true, detail: messages.previewed(created + updated, refused), created, updated, rows: report };

    const ids: number[] = [];
    for (const write of writes) ids.push(await write());
    if (ids.length > 0) {
      const after = await Promise.all(ids.map((id) => findPartner(trx, id)));
      await audit(ctx, trx, actor, { action: 'partner.imported', entity: 'partner', entityId: ids.join(','), after: after.map((p) => p && { id: p.id, name: p.name }) });
    }
    return { dry_run: false, detail: messages.imported(created, updated, refused), created, updated, rows: report };
  });
}
