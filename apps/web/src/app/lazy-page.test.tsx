import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

function Hello() {
  return <p>Olá</p>;
}

describe('lazyPage', () => {
  afterEach(cleanup);

  it('suspends until its module is in when it was not preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Hello }));
    render(<Suspense fallback={<p>Carregando…</p>}><Page /></Suspense>);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    expect(await screen.findByText('Olá')).toBeTruthy();
  });

  it('renders the page in the first render once preloaded, never the fallback', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ default: Hello });
    });
    await Page.preload();
    render(<Suspense fallback={<p>Carregando…</p>}><Page /></Suspense>);
    expect(screen.getByText('Olá')).toBeTruthy();
    expect(screen.queryByText('Carregando…')).toBeNull();
    expect(loads).toBe(1);
  });
});
