import { useCallback, useSyncExternalStore } from 'react';

/**
 * The spec's local "plugin active" flag (localStorage `pluginAtivo` = 'true'). It only chooses which
 * buttons a page shows; the merchant panel's real access control is on the server.
 */
export const PLUGIN_FLAG_KEY = 'pluginAtivo';

export function isPluginActive(): boolean {
  try {
    return localStorage.getItem(PLUGIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function activatePlugin(): void {
  localStorage.setItem(PLUGIN_FLAG_KEY, 'true');
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** The flag as React state; `activate` sets it and reloads the page, as the spec's button does. */
export function usePluginFlag() {
  const active = useSyncExternalStore(subscribe, isPluginActive, () => false);
  const activateAndReload = useCallback(() => {
    activatePlugin();
    window.location.reload();
  }, []);
  return { active, activateAndReload };
}
