import { describe, expect, it } from 'vitest';
import { reactDomProblem } from './react-dom-check.ts';

const reactDom = '/repo/node_modules/react-dom/cjs/react-dom-client.production.js';
const app = '/repo/apps/web/src/main.tsx';

describe('reactDomProblem', () => {
  it('accepts a build that ships React DOM and no Preact', () => {
    expect(reactDomProblem([app, '/repo/node_modules/react/cjs/react.production.js', reactDom])).toBeUndefined();
  });

  it('refuses a build without React DOM', () => {
    expect(reactDomProblem([app, '/repo/node_modules/react-router/dist/index.mjs'])).toMatch(/React DOM is not in the bundle/);
  });

  it('refuses a build with any Preact module, even beside React DOM', () => {
    expect(reactDomProblem([app, reactDom, '/repo/node_modules/preact/compat/dist/compat.module.js'])).toMatch(/Preact is in the bundle.*preact[\\/]compat/);
  });

  it('does not take a package named like React DOM for it', () => {
    expect(reactDomProblem([app, '/repo/node_modules/react-dom-confetti/index.js'])).toMatch(/React DOM is not in the bundle/);
  });
});
