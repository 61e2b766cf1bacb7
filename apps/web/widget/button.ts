import type { WidgetProduct } from '@juntai/contract';
import { sendBeacon } from './beacon.ts';
import { el, readJson, shadowOf, styleEl, warn, widgetConfig } from './config.ts';
import { GROUP_CREATED_MESSAGE, RETURN_PARAM } from '../src/features/groups/lib/store-return.ts';
import { openCreationDialog } from './dialog.ts';

/** The event the element dispatches (the same name as the framed page's message). */
export const GROUP_CREATED_EVENT = GROUP_CREATED_MESSAGE;

// 20 px bold, as the product page's button: large text for WCAG, so the spec's default colours (white on
// #059669, 3.8:1) pass AA on the store's page too.
const BUTTON_CSS = `.b{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 20px;border-radius:8px;font-weight:700;font-size:20px;line-height:1.2;font-family:inherit;cursor:pointer;text-align:center}
.b:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.p{display:block;margin-top:4px;font-size:14px;color:#334155}
.c{display:block;margin-top:8px;font-size:14px;color:#065f46;word-break:break-all}
.c a{color:inherit;font-weight:600}`;

const isPhone = () => window.matchMedia('(max-width: 640px)').matches || window.matchMedia('(pointer: coarse)').matches;

function isWidgetProduct(value: unknown): value is WidgetProduct {
  const v = value as Partial<WidgetProduct> | null;
  return typeof v === 'object' && v !== null && typeof v.button_text === 'string' && typeof v.button_bg_color === 'string'
    && typeof v.button_text_color === 'string' && typeof v.per_person_label === 'string' && typeof v.create_url === 'string'
    && /^https?:\/\//.test(v.create_url);
}

/**
 * A group link Juntaí handed back (the return parameter or the dialog's message): only a group page of
 * the Juntaí that serves the product (`create_url`'s origin, which may be the public address behind the script's).
 */
function isGroupUrl(url: unknown, product: WidgetProduct): url is string {
  return typeof url === 'string' && url.startsWith(`${new URL(product.create_url).origin}/g/`);
}

function withParam(url: string, name: string, value: string): string {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.toString();
}

/**
 * `<juntai-button product="SKU" [store="…"]>`: the store's "Comprar em Grupo" button for one of its
 * products, with the per-person price; renders nothing (and warns once) when the product is not for sale.
 */
export class JuntaiButton extends HTMLElement {
  static observedAttributes = ['product', 'store'];
  /** Bumped on each render so an older, slower answer never overwrites a newer one. */
  private generation = 0;
  private groupUrl: string | null = null;

  connectedCallback(): void {
    void this.render();
  }

  attributeChangedCallback(_name: string, old: string | null, value: string | null): void {
    if (old !== value && this.isConnected) void this.render();
  }

  private get store(): string {
    return this.getAttribute('store') ?? widgetConfig().store;
  }

  private get product(): string {
    return this.getAttribute('product') ?? '';
  }

  async render(): Promise<void> {
    const generation = ++this.generation;
    const root = shadowOf(this);
    const { store, product } = this;
    if (!widgetConfig().origin || !store || !product) {
      root.replaceChildren();
      warn(`<juntai-button> precisa de product="SKU" e de data-store no script do widget (loja "${store}", produto "${product}").`);
      return;
    }
    const data = await readJson(`/api/widget/stores/${encodeURIComponent(store)}/products/${encodeURIComponent(product)}`);
    if (generation !== this.generation) return;
    if (!isWidgetProduct(data)) {
      root.replaceChildren();
      warn(`produto "${product}" da loja "${store}" indisponível para compra em grupo: o botão não será exibido.`);
      return;
    }
    const button = el('button', { type: 'button', class: 'b', part: 'button' }, data.button_text);
    button.style.setProperty('background', data.button_bg_color);
    button.style.setProperty('color', data.button_text_color);
    button.addEventListener('click', () => this.open(data, button));
    root.replaceChildren(styleEl(BUTTON_CSS), button, el('span', { class: 'p', part: 'price' }, data.per_person_label));
    sendBeacon({ store_id: store, product, type: 'view' });
    // Back from Juntaí's tab (phones) with the new group's link.
    const returned = new URL(location.href).searchParams.get(RETURN_PARAM);
    if (this.groupUrl) this.showGroup(this.groupUrl);
    else if (isGroupUrl(returned, data)) this.groupCreated(returned);
  }

  private open(data: WidgetProduct, button: HTMLButtonElement): void {
    sendBeacon({ store_id: this.store, product: this.product, type: 'click' });
    // The dialog frames Juntaí's page, which only the store's own site may do (frame-ancestors): on a
    // phone, or on a page of another origin (a staging copy, a site not saved yet), a new tab instead.
    if (isPhone() || data.store_site !== location.origin) {
      window.open(withParam(data.create_url, 'voltar', location.href), '_blank', 'noopener');
      return;
    }
    openCreationDialog(withParam(data.create_url, 'embed', '1'), data.name, button, (url) => {
      if (isGroupUrl(url, data)) this.groupCreated(url);
    });
  }

  private groupCreated(url: string): void {
    this.groupUrl = url;
    this.showGroup(url);
    this.dispatchEvent(new CustomEvent(GROUP_CREATED_EVENT, { bubbles: true, composed: true, detail: { url } }));
  }

  private showGroup(url: string): void {
    const root = shadowOf(this);
    root.querySelector('.c')?.remove();
    const line = el('span', { class: 'c', part: 'group', role: 'status' }, 'Grupo criado! Compartilhe: ');
    line.append(el('a', { href: url, target: '_blank', rel: 'noopener' }, url));
    root.append(line);
  }
}
