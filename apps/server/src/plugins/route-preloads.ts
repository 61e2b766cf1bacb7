import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shopper pages' own code, named as the web build's manifest names them (apps/web/src/app/router.tsx
 * loads each lazily). Keep in step with the router: a path missing here only loses its head start.
 */
const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'src/app/routes/shop/landing.tsx'],
  [/^\/product\/[^/]+$/, 'src/app/routes/shop/product.tsx'],
  [/^\/g\/[^/]+$/, 'src/app/routes/shop/group.tsx'],
  [/^\/marketplace$/, 'src/app/routes/shop/marketplace.tsx'],
  [/^\/dashboard$/, 'src/app/routes/shop/dashboard.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for the page a path opens: its lazily loaded route module and every
 * chunk that module imports, which the browser would otherwise only discover after the main script ran
 * (one more round trip before anything shows: about 0.5 s on a slow phone connection, issue 11). The
 * main script's own imports are in the HTML already. Without a build manifest, no tags.
 */
export function createRoutePreloads(distDir: string): (path: string) => string {
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
  const inHtml = reachable(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const tagsByModule = new Map(ROUTE_MODULES.map(([, module]) => {
    const files = [...reachable([module])].filter((key) => !inHtml.has(key)).map((key) => manifest[key]!.file);
    return [module, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ')] as const;
  }));
  return (path) => {
    const module = ROUTE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
    return module ? tagsByModule.get(module) ?? '' : '';
  };
}
