/**
 * What the panels call a rescued group (the rule is the domain's rescueKind), one definition
 * per figure, shown beside it.
 */
export const rescuedGroupsDefinitions = {
  /** The merchant panel's `rescued_groups_30d`. */
  merchant: 'Grupos da sua loja concluídos nos últimos 30 dias depois de um lembrete de prazo ao organizador, de uma prorrogação do prazo ou de cotas pagas pelo próprio organizador.',
  /** The operator dashboard's `groups.rescued`. */
  operator: 'Grupos concluídos no período depois de um lembrete de prazo ao organizador, de uma prorrogação do prazo ou de cotas pagas pelo próprio organizador.',
} as const;
