import type { Alias, Plugin } from 'vite';

/**
 * The browser build runs on Preact (preact/compat) instead of React DOM: the same React 19 API that the app,
 * React Router, TanStack Query, Radix and sonner import, at about a sixth of the size (ADR 0014). Types still
 * come from @types/react. Exact-match patterns, so `react-router` and `@radix-ui/react-*` are left alone.
 * Shared by vite.config.ts and the web unit tests (vitest.config.ts), so tests run on what ships.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/** React's own packages, which must never reach the bundle (an alias missed, or a library that deep-imports them). */
const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Fails the build if any chunk carries React or React DOM code instead of Preact's. */
export function noReactInBundle(): Plugin {
  return {
    name: 'juntai-no-react-in-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])).filter((id) => REACT_MODULE.test(id));
      if (found.length) this.error(`React itself is in the bundle (Preact should render it, ADR 0014): ${found.join(', ')}`);
    },
  };
}
