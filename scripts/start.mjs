// `npm start`: installs what is missing, builds the web app, then serves API and web from one process
// (http://localhost:3000 by default) on the embedded database in ./data, with demo data on first start.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDependencies } from './lib/ensure-deps.mjs';

ensureDependencies();
console.log('› Compilando o app web…');
const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log('› Iniciando o servidor…');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
