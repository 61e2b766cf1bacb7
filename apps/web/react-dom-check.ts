import type { Plugin } from 'vite';

/** Where React DOM's own code comes from, and anything of Preact's (an alias brought back, a library that bundles it). */
const REACT_DOM_MODULE = /[\\/]node_modules[\\/]react-dom[\\/]/;
const PREACT_MODULE = /[\\/]node_modules[\\/]preact[\\/]/;

/**
 * What is wrong with a build's modules for the browser to render with React DOM (ADR 0027): React DOM
 * missing, or any Preact module present. Undefined when the build is right.
 */
export function reactDomProblem(moduleIds: readonly string[]): string | undefined {
  const preact = moduleIds.filter((id) => PREACT_MODULE.test(id));
  if (preact.length) return `Preact is in the bundle (React DOM should render the app, ADR 0027): ${preact.join(', ')}`;
  if (!moduleIds.some((id) => REACT_DOM_MODULE.test(id))) return 'React DOM is not in the bundle (an alias or a plugin replaced it; ADR 0027)';
  return undefined;
}

/** Fails the production build unless React DOM is what ships (and no Preact does). */
export function reactDomCheck(): Plugin {
  return {
    name: 'juntai-react-dom-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problem = reactDomProblem(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])));
      if (problem) this.error(problem);
    },
  };
}
