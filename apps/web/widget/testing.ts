import { vi } from 'vitest';
import { JuntaiButton } from './button.ts';
import { setWidgetConfig } from './config.ts';
import { JuntaiProgress } from './progress.ts';

export const ORIGIN = 'https://juntai.example';
export const STORE = 'loja-teste';

/** The widget as a store's page loads it, against a mocked Juntaí (fetch), with beacons and warnings recorded. */
export function setUpWidget() {
  setWidgetConfig({ origin: ORIGIN, store: STORE });
  if (!customElements.get('juntai-button')) customElements.define('juntai-button', JuntaiButton);
  if (!customElements.get('juntai-progress')) customElements.define('juntai-progress', JuntaiProgress);
  const beacons: { url: string; body: unknown }[] = [];
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, {
    sendBeacon: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  }));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { beacons, warn };
}

/** fetch answers `body` with `status` for every call, and records the calls. */
export function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

export function tearDownWidget() {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
