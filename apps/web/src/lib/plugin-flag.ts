import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage, writeStorage } from './browser-storage.ts';

/**
 * The spec's local "plugin active" flag (localStorage `pluginAtivo` = 'true'). It only chooses which
 * buttons a page shows; the merchant panel's real access control is on the server.
 */
export const PLUGIN_FLAG_KEY = 'pluginAtivo';

export function isPluginActive(): boolean {
  return readStorage(PLUGIN_FLAG_KEY) === 'true';
}

export function activatePlugin(): void {
  writeStorage(PLUGIN_FLAG_KEY, 'true');
}

/** The flag as React state; `activate` sets it and reloads the page, as the spec's button does. */
export function usePluginFlag() {
  const active = useSyncExternalStore(subscribeStorage, isPluginActive, () => false);
  const activateAndReload = useCallback(() => {
    activatePlugin();
    window.location.reload();
  }, []);
  return { active, activateAndReload };
}
