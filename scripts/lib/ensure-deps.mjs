// Installs the npm dependencies when they are missing or older than package-lock.json. Node builtins only:
// this runs on a fresh clone, before anything else is installed.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('› Instalando dependências (npm install)…');
  install(existsSync('package-lock.json') && !existsSync('node_modules'));
}

/**
 * Before a build: a tree installed without the dev dependencies (`NODE_ENV=production npm ci`, or
 * `npm prune --omit=dev` after an earlier build) has no compiler or bundler, so they are installed.
 */
export function ensureBuildTools() {
  if (['typescript', 'vite'].every((tool) => existsSync(`node_modules/${tool}/package.json`))) return;
  console.log('› Instalando as ferramentas de compilação (dependências de desenvolvimento)…');
  install(false);
}

function install(useCi) {
  const result = spawnSync('npm', installArguments(useCi), { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('✗ A instalação das dependências falhou.');
    process.exit(result.status ?? 1);
  }
}

/**
 * The build (Vite, TypeScript) and the tests need the dev dependencies. A host with NODE_ENV=production
 * already set (every PaaS and container image) would otherwise install without them and fail with
 * "vite: not found", so they are asked for explicitly.
 */
export function installArguments(useCi) {
  return [useCi ? 'ci' : 'install', '--include=dev', '--no-audit', '--no-fund'];
}
