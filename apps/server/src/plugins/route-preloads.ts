import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePattern } from '@juntai/contract';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for the page a path opens: the app's start (the entry script's own
 * dynamic import), its lazily loaded route module and every chunk these import, which the browser
 * would otherwise only discover after the main script ran (one more round trip before anything shows: about 0.5 s on a slow phone connection). The
 * main script's own imports are in the HTML already. Every page gets them, the signed-in panels too:
 * when the router then loads the page, Vite's loader finds each chunk already named in the HTML and adds
 * no tag of its own, and adding those tags from script cost /admin about 170 ms of Total Blocking Time
 * on a throttled phone (bench/README.md, "Pages"). Without a build manifest, no tags.
 *
 * `pageModules` are the web app's route table's pages and their modules, as the build names them
 * (the server build's `pageModules`, plugins/page-drawing.ts).
 */
export function createRoutePreloads(distDir: string, pageModules: ReadonlyArray<readonly [string, string]>): (path: string) => string {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest | undefined = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest : undefined;
  if (!manifest) return () => '';
  const reachable = (keys: string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      reachable(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const inHtml = reachable(entries);
  // The entry script is small and loads the app's own start (apps/web/src/boot.tsx) when the page may run it.
  const appStart = reachable(entries.flatMap((key) => manifest[key]!.dynamicImports ?? []));
  const tagsByPage = pageModules.map(([path, module]) => {
    const files = [...reachable([module], new Set(appStart))].filter((key) => !inHtml.has(key)).map((key) => manifest[key]!.file);
    return [pagePattern(path), files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ')] as const;
  });
  return (path) => tagsByPage.find(([pattern]) => pattern.test(path))?.[1] ?? '';
}
