import type { Group } from '@juntai/contract';
import { formatCountdown, isFinal, isLinkId } from '@juntai/domain';
import { el, readJson, shadowOf, styleEl, warn, widgetConfig } from './config.ts';

const TICK_MS = 1000;

const PROGRESS_CSS = `a{display:inline-flex;gap:10px;align-items:center;padding:6px 12px;border-radius:999px;background:#ecfdf5;color:#065f46;font-size:14px;font-weight:600;text-decoration:none;border:1px solid #a7f3d0}
.t{font-variant-numeric:tabular-nums;color:#92400e}`;

type GroupProgress = Pick<Group, 'link_id' | 'paid_count' | 'number_of_quotas' | 'status' | 'expires_at' | 'server_time'>;

function isGroup(value: unknown): value is GroupProgress {
  const v = value as Partial<GroupProgress> | null;
  return typeof v === 'object' && v !== null && typeof v.paid_count === 'number' && typeof v.number_of_quotas === 'number'
    && typeof v.status === 'string' && typeof v.expires_at === 'string';
}

/** "2/4 pagas · 47:59:58"; a closed group says how it ended instead of a countdown. */
function remainingText(group: GroupProgress, msLeft: number): string {
  if (group.status === 'completed') return 'Grupo completo!';
  if (group.status === 'expired' || msLeft <= 0) return 'Prazo encerrado';
  return `Faltam ${formatCountdown(msLeft)}`;
}

/**
 * `<juntai-progress group="LINK_ID">`: a live badge of a group (paid/total and the time left), fed by
 * Juntaí's event stream of that group; the stream and the clock stop when the element leaves the page.
 */
export class JuntaiProgress extends HTMLElement {
  static observedAttributes = ['group'];
  private group: GroupProgress | null = null;
  /** Server clock minus this browser's clock, so the countdown does not trust the visitor's clock. */
  private offset = 0;
  private source: EventSource | null = null;
  private timer: number | undefined;
  private generation = 0;

  connectedCallback(): void {
    void this.start();
  }

  disconnectedCallback(): void {
    this.stop();
  }

  attributeChangedCallback(_name: string, old: string | null, value: string | null): void {
    if (old !== value && this.isConnected) void this.start();
  }

  private stop(): void {
    this.generation++;
    this.source?.close();
    this.source = null;
    window.clearInterval(this.timer);
  }

  private async start(): Promise<void> {
    this.stop();
    const generation = this.generation;
    const linkId = this.getAttribute('group') ?? '';
    const data = isLinkId(linkId) && widgetConfig().origin ? await readJson(`/api/groups/${linkId}`) : null;
    if (generation !== this.generation) return;
    if (!isGroup(data)) {
      shadowOf(this).replaceChildren();
      warn(`grupo "${linkId}" não encontrado: o selo de progresso não será exibido.`);
      return;
    }
    shadowOf(this).replaceChildren();
    this.update(data);
    this.timer = window.setInterval(() => this.paint(), TICK_MS);
    if (typeof EventSource === 'undefined') return;
    this.source = new EventSource(`${widgetConfig().origin}/api/groups/${linkId}/events`);
    this.source.addEventListener('group', (event) => {
      try {
        const next: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (isGroup(next)) this.update(next);
      } catch {
        // A malformed event is skipped; the next one carries the whole group again.
      }
    });
  }

  private update(group: GroupProgress): void {
    this.group = group;
    const server = Date.parse(group.server_time);
    if (!Number.isNaN(server)) this.offset = server - Date.now();
    this.paint();
    if (isFinal(group.status)) this.stop();
  }

  private paint(): void {
    const group = this.group;
    if (!group) return;
    const root = shadowOf(this);
    let paid = root.querySelector<HTMLElement>('[data-paid]');
    let left = root.querySelector<HTMLElement>('.t');
    if (!paid || !left) {
      // Built once: the ticks only change texts, so a focused badge keeps its focus.
      paid = el('span', { 'data-paid': '' });
      left = el('span', { class: 't', role: 'timer' });
      const link = el('a', { href: `${widgetConfig().origin}/g/${group.link_id}`, target: '_blank', rel: 'noopener', part: 'badge' });
      link.append(paid, left);
      root.replaceChildren(styleEl(PROGRESS_CSS), link);
    }
    paid.dataset.paid = String(group.paid_count);
    paid.textContent = `${group.paid_count}/${group.number_of_quotas} pagas`;
    left.textContent = remainingText(group, Date.parse(group.expires_at) - (Date.now() + this.offset));
  }
}
