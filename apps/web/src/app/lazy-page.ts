import { type ComponentType, createElement, lazy, type ReactElement } from 'react';

/** A page whose code loads on demand, and can be loaded ahead of its first render. */
export interface LazyPage {
  (): ReactElement;
  preload: () => Promise<void>;
}

/**
 * Like `React.lazy`, but once the module is in (after `preload()`) the page renders straight away
 * instead of suspending for a tick: boot.tsx preloads the opened page before the first render, so a
 * phone paints the page itself first, not a spinner followed by a second full render.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const loadOnce = () => load().then((module) => {
    loaded = module.default;
    return module;
  });
  const Suspending = lazy(loadOnce);
  const Page = () => createElement(loaded ?? Suspending);
  Page.preload = () => loadOnce().then(() => undefined);
  return Page;
}
