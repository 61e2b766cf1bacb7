// @vitest-environment jsdom
import type { WidgetProduct } from '@juntai/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, mockFetch, ORIGIN, setUpWidget, STORE, tearDownWidget } from './testing.ts';

const PRODUCT: WidgetProduct = {
  product_id: 7, name: 'Cafeteira Italiana', price: 1649.2, button_text: 'Dividir com amigos', button_bg_color: '#7c3aed',
  button_text_color: '#fefce8', number_of_quotas: 4, per_person: 412.3, per_person_label: 'ou R$ 412,30 por pessoa em 4',
  create_url: `${ORIGIN}/product/7?criar=1`,
  // The store saved this page's own origin as its site: only then may the creation open in a dialog.
  store_site: location.origin,
};

function phone(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isPhone, media: query }));
}

async function mount(attrs = 'product="CAF-001"') {
  document.body.insertAdjacentHTML('beforeend', `<juntai-button ${attrs}></juntai-button>`);
  await flush();
  await flush();
  const element = document.body.lastElementChild as HTMLElement;
  return { element, root: element.shadowRoot! };
}

describe('<juntai-button>', () => {
  let env: ReturnType<typeof setUpWidget>;
  beforeEach(() => {
    env = setUpWidget();
  });
  afterEach(tearDownWidget);

  it("renders the store's text, colours and the per-person line, reading without cookies", async () => {
    const fetchMock = mockFetch(200, PRODUCT);
    const { root } = await mount();
    const button = root.querySelector('button')!;
    expect(button.textContent).toBe('Dividir com amigos');
    expect(button.style.background).toBe('rgb(124, 58, 237)');
    expect(button.style.color).toBe('rgb(254, 252, 232)');
    expect(root.textContent).toContain('ou R$ 412,30 por pessoa em 4');
    expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/api/widget/stores/${STORE}/products/CAF-001`, expect.objectContaining({ credentials: 'omit' }));
    expect(root.querySelector('style')!.textContent).toContain(':host{all:initial');
    expect(env.warn).not.toHaveBeenCalled();
  });

  it('uses the store attribute over the script data-store', async () => {
    const fetchMock = mockFetch(200, PRODUCT);
    await mount('product="CAF-001" store="outra-loja"');
    expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/api/widget/stores/outra-loja/products/CAF-001`, expect.anything());
  });

  it.each([
    ['a 404', () => mockFetch(404, { detail: 'Produto indisponível para compra em grupo' })],
    ['an answer that is not a button', () => mockFetch(200, { hello: 'world' })],
    ['a network error', () => vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }))],
  ])('renders nothing and warns once on %s, never throwing', async (_case, setUp) => {
    setUp();
    const { root } = await mount('product="NAO-EXISTE"');
    expect(root.childNodes).toHaveLength(0);
    expect(env.warn).toHaveBeenCalledTimes(1);
    expect(String(env.warn.mock.calls[0]![0])).toMatch(/^\[Juntaí\] .*NAO-EXISTE/);
    expect(env.beacons).toEqual([]);
  });

  /** The button mounted on a phone, window.open recorded. */
  async function onPhone() {
    mockFetch(200, PRODUCT);
    phone(true);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    return { open, ...(await mount()) };
  }

  it('sends one view beacon per render and a click beacon on click, as text the server parses', async () => {
    const { root } = await onPhone();
    expect(env.beacons).toEqual([{ url: `${ORIGIN}/api/widget/events`, body: { store_id: STORE, product: 'CAF-001', type: 'view' } }]);
    root.querySelector('button')!.click();
    expect(env.beacons[1]).toEqual({ url: `${ORIGIN}/api/widget/events`, body: { store_id: STORE, product: 'CAF-001', type: 'click' } });
    expect(env.beacons).toHaveLength(2);
  });

  it('on a phone opens the creation in a new tab that knows the way back', async () => {
    const { open, root } = await onPhone();
    root.querySelector('button')!.click();
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/product/7`);
    expect(url.searchParams.get('criar')).toBe('1');
    expect(url.searchParams.get('voltar')).toBe(location.href);
    expect(open.mock.calls[0]![1]).toBe('_blank');
  });

  it('on a desktop page of another origin than the store saved, opens a new tab rather than a dialog it may not frame', async () => {
    mockFetch(200, { ...PRODUCT, store_site: 'https://outra-loja.example' });
    phone(false);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { root } = await mount();
    root.querySelector('button')!.click();
    expect(document.querySelector('juntai-dialog')).toBeNull();
    expect(new URL(open.mock.calls[0]![0] as string).pathname).toBe('/product/7');
    expect(open.mock.calls[0]![1]).toBe('_blank');
  });

  it("on a desktop opens a dialog framing the product page, closed by Esc, and takes only Juntaí's message", async () => {
    mockFetch(200, PRODUCT);
    phone(false);
    const { element, root } = await mount();
    const button = root.querySelector('button')!;
    button.click();
    let dialogRoot = document.querySelector('juntai-dialog')!.shadowRoot!;
    const frame = dialogRoot.querySelector('iframe')!;
    expect(new URL(frame.src).searchParams.get('embed')).toBe('1');
    expect(dialogRoot.querySelector('[role="dialog"]')!.getAttribute('aria-modal')).toBe('true');
    expect(dialogRoot.activeElement).toBe(dialogRoot.querySelector('button[aria-label="Fechar"]'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.querySelector('juntai-dialog')).toBeNull();
    expect(root.activeElement).toBe(button);

    button.click();
    dialogRoot = document.querySelector('juntai-dialog')!.shadowRoot!;
    const source = dialogRoot.querySelector('iframe')!.contentWindow;
    const created = vi.fn();
    element.addEventListener('juntai:group-created', created);
    const groupUrl = `${ORIGIN}/g/abcdefghijklmnopqrstuv`;
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://intruso.example', source, data: { type: 'juntai:group-created', url: groupUrl } }));
    expect(document.querySelector('juntai-dialog')).not.toBeNull();
    window.dispatchEvent(new MessageEvent('message', { origin: ORIGIN, source, data: { type: 'juntai:group-created', url: groupUrl } }));
    expect(document.querySelector('juntai-dialog')).toBeNull();
    expect(created).toHaveBeenCalledTimes(1);
    expect((created.mock.calls[0]![0] as CustomEvent<{ url: string }>).detail.url).toBe(groupUrl);
    expect(root.querySelector('a')!.getAttribute('href')).toBe(groupUrl);
    expect(root.textContent).toContain('Grupo criado! Compartilhe:');
  });

  it('keeps the store page still and focus inside the dialog while it is open', async () => {
    mockFetch(200, PRODUCT);
    phone(false);
    const { root } = await mount();
    const outside = document.createElement('a');
    outside.href = '#loja';
    document.body.append(outside);
    document.documentElement.style.overflow = 'auto';
    root.querySelector('button')!.click();
    const dialogRoot = document.querySelector('juntai-dialog')!.shadowRoot!;
    expect(document.documentElement.style.overflow).toBe('hidden');
    outside.focus();
    expect(dialogRoot.activeElement).toBe(dialogRoot.querySelector('button[aria-label="Fechar"]'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.documentElement.style.overflow).toBe('auto');
    outside.focus();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('back from the phone tab with juntai_grupo, shows the link; a foreign link is ignored', async () => {
    mockFetch(200, PRODUCT);
    const groupUrl = `${ORIGIN}/g/abcdefghijklmnopqrstuv`;
    history.replaceState(null, '', `/produto?juntai_grupo=${encodeURIComponent(groupUrl)}`);
    const { root } = await mount();
    expect(root.querySelector('[role="status"] a')!.getAttribute('href')).toBe(groupUrl);
    document.body.replaceChildren();
    history.replaceState(null, '', `/produto?juntai_grupo=${encodeURIComponent('https://golpe.example/g/abcdefghijklmnopqrstuv')}`);
    const other = await mount();
    expect(other.root.querySelector('[role="status"]')).toBeNull();
    history.replaceState(null, '', '/');
  });
});
