import { z } from 'zod';
import { emailInput, isoDateTime, linkTokenInput, messageAnswerSchema } from './common.ts';
import { groupSchema, groupStatuses } from './groups.ts';
import { MAX_ORGANIZER_TOKENS } from './dashboard-headers.ts';

/**
 * "Meus Grupos" (GET /api/dashboard/groups). The server lists only the groups the request proves it
 * organizes or paid into: those whose organizer tokens it carries in `X-Organizer-Token`, those it paid
 * into with the payer tokens in `X-Payer-Token` (both comma-separated), and every group organized or
 * paid with the e-mail proved by the one-time link, carried as `X-Dashboard-Session`.
 */
export { DASHBOARD_SESSION_HEADER, MAX_ORGANIZER_TOKENS } from './dashboard-headers.ts';

export const dashboardMessages = {
  invalidStatus: 'Status inválido (use active, completed ou expired)',
  invalidEmail: 'Informe um e-mail válido',
  accessLinkSent: 'Se houver grupos com este e-mail, enviaremos um link de acesso em instantes. Confira sua caixa de entrada.',
  accessLinkInvalid: 'Link de acesso inválido. Peça um novo link em "Ver meus grupos de outro aparelho".',
  accessLinkUsed: 'Este link de acesso já foi usado. Peça um novo link em "Ver meus grupos de outro aparelho".',
  accessLinkExpired: 'Este link de acesso expirou. Peça um novo link em "Ver meus grupos de outro aparelho".',
  accessGranted: 'Pronto! Agora você vê os grupos deste e-mail neste aparelho.',
  sessionInvalid: 'Seu acesso por e-mail expirou. Peça um novo link de acesso.',
  sessionEnded: 'Este aparelho não mostra mais os grupos do e-mail.',
  tooManyTokens: `Envie no máximo ${MAX_ORGANIZER_TOKENS} tokens de organizador por requisição`,
} as const;

export const dashboardGroupsQuerySchema = z.object({
  status: z.enum(groupStatuses, { error: dashboardMessages.invalidStatus }).optional(),
});
export type DashboardGroupsQuery = z.infer<typeof dashboardGroupsQuerySchema>;

/**
 * A group on the dashboard: the public group, whether the request organizes it ("Organizado por você")
 * or only paid into it ("Você participa"), and for the organizer their own e-mail.
 */
export const dashboardGroupSchema = groupSchema.extend({
  role: z.enum(['organizer', 'participant']),
  /** Only for the organizer: someone who only paid into the group does not see it. */
  creator_email: z.string().optional(),
});
export type DashboardGroup = z.infer<typeof dashboardGroupSchema>;
export const dashboardGroupListSchema = z.array(dashboardGroupSchema);

// ── POST /api/dashboard/access-link ────────────────────────────────────────────────────────────
export const accessLinkRequestSchema = z.object({
  email: emailInput(dashboardMessages.invalidEmail),
});
export type AccessLinkRequest = z.infer<typeof accessLinkRequestSchema>;

/** Always the same neutral answer (202), whether or not the e-mail has groups. */
export const accessLinkResponseSchema = messageAnswerSchema;
export type AccessLinkResponse = z.infer<typeof accessLinkResponseSchema>;

// ── POST /api/dashboard/access-link/verify ─────────────────────────────────────────────────────
export const accessLinkVerifyRequestSchema = z.object({
  token: linkTokenInput(dashboardMessages.accessLinkInvalid),
});
export type AccessLinkVerifyRequest = z.infer<typeof accessLinkVerifyRequestSchema>;

export const accessLinkVerifyResponseSchema = messageAnswerSchema.extend({
  /** Secret the browser keeps and sends as X-Dashboard-Session; the server stores only its hash. */
  session_token: z.string(),
  email: z.string(),
  expires_at: isoDateTime,
});
export type AccessLinkVerifyResponse = z.infer<typeof accessLinkVerifyResponseSchema>;

// ── DELETE /api/dashboard/session ──────────────────────────────────────────────────────────────
export const endDashboardSessionResponseSchema = messageAnswerSchema;
