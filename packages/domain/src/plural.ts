/** A count with its noun in Portuguese: "1 ativo", "2 ativos", "0 ativos" (only exactly one is singular). */
export function countOf(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
