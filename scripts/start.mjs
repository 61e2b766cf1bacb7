// `npm start`: installs what is missing, builds when the sources changed since the last build (the server
// to JavaScript, the web app), then serves the build — API and web from one process (http://localhost:3000
// by default) on the embedded database in ./data, with demo data on first start. What it prints is for a
// person: a line per step, the build's warnings and errors only, and the server's log pretty-printed.
import { spawn, spawnSync } from 'node:child_process';
import { buildNeeded, recordBuild } from './lib/build-freshness.mjs';
import { ensureBuildTools, ensureDependencies } from './lib/ensure-deps.mjs';

ensureDependencies();
const why = buildNeeded();
if (why) {
  ensureBuildTools();
  console.log(`› Compilando o servidor e o app web (${why})…`);
  const startedAt = Date.now();
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('✗ A compilação falhou (veja acima).');
    process.exit(build.status ?? 1);
  }
  recordBuild(startedAt);
}

console.log('› Iniciando o servidor…');
const server = spawn('npm', ['run', 'serve', '--silent'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
