import { superAdminMessages } from '@juntai/contract';

export interface PlanFormValues { name: string; monthly_fee: string; percentage_fee: string; description: string }
export interface PlanBody { name: string; monthly_fee: number; percentage_fee: number; description: string | null }

const decimals = (text: string) => (text.includes('.') ? text.split('.')[1]!.length : 0);

/**
 * The plan form's values as the API's body, with the same rules the server checks: a name; a monthly
 * fee of 0 or more with at most 2 decimals; a percentage of 0 to 100 with at most 1 decimal. The
 * inputs are type=number, so the text is already a plain decimal with a dot.
 */
export function readPlanForm(values: PlanFormValues): { ok: true; body: PlanBody } | { ok: false; problem: string } {
  const name = values.name.trim();
  if (!name) return { ok: false, problem: superAdminMessages.planNameRequired };
  const monthlyText = values.monthly_fee.trim();
  const monthly = Number(monthlyText);
  if (!monthlyText || !Number.isFinite(monthly) || monthly < 0 || decimals(monthlyText) > 2) {
    return { ok: false, problem: superAdminMessages.monthlyFeeInvalid };
  }
  const percentText = values.percentage_fee.trim();
  const percent = Number(percentText);
  if (!percentText || !Number.isFinite(percent) || percent < 0 || percent > 100 || decimals(percentText) > 1) {
    return { ok: false, problem: superAdminMessages.percentageFeeInvalid };
  }
  return { ok: true, body: { name, monthly_fee: monthly, percentage_fee: percent, description: values.description.trim() || null } };
}
