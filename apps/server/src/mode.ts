import type { Env } from './env.ts';

/**
 * Demo or live (ADR 0022). A demo installation takes no real money and says so on every page, in
 * every e-mail and at boot; a live one refuses to start while any piece a real installation needs is
 * missing or a demo shortcut is on. Forgetting a setting therefore leaves you in demo, never in a live
 * installation with demo holes.
 */
export const isDemo = (env: Pick<Env, 'JUNTAI_MODE'>): boolean => env.JUNTAI_MODE === 'demo';

/** The notice a person sees wherever a demo could mislead them (pages, e-mails). */
export const DEMO_NOTICE = 'Ambiente de demonstração — nenhum pagamento é real';

/** What the boot log says in demo mode. */
export const DEMO_BOOT_WARNING =
  `${DEMO_NOTICE}. Pagamentos simulados, catálogo de demonstração e o primeiro cadastro de lojista assume a loja de demonstração. ` +
  'Para uma instalação real, veja docs/deploy.md (JUNTAI_MODE=live).';

type LiveRelevant = Pick<Env, 'NODE_ENV' | 'JUNTAI_MODE' | 'PAYMENT_PROVIDER' | 'PUBLIC_BASE_URL' | 'SEED_DEMO_DATA' | 'ALLOW_PRIVATE_OUTBOUND' | 'SMTP_URL'>;

/** What the configuration alone does not say: whether a secret was generated, whether MAIL_FROM was given (it has a default). */
export interface LiveFacts {
  webhookSecretGenerated: boolean;
  mailFromGiven: boolean;
}

/**
 * Every reason a live installation would be unsafe, in Portuguese, each naming its setting; empty in
 * demo mode or when all is in place. Read from the configuration alone (the database's own check is
 * `demoDataProblem`).
 */
export function liveModeProblems(env: LiveRelevant, facts: LiveFacts): string[] {
  if (env.JUNTAI_MODE !== 'live') return [];
  const problems: string[] = [];
  if (env.PAYMENT_PROVIDER === 'simulated') {
    problems.push('PAYMENT_PROVIDER: o provedor "simulated" aprova qualquer pagamento sem cobrar; configure um provedor de pagamento real.');
  }
  if (!env.PUBLIC_BASE_URL) problems.push('PUBLIC_BASE_URL: defina o endereço público do site, com https:// (ex.: https://juntai.com.br).');
  else if (!env.PUBLIC_BASE_URL.startsWith('https://')) problems.push('PUBLIC_BASE_URL: deve começar com https:// (sessões e pagamentos só trafegam cifrados).');
  // Mercado Pago signs its notifications with MERCADOPAGO_WEBHOOK_SECRET (required by loadEnv), so the
  // generic secret, which only the simulated provider's webhooks use, does not matter there.
  if (facts.webhookSecretGenerated && env.PAYMENT_PROVIDER !== 'mercadopago') {
    problems.push('PAYMENT_WEBHOOK_SECRET: defina o segredo dos webhooks de pagamento (o mesmo em todas as instâncias e no provedor).');
  }
  // Without them receipts, reset links and invitations would only be kept in the outbox: nobody gets them.
  if (!env.SMTP_URL) problems.push('SMTP_URL: defina o servidor de e-mail (smtp:// ou smtps://); sem ele recibos, links de redefinição de senha e convites não chegam a ninguém.');
  if (!facts.mailFromGiven) problems.push('MAIL_FROM: defina o remetente dos e-mails (ex.: Juntaí <nao-responda@sua-empresa.com.br>), de um domínio que o seu servidor de e-mail pode usar.');
  if (env.SEED_DEMO_DATA) problems.push('SEED_DEMO_DATA: os dados de demonstração não podem ser carregados numa instalação real; remova a variável ou use false.');
  if (env.ALLOW_PRIVATE_OUTBOUND) problems.push('ALLOW_PRIVATE_OUTBOUND: só para testes locais; numa instalação real o servidor nunca acessa endereços internos.');
  if (env.NODE_ENV === 'test') problems.push('NODE_ENV: "test" liga rotas de teste (expirar grupos à força); use production.');
  return problems;
}

/** The database's part of the live check: a database that once received the demo catalogue is a demo's. */
export function demoDataProblem(hasDemoData: boolean): string | undefined {
  return hasDemoData
    ? 'Banco de dados: contém os dados de demonstração (produtos, grupos e a loja de demonstração); use um banco novo para a instalação real.'
    : undefined;
}
