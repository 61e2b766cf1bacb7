import type { FastifyInstance } from 'fastify';

/**
 * Every route the app serves, as "METHOD path" with OpenAPI's `{param}` placeholders, read from
 * Fastify's route tree (printRoutes, whose child lines continue their parent's path). HEAD is left out:
 * Fastify adds it to every GET.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[2]!;
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      for (const variant of paramNameVariants(path.replace(/:([A-Za-z_]+)/g, '{$1}'))) routes.push(`${method} ${variant}`);
    }
  }
  return routes;
}

/**
 * Routes sharing a position under different parameter names print as one node ("{linkId}|{link_id}");
 * each route uses one of the names, so a route is listed once per name (only one need be real).
 */
function paramNameVariants(path: string): string[] {
  const merged = /\{([^}]+)\}((?:\|\{[^}]+\})+)/.exec(path);
  if (!merged) return [path];
  const names = [merged[1]!, ...[...merged[2]!.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)];
  return names.flatMap((name) => paramNameVariants(path.replace(merged[0], `{${name}}`)));
}
