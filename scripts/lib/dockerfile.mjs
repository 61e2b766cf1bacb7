// Reads a Dockerfile into its stages and instructions, so scripts/container-replay.mjs follows the file's
// actual steps rather than a copy of them. Only what that Dockerfile uses: FROM … AS, WORKDIR, COPY
// (with --from), RUN and CMD in shell or exec form, ENV key=value, USER, EXPOSE, VOLUME, HEALTHCHECK.

/** The instructions of `text`, one per logical line (continuations joined, comments and blank lines dropped). */
function instructions(text) {
  const out = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    const whole = `${pending}${line}`.trim();
    pending = '';
    const match = /^(\w+)\s+(.*)$/s.exec(whole);
    if (!match) throw new Error(`Dockerfile: linha incompreensível: ${whole}`);
    out.push({ keyword: match[1].toUpperCase(), rest: match[2].trim() });
  }
  return out;
}

/** `["a", "b"]` (exec form) as an array, or a shell command as ['sh', '-c', command]. */
export function commandOf(rest) {
  return rest.startsWith('[') ? JSON.parse(rest) : ['sh', '-c', rest];
}

/** `KEY=value KEY2="value 2"` as an object. */
function envOf(rest) {
  const env = {};
  for (const [, key, quoted, plain] of rest.matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g)) env[key] = quoted ?? plain;
  return env;
}

/** `--from=build src… dest` as { from, sources, destination }. */
function copyOf(rest) {
  const words = rest.split(/\s+/);
  const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((w) => !w.startsWith('--'));
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) };
}

/**
 * The stages of a Dockerfile, in order: { name, image, steps }, each step one of
 * { kind: 'WORKDIR', path } · { kind: 'COPY', from, sources, destination } · { kind: 'RUN', command } ·
 * { kind: 'ENV', env } · { kind: 'USER', user } · { kind: 'CMD', command } · { kind: 'HEALTHCHECK', options, command }
 * · { kind: 'EXPOSE' | 'VOLUME', value }.
 */
export function parseDockerfile(text) {
  const stages = [];
  for (const { keyword, rest } of instructions(text)) {
    if (keyword === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      stages.push({ name: name ?? String(stages.length), image, steps: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile: ${keyword} antes de FROM`);
    if (keyword === 'WORKDIR') stage.steps.push({ kind: keyword, path: rest });
    else if (keyword === 'COPY') stage.steps.push({ kind: keyword, ...copyOf(rest) });
    else if (keyword === 'RUN' || keyword === 'CMD') stage.steps.push({ kind: keyword, command: commandOf(rest) });
    else if (keyword === 'ENV') stage.steps.push({ kind: keyword, env: envOf(rest) });
    else if (keyword === 'USER') stage.steps.push({ kind: keyword, user: rest });
    else if (keyword === 'HEALTHCHECK') {
      const at = rest.indexOf('CMD ');
      stage.steps.push({ kind: keyword, options: rest.slice(0, at).trim(), command: commandOf(rest.slice(at + 4).trim()) });
    } else if (keyword === 'EXPOSE' || keyword === 'VOLUME') stage.steps.push({ kind: keyword, value: rest });
    else throw new Error(`Dockerfile: ${keyword} não é reproduzido por scripts/container-replay.mjs`);
  }
  return stages;
}
