import { planRequestSchema } from '@juntai/contract';
import { checkBody, type FormReading } from '../../../lib/checked-form.ts';
import { percentOfText, reaisOfText, textOfPercent, textOfReais } from '../../../lib/typed-amounts.ts';

export interface PlanFormValues { name: string; monthly_fee: string; percentage_fee: string; description: string }
export interface PlanBody { name: string; monthly_fee: number; percentage_fee: number; description: string | null }

/** A plan's figures as its form shows them: "79,90" and "3,5". */
export const planFormValues = (plan: { name: string; monthly_fee: number; percentage_fee: number; description: string | null }): PlanFormValues => ({
  name: plan.name, monthly_fee: textOfReais(plan.monthly_fee), percentage_fee: textOfPercent(plan.percentage_fee), description: plan.description ?? '',
});

/**
 * The plan form's text as the API's body (the numbers as decimals, spec §5), checked by the
 * contract's own schema so each field shows the server's words. "79,90" and "3,5" are read the
 * Brazilian way, whatever the browser's language.
 */
export function readPlanForm(values: PlanFormValues): FormReading<PlanBody, keyof PlanBody> {
  const body: PlanBody = {
    name: values.name.trim(), monthly_fee: reaisOfText(values.monthly_fee), percentage_fee: percentOfText(values.percentage_fee),
    description: values.description.trim() || null,
  };
  return checkBody(planRequestSchema, body);
}
