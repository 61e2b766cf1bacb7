import { COMPANY_IDENTITY_MISSING, missingCompanyIdentity } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { readAllGlobalSettings } from '../../db/repositories/global-settings.ts';
import { conflict } from '../../errors.ts';
import { isDemo } from '../../mode.ts';

/** The company fields the operator has yet to set (labels, in the form's order); empty when all are set. */
export async function missingCompanyFields(ctx: AppContext): Promise<string[]> {
  return missingCompanyIdentity(await readAllGlobalSettings(ctx.db));
}

/**
 * A live installation takes no shopper's name, e-mail or WhatsApp until it says who it is and who
 * answers for the data (ADR 0049). A demo takes only fictitious data, so it is never stopped.
 */
export async function assertCompanyPublished(ctx: AppContext): Promise<void> {
  if (isDemo(ctx.env)) return;
  if ((await missingCompanyFields(ctx)).length > 0) throw conflict(COMPANY_IDENTITY_MISSING, 'company_identity_missing');
}
