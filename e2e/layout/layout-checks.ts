import type { Page } from '@playwright/test';

/**
 * The three layout rules of the phone sweep, each measured inside the page. Every function answers a
 * list of readable findings (empty when the page keeps the rule), so a failing test names the element.
 */

/**
 * Visible elements whose box reaches past `width`, the viewport width the test set. Not `innerWidth`:
 * a phone browser widens its layout viewport to fit a page that is too wide, so a page measured against
 * its own innerWidth always "fits". An element inside a container that scrolls or clips sideways
 * (overflow-x other than visible) is fine when that container itself fits.
 */
export function elementsPastWidth(page: Page, width: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${testId}> "${text}"`;
    };
    const clippedByFittingAncestor = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if (overflowX !== 'visible' && up.getBoundingClientRect().right <= limit + 0.5) return true;
      }
      return false;
    };
    const past = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      // Half a pixel of slack: fractional layouts round, not overflow.
      if (rect.right <= limit + 0.5) continue;
      if (clippedByFittingAncestor(el)) continue;
      past.add(el);
    }
    // The outermost ones name the culprit; their descendants only repeat it.
    return Array.from(past).filter((el) => !el.parentElement || !past.has(el.parentElement))
      .map((el) => `${describe(el)} ends at ${Math.round(el.getBoundingClientRect().right)} px`);
  }, width);
}

/**
 * Visible tap targets smaller than 24×24 CSS px that also fail WCAG 2.2's spacing exception (SC 2.5.8:
 * a 24 px circle on the target's centre touches no other target, nor another small target's circle).
 * A control wrapped in a label is measured by its label (tapping the label works it). Links inside a
 * line of text are exempt, as the criterion exempts them. `strictInside` (a selector): the targets
 * inside it must be 24×24 px themselves, spacing or not (a table's rows of checkboxes and sort headers
 * are tapped one after another, so each gets the full size).
 */
export function smallTapTargets(page: Page, strictInside?: string): Promise<string[]> {
  return page.evaluate((strict) => {
    const SELECTOR = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], '
      + '[role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], [role=option], label';
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      for (let up: Element | null = el; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.visibility === 'hidden' || style.opacity === '0') return false;
      }
      return true;
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parentText = (el.parentElement?.textContent ?? '').trim();
      return parentText.length > (el.textContent ?? '').trim().length;
    };
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name}"`;
    };
    // A control inside a label counts as its label; a label holding no control is not a target.
    const targets = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
      if (el.tagName === 'LABEL') {
        if (el.querySelector('input, select, textarea, button, [role=checkbox], [role=switch], [role=radio]')) targets.add(el);
        continue;
      }
      const label = el.closest('label');
      targets.add(label ?? el);
    }
    const shown = Array.from(targets).filter((el) => visible(el) && !inSentence(el));
    // Nested targets (a button inside a link) are one target: keep the outermost.
    const outer = shown.filter((el) => !shown.some((other) => other !== el && other.contains(el)));
    const rects = new Map(outer.map((el) => [el, el.getBoundingClientRect()]));
    const small = outer.filter((el) => rects.get(el)!.width < 23.5 || rects.get(el)!.height < 23.5);
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const found: string[] = [];
    for (const el of small) {
      const rect = rects.get(el)!;
      if (strict && el.closest(strict)) {
        found.push(`${describe(el)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px`);
        continue;
      }
      const c = centre(rect);
      const crowded = outer.some((other) => {
        if (other === el) return false;
        const r = rects.get(other)!;
        if (small.includes(other)) {
          const o = centre(r);
          return Math.hypot(c.x - o.x, c.y - o.y) < 24;
        }
        return distanceToRect(c, r) < 12;
      });
      if (crowded) found.push(`${describe(el)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px, with a neighbour within 24 px`);
    }
    return found;
  }, strictInside);
}

/**
 * Common English UI words, matched as whole words, in the visible text and in the aria-label, title,
 * placeholder and alt of visible elements. Left out on purpose: words pt-BR uses as its own in this
 * product's texts ('Dashboard', 'login', 'menu', 'plugin', 'widget', 'checkout', 'e-mail'), and 'Home', the
 * spec's own label of the back button of 'Meus Grupos' (shopper.md).
 */
export const ENGLISH_WORDS = [
  'Close', 'Submit', 'Loading', 'Next', 'Previous', 'Search', 'Toggle', 'Cancel', 'Save', 'Delete', 'Edit', 'Back',
  'Send', 'Sign in', 'Sign out', 'Log out', 'Password', 'Settings', 'Confirm', 'Continue', 'Retry', 'Error', 'Remove',
  'Select', 'Show', 'Hide', 'Clear', 'Upload', 'Copy', 'Copied', 'Share', 'Dismiss', 'Required', 'Optional', 'Notifications',
  'Open', 'More', 'Page', 'Go to', 'Something went wrong', 'toast', 'Skip', 'Yes', 'Add', 'Update', 'Filter', 'Sort',
];

export function englishWords(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    const pattern = new RegExp(`(?<![\\p{L}\\d])(${words.join('|')})(?![\\p{L}\\d])`, 'iu');
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      return getComputedStyle(el).visibility !== 'hidden';
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) || !visible(parent)) continue;
      const match = pattern.exec(node.textContent ?? '');
      if (match) found.push(`text "${(node.textContent ?? '').trim().slice(0, 60)}" says "${match[1]}"`);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))) {
      if (!visible(el)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attribute);
        const match = value ? pattern.exec(value) : null;
        if (match) found.push(`<${el.tagName.toLowerCase()}> ${attribute}="${value}" says "${match[1]}"`);
      }
    }
    return found;
  }, ENGLISH_WORDS);
}

/**
 * Buttons and button-like links whose text spills out of their box, or, when the box shows (a
 * background or a border), runs into its top or bottom edge: a label that wraps inside a fixed-height
 * button does. Text that a box inside the control (or the control itself) clips on purpose, as an
 * ellipsis does, is measured as clipped.
 */
export function textSpillingFromControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('button, a[href], [role=button]'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).display === 'inline') continue;
      const style = getComputedStyle(el);
      const boxShows = !/rgba\(.*, 0\)$|transparent/.test(style.backgroundColor) || parseFloat(style.borderTopWidth) > 0;
      // A shown box keeps its text 2 px off its top and bottom edges (a text box is a line's glyphs, not its line-height).
      const inset = boxShows ? 2 : -0.5;
      let spills = false;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && !spills; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.height === 0 || !(node.textContent ?? '').trim()) continue;
        let { top, bottom, left, right } = text;
        for (let up = node.parentElement; up && el.contains(up); up = up.parentElement) {
          if (getComputedStyle(up).overflow === 'visible') continue;
          const clip = up.getBoundingClientRect();
          top = Math.max(top, clip.top); bottom = Math.min(bottom, clip.bottom);
          left = Math.max(left, clip.left); right = Math.min(right, clip.right);
        }
        spills = top < rect.top + inset || bottom > rect.bottom - inset || left < rect.left - 0.5 || right > rect.right + 0.5;
      }
      if (spills) found.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 50)}" runs into the edges of its ${Math.round(rect.width)}×${Math.round(rect.height)} px box`);
    }
    return found;
  });
}

/** Boxes that scroll sideways because their content is wider than they are (a table a laptop should show whole). */
export function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.body.querySelectorAll('*'))
    .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
    .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}" needs ${el.scrollWidth} px, shows ${el.clientWidth} px`));
}
