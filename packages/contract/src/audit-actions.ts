/**
 * Every action the audit trail records (entity.verb), with how it reads in Portuguese after the actor:
 * "operador@… prorrogou o prazo do grupo #abc". The server writes only these codes (its audit
 * functions take an AuditAction), so no entry ever reaches a screen as a raw code.
 */
export const auditActionLabels = {
  'merchant.created': 'cadastrou o lojista',
  'merchant.updated': 'alterou o lojista',
  'plan.created': 'criou o plano',
  'plan.updated': 'alterou o plano',
  'plan.deactivated': 'desativou o plano',
  'product.created': 'criou o produto',
  'product.updated': 'editou o produto',
  'product.deleted': 'excluiu o produto',
  'product.status_changed': 'mudou o status do produto',
  'product.featured_changed': 'mudou o destaque do produto',
  'partner.created': 'cadastrou o parceiro',
  'partner.updated': 'alterou o parceiro',
  'partner.deleted': 'excluiu o parceiro',
  'partner.imported': 'importou parceiros de uma planilha',
  'partner.bulk_activate': 'ativou parceiros em massa',
  'partner.bulk_deactivate': 'desativou parceiros em massa',
  'partner.bulk_delete': 'excluiu parceiros em massa',
  'category.created': 'criou a categoria',
  'category.updated': 'alterou a categoria',
  'category.deleted': 'excluiu a categoria',
  'occasion.created': 'criou a ocasião',
  'occasion.updated': 'alterou a ocasião',
  'occasion.deleted': 'excluiu a ocasião',
  'settings.updated': 'alterou as configurações',
  'group.deadline_extended': 'prorrogou o prazo do grupo',
  'group.quota_covered': 'pagou a cota de um participante no grupo',
  'privacy.exported': 'exportou os dados pessoais de um titular',
  'privacy.corrected': 'corrigiu os dados pessoais de um titular',
  'privacy.erased': 'anonimizou os dados pessoais de um titular',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActionLabels;

/** An entry's action in Portuguese; an entry older than a renamed code still reads as a change, never as code. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(auditActionLabels, action) ? auditActionLabels[action as AuditAction] : 'fez uma alteração';
}
