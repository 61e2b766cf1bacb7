import { parsePercentage } from '@juntai/domain';
import { z } from 'zod';
import { createPartnerRequestSchema, partnerStatuses, partnerStatusLabels, partnerTypes, partnerTypeLabels } from './partners.ts';

/**
 * POST /api/super-admin/partners/import: partners from a CSV with the export's columns (Brazilian
 * spreadsheet format: `;` between cells, decimal comma). A row with the ID of a partner updates it; a
 * row without an ID creates one. `dry_run` answers the report without writing: the screen's preview.
 * Produtos, Vendas and Cadastrado em are the server's figures and are read but never imported.
 */
export const PARTNER_IMPORT_MAX_ROWS = 1000;
/** Room for the most rows with long cells; the route takes a body this large (the app's default is smaller). */
export const PARTNER_IMPORT_MAX_BYTES = 900_000;

/** The export's header, in its order (services/operator/partners.ts writes it). */
export const partnerCsvColumns = [
  'ID', 'Nome', 'E-mail de contato', 'Site', 'Comissão (%)', 'Tipo', 'Status', 'Categorias', 'Produtos', 'Vendas (R$)', 'Cadastrado em',
] as const;
/** The columns an import must carry; the others may be left out. */
export const partnerCsvRequiredColumns = ['Nome', 'E-mail de contato'] as const;

export const partnerImportMessages = {
  fileRequired: 'Envie o conteúdo de um arquivo CSV',
  unreadable: 'Não foi possível ler o arquivo: use o CSV exportado pelo Juntaí (colunas separadas por ";")',
  missingColumns: (columns: string[]) => `Faltam colunas na primeira linha: ${columns.join(', ')}. Use o cabeçalho do CSV exportado.`,
  noRows: 'O arquivo não tem nenhuma linha de parceiro abaixo do cabeçalho',
  tooManyRows: `Importe até ${PARTNER_IMPORT_MAX_ROWS} parceiros por arquivo`,
  idInvalid: 'ID inválido: deixe vazio para cadastrar um parceiro novo',
  idNotFound: (id: number) => `Não existe parceiro com o ID ${id}: deixe o ID vazio para cadastrá-lo como novo`,
  commissionInvalid: 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal (ex.: 7,5)',
  typeInvalid: `Tipo inválido: use ${partnerTypes.map((t) => partnerTypeLabels[t]).join(' ou ')}`,
  statusInvalid: `Status inválido: use ${partnerStatuses.map((s) => partnerStatusLabels[s]).join(', ')}`,
  nameTaken: 'Já existe um parceiro com este nome',
  nameRepeated: (line: number) => `Nome repetido: o mesmo parceiro já está na linha ${line}`,
  previewed: (accepted: number, refused: number) => `${rowsWord(accepted)} ${accepted === 1 ? 'pode' : 'podem'} ser importada${accepted === 1 ? '' : 's'}; ${rowsWord(refused)} recusada${refused === 1 ? '' : 's'}.`,
  imported: (created: number, updated: number, refused: number) =>
    `Importação concluída: ${created} ${created === 1 ? 'parceiro cadastrado' : 'parceiros cadastrados'}, ${updated} ${updated === 1 ? 'atualizado' : 'atualizados'}, ${rowsWord(refused)} ${refused === 1 ? 'recusada' : 'recusadas'}.`,
} as const;

function rowsWord(n: number): string {
  return `${n} ${n === 1 ? 'linha' : 'linhas'}`;
}

export const partnerImportRequestSchema = z.object({
  csv: z.string({ error: partnerImportMessages.fileRequired }).min(1, partnerImportMessages.fileRequired).max(PARTNER_IMPORT_MAX_BYTES, partnerImportMessages.tooManyRows),
  dry_run: z.boolean({ error: 'dry_run deve ser true ou false' }).default(false),
});
export type PartnerImportRequest = z.input<typeof partnerImportRequestSchema>;

export const partnerImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1), as a spreadsheet numbers it. */
  line: z.number().int(),
  name: z.string(),
  /** 'create' or 'update' for an accepted row; null for a refused one. */
  outcome: z.enum(['create', 'update']).nullable(),
  /** Why a row is refused, in Portuguese; empty when accepted. */
  reasons: z.array(z.string()),
});
export type PartnerImportRow = z.infer<typeof partnerImportRowSchema>;
export const partnerImportResponseSchema = z.object({
  success: z.literal(true),
  dry_run: z.boolean(),
  detail: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  rows: z.array(partnerImportRowSchema),
});
export type PartnerImportResponse = z.infer<typeof partnerImportResponseSchema>;

/** A label of the export, or the code itself, to the code; undefined when it is neither. */
function codeOf<T extends string>(codes: readonly T[], labels: Record<T, string>, cell: string): T | undefined {
  const folded = cell.trim().toLowerCase();
  return codes.find((code) => code === folded || labels[code].toLowerCase() === folded);
}

/** What a row asks for, or why it cannot be read; uniqueness against the database is the server's check. */
export type ReadPartnerRow =
  | { ok: true; id: number | null; partner: z.output<typeof createPartnerRequestSchema>; status: (typeof partnerStatuses)[number] | undefined }
  | { ok: false; reasons: string[] };

/** Reads one row of the file, keyed by the export's column names. */
export function readPartnerRow(cells: Partial<Record<(typeof partnerCsvColumns)[number], string>>): ReadPartnerRow {
  const reasons: string[] = [];
  const idCell = (cells.ID ?? '').trim();
  const id = idCell === '' ? null : /^[1-9][0-9]{0,9}$/.test(idCell) ? Number(idCell) : NaN;
  if (Number.isNaN(id)) reasons.push(partnerImportMessages.idInvalid);

  const commissionCell = (cells['Comissão (%)'] ?? '').trim();
  const commission = commissionCell === '' ? undefined : parsePercentage(commissionCell, 1);
  if (commission && !commission.ok) reasons.push(partnerImportMessages.commissionInvalid);
  const typeCell = (cells.Tipo ?? '').trim();
  const type = typeCell === '' ? undefined : codeOf(partnerTypes, partnerTypeLabels, typeCell);
  if (typeCell !== '' && !type) reasons.push(partnerImportMessages.typeInvalid);
  const statusCell = (cells.Status ?? '').trim();
  const status = statusCell === '' ? undefined : codeOf(partnerStatuses, partnerStatusLabels, statusCell);
  if (statusCell !== '' && !status) reasons.push(partnerImportMessages.statusInvalid);

  const parsed = createPartnerRequestSchema.safeParse({
    name: cells.Nome ?? '', contact_email: cells['E-mail de contato'] ?? '', website: cells.Site ?? null,
    ...(commission?.ok ? { commission_rate: commission.value / 100 } : {}), categories: cells.Categorias ?? '', ...(type ? { type } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) if (!reasons.includes(issue.message)) reasons.push(issue.message);
  }
  if (reasons.length > 0 || !parsed.success) return { ok: false, reasons };
  return { ok: true, id, partner: parsed.data, status };
}
