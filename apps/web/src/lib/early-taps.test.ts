import { describe, expect, it } from 'vitest';
import { keepEarlyTaps } from './early-taps.ts';

/** A drawn page: a form with two buttons and a link inside the app's root, a button outside it. */
function drawnPage() {
  document.body.innerHTML = `
    <div id="root"><form><button id="pay">Pagar <b id="label">a cota</b></button><button id="share" type="button">Compartilhar</button></form><a id="home" href="#inicio">Início</a></div>
    <button id="outside">Fora</button>`;
  const byId = (id: string) => document.getElementById(id)!;
  return { root: byId('root'), pay: byId('pay'), label: byId('label'), share: byId('share'), home: byId('home'), outside: byId('outside') };
}

/** Whether the browser would act on a click (send the form, follow the link) once the capture listeners ran. */
function clickActs(element: HTMLElement): boolean {
  let acted = true;
  const probe = (event: Event) => {
    acted = !event.defaultPrevented;
    event.preventDefault(); // jsdom would otherwise try to send the form or navigate
  };
  document.addEventListener('click', probe);
  element.click();
  document.removeEventListener('click', probe);
  return acted;
}

describe('taps on a drawn page before the app takes it over', () => {
  it('keeps the last button tapped (a tap on its text included) and stops the browser sending the form', () => {
    const page = drawnPage();
    const handOver = keepEarlyTaps(page.root);
    expect(clickActs(page.share)).toBe(false);
    expect(clickActs(page.label)).toBe(false);
    expect(handOver()).toBe(page.pay);
  });

  it('leaves links and buttons outside the app to the browser, and keeps nothing after the hand-over', () => {
    const page = drawnPage();
    const handOver = keepEarlyTaps(page.root);
    expect(clickActs(page.home)).toBe(true);
    expect(clickActs(page.outside)).toBe(true);
    expect(handOver()).toBeNull();
    expect(clickActs(page.pay)).toBe(true);
  });
});
