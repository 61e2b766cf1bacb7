import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { FIRST_VISIT_PAGES } from './src/app/first-visit-pages.ts';

type CodeSplitting = Rolldown.CodeSplittingOptions;
type ChunkingContext = Rolldown.ChunkingContext;

const SOURCE = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * How the browser build is cut into files (ADR 0035). Left to itself, Rolldown gives every set of
 * pages that share a module a file of its own: a group page took 45 files, and the browser spent a
 * long task after the first paint requesting and linking them (Lighthouse TBT 55–274 ms). Here the
 * modules the first-visit pages need, beyond the entry's and boot's own, go into one "shopper" file,
 * so a first visit takes six: the entry, "start" (below), Rolldown's runtime, boot (React DOM), the
 * shopper file and the page's own. Fewer files also compress better (the group page: 120.0 → 113.7 KB).
 *
 * Vite's preload helper gets a file of its own ("start"): the entry needs it before the first paint,
 * and with the shopper file it would pull that whole file in front of the paint.
 */
export function shopperCodeSplitting(): CodeSplitting {
  return {
    groups: [
      { name: 'start', test: /preload-helper/, priority: 1 },
      // A group named by a function is labelled in Rolldown's timing report only by its debugName.
      { name: shopperModules(), debugName: 'shopper' },
    ],
  };
}

/** Names "shopper" each module a first-visit page imports (directly or not) that neither the entry nor boot does. */
function shopperModules() {
  let shopper: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    shopper ??= new Set(reachable(ctx, FIRST_VISIT_PAGES.map((page) => `${SOURCE}app/routes/${page}`), reachable(ctx, [`${SOURCE}main.tsx`, `${SOURCE}boot.tsx`])));
    return shopper.has(id) ? 'shopper' : null;
  };
}

/** The modules `roots` import statically, themselves excluded, stopping at `known` and at virtual modules. */
function reachable(ctx: ChunkingContext, roots: readonly string[], known: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || known.has(id) || id.startsWith('\0')) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const root of roots) for (const imported of ctx.getModuleInfo(root)?.importedIds ?? []) visit(imported);
  return seen;
}
