// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, mockFetch, ORIGIN, setUpWidget, tearDownWidget } from './testing.ts';

const LINK = 'abcdefghijklmnopqrstuv';

class FakeEventSource {
  static last: FakeEventSource | undefined;
  closed = false;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  emit(data: unknown) {
    for (const listener of this.listeners) listener(new MessageEvent('group', { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

const group = (paid: number) => ({
  link_id: LINK, paid_count: paid, number_of_quotas: 4, status: 'active',
  server_time: new Date().toISOString(), expires_at: new Date(Date.now() + 2 * 3_600_000 + 5_000).toISOString(),
});

describe('<juntai-progress>', () => {
  let env: ReturnType<typeof setUpWidget>;
  beforeEach(() => {
    env = setUpWidget();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(tearDownWidget);

  it('shows paid/total and the time left, follows the stream and closes it when removed', async () => {
    const fetchMock = mockFetch(200, group(1));
    document.body.innerHTML = `<juntai-progress group="${LINK}"></juntai-progress>`;
    await flush();
    await flush();
    const element = document.querySelector('juntai-progress')!;
    const root = element.shadowRoot!;
    expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/api/groups/${LINK}`, expect.objectContaining({ credentials: 'omit' }));
    expect(root.textContent).toContain('1/4 pagas');
    expect(root.querySelector('[role="timer"]')!.textContent).toMatch(/^Faltam 02:00:0\d$/);
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`${ORIGIN}/api/groups/${LINK}/events`);
    source.emit(group(3));
    expect(root.textContent).toContain('3/4 pagas');
    element.remove();
    expect(source.closed).toBe(true);
    expect(env.warn).not.toHaveBeenCalled();
  });

  it('renders nothing and warns once for an unknown group', async () => {
    mockFetch(404, { detail: 'Grupo não encontrado' });
    document.body.innerHTML = `<juntai-progress group="${LINK}"></juntai-progress>`;
    await flush();
    await flush();
    expect(document.querySelector('juntai-progress')!.shadowRoot!.childNodes).toHaveLength(0);
    expect(env.warn).toHaveBeenCalledTimes(1);
    expect(String(env.warn.mock.calls[0]![0])).toMatch(/^\[Juntaí\]/);
  });
});
