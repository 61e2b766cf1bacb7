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

/** The database's part of the live check: a database that once received the demo catalogue is a demo's. */
export function demoDataProblem(hasDemoData: boolean): string | undefined {
  return hasDemoData
    ? 'Banco de dados: contém os dados de demonstração (produtos, grupos e a loja de demonstração); use um banco novo para a instalação real.'
    : undefined;
}
