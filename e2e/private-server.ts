import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A server of its own for a spec that changes what every page shows (the platform name): the same
 * build and scripts/serve-e2e.mjs as the shared one, on a free port and a fresh database, so the
 * specs running beside it never see the change.
 */
export async function startPrivateServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve-e2e.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`o servidor privado saiu (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
