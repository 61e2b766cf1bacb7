import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { loadEnv } from '../env.ts';
import { AppError } from '../errors.ts';
import { createOperator } from '../services/auth/first-operator.ts';

/**
 * `npm run admin:create [e-mail] [nome]`: creates an operator account on the configured database
 * (DATA_DIR or DATABASE_URL). The password comes from SUPER_ADMIN_PASSWORD or is asked for without
 * echo; it never appears in the command line or the shell history.
 */
async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({ write: (chunk, _enc, done) => { if (!muted) process.stdout.write(chunk); done(); } });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY ?? false });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer.trim());
    });
    muted = hidden;
  });
}

async function main(): Promise<void> {
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
  const email = process.argv[2] ?? env.SUPER_ADMIN_EMAIL ?? (await ask('E-mail do operador: '));
  const name = process.argv[3] ?? (await ask('Nome: ')) ?? 'Super Administrador';
  const password = process.env.SUPER_ADMIN_PASSWORD || (await ask('Senha (não aparece ao digitar): ', true));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, { demo: env.SEED_DEMO_DATA });
    const app = await buildApp({ database, env });
    const result = await createOperator(app.ctx, { email: email.toLowerCase(), name: name || 'Super Administrador', password });
    await app.close();
    console.log(result === 'created' ? `✓ Operador ${email} criado. Entre em /super-admin/login.` : `Já existe uma conta com o e-mail ${email}; nada foi mudado.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Another process on the embedded database (a running server) is told by its message alone.
  console.error(error instanceof AppError ? `✗ ${error.detail}` : error instanceof DataDirLockedError ? `✗ ${error.message}` : error);
  process.exit(1);
});
