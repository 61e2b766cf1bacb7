import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import { pingDatabase } from '../db/repositories/database-facts.ts';
import { pendingMigrations } from '../db/migrate.ts';
import type { JobRunner } from '../jobs/runner.ts';

/**
 * Whether this instance can take traffic (GET /api/health/ready), as a load balancer, an orchestrator
 * or a container's HEALTHCHECK asks: the database answers, its migrations are all applied, the web
 * app's build is there (when this instance serves it), and the background jobs run as JOBS_ENABLED
 * says. GET /api/health stays the liveness check (the process and the database answer).
 */
export interface Readiness {
  /** What is wrong, in Portuguese, one line each; empty when ready. */
  problems(): Promise<string[]>;
  /** Tells the check about this instance's job runner once started (main.ts). */
  watchJobs(runner: JobRunner): void;
}

export function createReadiness(ctx: AppContext, web: { distDir: string } | undefined): Readiness {
  let runner: JobRunner | undefined;
  // Applied migrations are never undone: once all are there, the question is not asked again.
  let migrationsApplied = false;

  const databaseProblems = async (): Promise<string[]> => {
    try {
      await pingDatabase(ctx.db);
    } catch (error) {
      return [`Banco de dados: não responde (${error instanceof Error ? error.message : String(error)}).`];
    }
    if (migrationsApplied) return [];
    let pending: string[];
    try {
      pending = await pendingMigrations(ctx.db);
    } catch (error) {
      return [`Banco de dados: não foi possível ler as migrações aplicadas (${error instanceof Error ? error.message : String(error)}).`];
    }
    migrationsApplied = pending.length === 0;
    return migrationsApplied ? [] : [`Banco de dados: migrações não aplicadas (${pending.join(', ')}); reinicie o servidor para aplicá-las.`];
  };

  const otherProblems = (): string[] => {
    const problems: string[] = [];
    const index = web && join(web.distDir, 'index.html');
    if (index && !existsSync(index)) problems.push(`App web: não compilado (${index} não existe); rode "npm run build".`);
    if (ctx.env.JOBS_ENABLED && !runner?.running) {
      problems.push('Tarefas em segundo plano: JOBS_ENABLED=true, mas não estão rodando nesta instância (e-mails, expiração de grupos, conciliação).');
    }
    return problems;
  };

  return {
    problems: async () => [...(await databaseProblems()), ...otherProblems()],
    watchJobs: (jobs) => {
      runner = jobs;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}
