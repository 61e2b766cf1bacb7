import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGroupEvents } from './use-group-events.ts';

/** A stand-in for the browser's EventSource: the test opens it, or refuses it as a 429 does (CLOSED). */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function Probe({ onConnected }: { onConnected: (connected: boolean) => void }) {
  onConnected(useGroupEvents('AbCdEfGhIjKlMnOpQrStUv', true));
  return null;
}

describe('live group stream, and the fallback to polling', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports not connected when the server refuses the stream (429: too many from this address), so the page polls, and tries again later', () => {
    const seen: boolean[] = [];
    render(<QueryClientProvider client={new QueryClient()}><Probe onConnected={(c) => seen.push(c)} /></QueryClientProvider>);
    const first = FakeEventSource.opened[0]!;
    expect(first.url).toBe('/api/groups/AbCdEfGhIjKlMnOpQrStUv/events');
    act(() => {
      first.readyState = FakeEventSource.OPEN;
      first.onopen?.();
    });
    expect(seen.at(-1)).toBe(true);
    // A refused answer (not 200 text/event-stream): the browser gives up, CLOSED.
    act(() => {
      first.readyState = FakeEventSource.CLOSED;
      first.onerror?.();
    });
    expect(seen.at(-1)).toBe(false);
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(FakeEventSource.opened).toHaveLength(2); // asked again, while polling covered the gap
  });
});
