import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { storeImage } from '../services/images/image-store.ts';
import { groupBody } from '../testing/group-helpers.ts';
import { type JoinAttempt, postJoin, postJson } from '../testing/http-attempts.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { closedPort } from '../testing/closed-port.ts';

/**
 * `npm run backup` while groups are being created and joined on a running server, then
 * `npm run restore` into a fresh directory and a server on it: everything a client was told had
 * happened before the backup began is there (ADR 0045).
 */
const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', 'cli');

/** Runs one of the DATA_DIR commands from its sources (`npm run backup|restore -- FILE` runs the same file built). */
function runCommand(command: 'backup' | 'restore', file: string, dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(CLI, `${command}.ts`), file], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => { output += String(chunk); });
    child.stderr.on('data', (chunk) => { output += String(chunk); });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface AcknowledgedJoin { attempt: JoinAttempt; paymentId: string }

describe('backup and restore of the embedded database', { timeout: 600_000 }, () => {
  const workDir = mkdtempSync(join(tmpdir(), 'juntai-backup-test-'));
  const dataDir = join(workDir, 'data');
  const restoredDir = join(workDir, 'restored');
  const archive = join(workDir, 'juntai-backup.tar.gz');
  const servers: ServerProcess[] = [];
  const start = async (name: string, dir: string) => {
    const server = await startServerProcess({ name, dataDir: dir, port: await closedPort() });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(workDir, { recursive: true, force: true });
  });

  it('restores every group and payment acknowledged before a backup taken under writes', async () => {
    const original = await start('original', dataDir);
    const products = await (await fetch(`${original.baseUrl}/api/products`)).json() as { id: number; price: number }[];
    const product = products.find((p) => p.price >= 100);
    if (!product) throw new Error('the demo catalogue has no product to group-buy');
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } }).png().toBuffer();
    const image = await storeImage({ DATA_DIR: dataDir }, picture);

    // Writers: each creates a group, then two shoppers join it, over and over, until told to stop.
    const groups: string[] = [];
    const joins: AcknowledgedJoin[] = [];
    let writing = true;
    let serial = 0;
    const writer = async () => {
      while (writing) {
        const n = (serial += 1);
        const created = await postJson(`${original.baseUrl}/api/groups`, { ...groupBody(product.id, { quotas: 3, creatorName: `Organizadora ${n}` }), creator_email: `org-${n}@example.com` });
        if (!created.answered || created.status !== 201) throw new Error(`group creation failed: ${JSON.stringify(created)}`);
        const linkId: string = created.body.link_id;
        groups.push(linkId);
        for (const seat of [1, 2]) {
          const attempt: JoinAttempt = { linkId, name: `Convidado ${seat}`, email: `comprador-${n}-${seat}@example.com`, method: 'card', idempotencyKey: `backup-${n}-${seat}` };
          const joined = await postJoin(original.baseUrl, attempt);
          if (!joined.answered || joined.status !== 201) throw new Error(`join failed: ${JSON.stringify(joined)}`);
          joins.push({ attempt, paymentId: joined.body.payment.id });
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (joins.length < 12) await new Promise((resolve) => setTimeout(resolve, 50));

    // What clients had been told when the backup began.
    const groupsBefore = [...groups];
    const joinsBefore = [...joins];
    const backup = await runCommand('backup', archive, dataDir);
    const writtenDuring = joins.length - joinsBefore.length;
    writing = false;
    await Promise.all(writers);
    expect(backup.output).toContain(`✓ Backup gravado em ${archive}`);
    expect(backup.code).toBe(0);
    expect(writtenDuring, 'joins were acknowledged while the backup ran').toBeGreaterThan(0);

    // A restore never writes over a directory in use or holding anything.
    const refused = await runCommand('restore', archive, dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`✗ DATA_DIR (${dataDir}) não está vazio.`);

    const restore = await runCommand('restore', archive, restoredDir);
    expect(restore.output).toContain(`✓ Backup ${archive} restaurado em ${restoredDir}.`);
    expect(restore.code).toBe(0);
    const restored = await start('restored', restoredDir);

    for (const linkId of groupsBefore) {
      expect((await fetch(`${restored.baseUrl}/api/groups/${linkId}`)).status, linkId).toBe(200);
    }
    for (const { attempt, paymentId } of joinsBefore) {
      const group = await (await fetch(`${restored.baseUrl}/api/groups/${attempt.linkId}`)).json() as { participants: { name: string; payment_status: string }[] };
      expect(group.participants.find((p) => p.name === attempt.name)?.payment_status, attempt.idempotencyKey).toBe('paid');
      // The same request again answers the stored payment rather than paying a second time.
      const replay = await postJoin(restored.baseUrl, attempt);
      expect(replay.answered && replay.replayed, attempt.idempotencyKey).toBe(true);
      expect(replay.answered && replay.body.payment.id).toBe(paymentId);
    }
    const served = await fetch(`${restored.baseUrl}${image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(join(dataDir, image)))).toBe(true);
  });

  it('backs up a stopped installation by opening its directory itself', async () => {
    const original = servers[0];
    if (!original) throw new Error('the first test starts the original server');
    const [product] = await (await fetch(`${original.baseUrl}/api/products`)).json() as { id: number }[];
    if (!product) throw new Error('the demo catalogue has no product');
    const created = await postJson(`${original.baseUrl}/api/groups`, { ...groupBody(product.id), creator_email: 'parada@example.com' });
    if (!created.answered || created.status !== 201) throw new Error(`group creation failed: ${JSON.stringify(created)}`);
    await original.stop();

    const offline = join(workDir, 'offline.tar.gz');
    const backup = await runCommand('backup', offline, dataDir);
    expect(backup.output).toContain(`✓ Backup gravado em ${offline}`);
    const target = join(workDir, 'restored-offline');
    expect((await runCommand('restore', offline, target)).code).toBe(0);
    const restored = await start('restored-offline', target);
    expect((await fetch(`${restored.baseUrl}/api/groups/${created.body.link_id}`)).status).toBe(200);
  });

  it('refuses a file that is not a backup and leaves the directory empty', async () => {
    const junk = join(workDir, 'not-a-backup.tar.gz');
    writeFileSync(junk, 'isto não é um backup');
    const target = join(workDir, 'empty');
    mkdirSync(target);
    const refused = await runCommand('restore', junk, target);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`✗ ${junk} não é um backup do Juntaí legível`);
    expect(readdirSync(target)).toEqual([]);
  });

  it('points a PostgreSQL installation at pg_dump and pg_restore', async () => {
    const postgres = { DATABASE_URL: 'postgres://juntai@localhost/juntai' };
    const backup = await runCommand('backup', join(workDir, 'pg.tar.gz'), join(workDir, 'pg'), postgres);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain('✗ DATABASE_URL aponta para um PostgreSQL: faça o backup com pg_dump');
    const restore = await runCommand('restore', archive, join(workDir, 'pg'), postgres);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('✗ DATABASE_URL aponta para um PostgreSQL: restaure com pg_restore');
  });
});
