// Replays the Dockerfile's build and start steps on a clean clone, as an unprivileged user, where no
// container engine runs (docs/deploy.md says what this does and does not verify). It follows the file
// itself (scripts/lib/dockerfile.mjs): each stage gets a directory standing for its filesystem root;
// `COPY . .` is a `git clone` of HEAD without .git (.dockerignore leaves out nothing a clone holds);
// the build stage's RUN steps run as the user; the final stage's COPY --from steps copy from the build
// stage's directory, owned by root as in an image; its CMD runs as the user with the stage's ENV, and
// the server must answer, serve the web app and its page code, and stop cleanly on SIGTERM.
// Committed work only: uncommitted changes are not in the clone (it says so).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseDockerfile } from './lib/dockerfile.mjs';

const repo = process.cwd();
const stages = parseDockerfile(readFileSync(join(repo, 'Dockerfile'), 'utf8'));
const isRoot = process.getuid?.() === 0;
// The image's own user does not exist on a CI host; any unprivileged account proves the same point.
const user = isRoot ? (process.env.REPLAY_USER ?? 'nobody') : undefined;
const root = mkdtempSync(join(tmpdir(), 'juntai-image-'));
chmodSync(root, 0o755);
const home = join(root, 'home');
mkdirSync(home);
const ids = user ? { uid: Number(execFileSync('id', ['-u', user], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', user], { encoding: 'utf8' })) } : undefined;
const chownToUser = (path) => ids && execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, path]);
chownToUser(home);

const say = (line) => console.log(`  ${line}`);
const failures = [];
const check = (ok, what) => {
  say(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

/**
 * How to run a command as the unprivileged user, with only the image's environment (plus a PATH to node
 * and a home for npm's cache). Node's own uid/gid options: no wrapper process, so signals reach the command.
 */
function asUser(command, { cwd, env }) {
  const clean = {
    PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`, HOME: home,
    npm_config_cache: join(home, '.npm'), npm_config_update_notifier: 'false', ...env,
  };
  return { file: command[0], args: command.slice(1), options: { cwd, env: clean, ...(ids ?? {}) } };
}

/** Where a path of the stage's filesystem is in the replay. */
const inStage = (stageDir, workdir, path) => join(stageDir, isAbsolute(path) ? path : join(workdir, path));

const stageState = new Map();
let finalRun;
for (const [index, stage] of stages.entries()) {
  const isFinal = index === stages.length - 1;
  const dir = join(root, `stage-${stage.name}`);
  mkdirSync(dir);
  const state = { dir, workdir: '/', env: {}, user: 'root' };
  stageState.set(stage.name, state);
  console.log(`\n› Etapa ${stage.name} (${stage.image})`);
  for (const step of stage.steps) {
    if (step.kind === 'WORKDIR') {
      state.workdir = step.path;
      mkdirSync(inStage(dir, '/', step.path), { recursive: true });
    } else if (step.kind === 'ENV') {
      Object.assign(state.env, step.env);
    } else if (step.kind === 'USER') {
      state.user = step.user;
    } else if (step.kind === 'COPY' && !step.from) {
      if (step.sources.join(' ') !== '.' || step.destination !== '.') throw new Error(`COPY do contexto não reproduzido: ${step.sources.join(' ')} ${step.destination}`);
      const target = inStage(dir, state.workdir, '.');
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
      execFileSync('git', ['clone', '--quiet', '--no-checkout', repo, target]);
      execFileSync('git', ['checkout', '--quiet', head], { cwd: target });
      rmSync(join(target, '.git'), { recursive: true, force: true });
      chownToUser(target);
      const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' }).trim();
      say(`COPY . .  → clone limpo de ${head.slice(0, 10)}${dirty ? ' (alterações não commitadas ficam de fora)' : ''}`);
    } else if (step.kind === 'COPY') {
      const from = stageState.get(step.from);
      for (const source of step.sources) {
        const target = inStage(dir, state.workdir, step.destination.endsWith('/') ? join(step.destination, source.split('/').at(-1)) : step.destination);
        mkdirSync(dirname(target), { recursive: true });
        // As COPY does without --chown: the files belong to root, and the app's user may only read them.
        cpSync(inStage(from.dir, from.workdir, source), target, { recursive: true, verbatimSymlinks: true });
      }
      say(`COPY --from=${step.from} ${step.sources.join(' ')} ${step.destination}`);
    } else if (step.kind === 'RUN' && !isFinal) {
      say(`RUN ${step.command.at(-1)}`);
      const { file, args, options } = asUser(step.command, { cwd: inStage(dir, state.workdir, '.'), env: state.env });
      const result = spawnSync(file, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
      if (result.status !== 0) {
        console.error(`✗ RUN falhou (código ${result.status}): ${step.command.at(-1)}`);
        process.exit(1);
      }
    } else if (step.kind === 'RUN') {
      // The final stage's RUN steps prepare the image as root (DATA_DIR's directory): the replay makes that
      // directory itself, owned by the user, below.
      say(`(não reproduzido, preparo da imagem como root) RUN ${step.command.at(-1)}`);
    } else if (step.kind === 'CMD') {
      finalRun = { command: step.command, state };
    } else if (step.kind === 'HEALTHCHECK') {
      state.healthcheck = step.command;
    }
  }
}

const { state } = finalRun;
const app = inStage(state.dir, state.workdir, '.');
const dataDir = inStage(state.dir, '/', state.env.DATA_DIR ?? '/data');
mkdirSync(dataDir, { recursive: true });
chownToUser(dataDir);
const port = await freePort();
const env = { ...state.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) };

console.log(`\n› Imagem final: ${state.user === 'root' ? 'roda como root' : `USER ${state.user}`}; aqui como ${user ?? 'o usuário atual'}`);
check(state.user !== 'root' && state.user !== '0', `a imagem roda como um usuário sem privilégios (USER ${state.user})`);
for (const dev of ['tsx', 'vite', 'typescript', 'vitest']) check(!existsSync(join(app, 'node_modules', dev)), `sem ${dev} na imagem (só dependências de produção)`);

console.log(`\n› CMD ${JSON.stringify(finalRun.command)}`);
const logFile = join(root, 'server.log');
const started = asUser(finalRun.command, { cwd: app, env });
const server = spawn(started.file, started.args, { ...started.options, stdio: ['ignore', 'pipe', 'pipe'] });
const log = [];
server.stdout.on('data', (chunk) => log.push(chunk));
server.stderr.on('data', (chunk) => log.push(chunk));
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));

const base = `http://127.0.0.1:${port}`;
const health = await waitForHealth(`${base}/api/health`, exited);
check(health?.status === 'ok', `GET /api/health responde {"status":"ok"} (${health ? health.database : 'sem resposta'})`);
if (health) {
  const page = await fetch(`${base}/`);
  const html = await page.text();
  check(page.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? ''), `GET / responde a página (HTTP ${page.status})`);
  check(/<title>[^<]*Junta/.test(html) && html.includes('id="root"'), 'a página é a do app web (título e raiz do app)');
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  const code = script ? await fetch(new URL(script, base)) : undefined;
  check(code?.status === 200, `o código da página é servido (${script ?? 'sem <script type="module">'})`);
  const ready = await fetch(`${base}/api/health/ready`);
  if (ready.status === 404) {
    say('– HEALTHCHECK não executado: GET /api/health/ready ainda não existe neste código');
  } else if (state.healthcheck) {
    const probe = asUser(state.healthcheck, { cwd: app, env });
    check(spawnSync(probe.file, probe.args, { ...probe.options, stdio: 'inherit' }).status === 0, `o HEALTHCHECK da imagem passa (GET /api/health/ready: ${ready.status})`);
  }
}

server.kill('SIGTERM');
const end = await exited;
check(end.code === 0, `SIGTERM encerra o servidor sem erro (código ${end.code ?? end.signal})`);
writeFileSync(logFile, Buffer.concat(log));
if (failures.length) {
  console.error(`\n✗ ${failures.length} verificação(ões) falharam. Log do servidor (${logFile}):\n${Buffer.concat(log).toString().slice(-4000)}`);
  process.exit(1);
}
rmSync(root, { recursive: true, force: true });
console.log('\n✓ A imagem, reproduzida num clone limpo, compila, roda sem ferramentas de desenvolvimento e serve o app.');

/** A port nothing listens on. */
async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** The health answer once the server gives one, or undefined when the server exits first. */
async function waitForHealth(url, serverExited) {
  let gone = false;
  void serverExited.then(() => { gone = true; });
  while (!gone) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return await answer.json();
    } catch {
      // Not listening yet: migrations and the demo data come first.
    }
    await sleep(500);
  }
  return undefined;
}
