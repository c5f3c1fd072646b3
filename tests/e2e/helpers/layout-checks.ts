import type { BrowserContext, Page } from 'playwright-core';

export type LowContrast = { element: string; text: string; ratio: number; color: string; background: string };

/**
 * WCAG contrast of each text inside the matched elements against what is painted behind it (background colours
 * and gradient stops of the element and its ancestors, blended; the worst stop counts), from the styles the
 * browser actually applied. Disabled controls are exempt (WCAG 1.4.3).
 */
export const contrastOf = (page: Page, selector: string) =>
  page.evaluate((selectorText): LowContrast[] => {
    type Rgba = { r: number; g: number; b: number; a: number };
    const parse = (text: string): Rgba | null => {
      const match = /rgba?\(([^)]+)\)/.exec(text);
      if (!match?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r, g, b, a };
    };
    const blend = (top: Rgba, bottom: Rgba): Rgba => ({
      r: top.r * top.a + bottom.r * (1 - top.a),
      g: top.g * top.a + bottom.g * (1 - top.a),
      b: top.b * top.a + bottom.b * (1 - top.a),
      a: 1,
    });
    const luminance = ({ r, g, b }: Rgba) => {
      const channel = (value: number) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (one: Rgba, two: Rgba) => {
      const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const backgrounds = (node: Element): Rgba[] => {
      const layers: Rgba[][] = [];
      for (let at: Element | null = node; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        const image = style.backgroundImage;
        if (image && image !== 'none' && !image.startsWith('url(')) {
          const stops = [...image.matchAll(/rgba?\([^)]+\)/g)].map((m) => parse(m[0])!);
          if (stops.length > 0) layers.push(stops);
        }
        const color = parse(style.backgroundColor);
        if (color && color.a > 0) {
          layers.push([color]);
          if (color.a === 1 && !(image && image !== 'none')) break;
        }
      }
      let painted: Rgba[] = [{ r: 255, g: 255, b: 255, a: 1 }];
      for (const layer of layers.reverse())
        painted = layer.flatMap((stop) => painted.map((below) => blend(stop, below)));
      return painted;
    };
    const hasOwnText = (node: Element) =>
      [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
    const low: LowContrast[] = [];
    for (const root of document.querySelectorAll(selectorText)) {
      if (root.closest('[disabled], .adm-button-disabled, [aria-disabled="true"]')) continue;
      for (const node of [root, ...root.querySelectorAll('*')]) {
        const box = node.getBoundingClientRect();
        if (!hasOwnText(node) || box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.color === 'rgba(0, 0, 0, 0)') continue;
        const under = backgrounds(node);
        const text = parse(style.color)!;
        const worst = Math.min(...under.map((below) => ratio(blend(text, below), below)));
        if (worst < 4.5)
          low.push({
            element: `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`,
            text: (node.textContent ?? '').trim().slice(0, 30),
            ratio: Math.round(worst * 100) / 100,
            color: style.color,
            background:
              getComputedStyle(node).backgroundImage + ' / ' + getComputedStyle(node).backgroundColor,
          });
      }
    }
    return low;
  }, selector);

/** Every antd-mobile button colour and fill of the theme, on the page and inside a dialog's body. */
export const injectButtonGallery = (page: Page) =>
  page.evaluate(() => {
    const colors = ['default', 'primary', 'success', 'warning', 'danger'];
    const fills = ['solid', 'outline', 'none'];
    const buttons = () =>
      colors
        .flatMap((color) =>
          fills.map(
            (fill) =>
              `<button type="button" class="adm-button adm-button-${color} adm-button-shape-default${fill === 'solid' ? '' : ` adm-button-fill-${fill}`}"><span>${color} ${fill}</span></button>`,
          ),
        )
        .join('');
    const gallery = document.createElement('div');
    gallery.id = 'button-gallery';
    gallery.innerHTML = `<div class="gallery-page">${buttons()}</div>
      <div class="adm-dialog-body"><div class="adm-dialog-title">หัวข้อ</div><div class="adm-dialog-content">ข้อความ</div>
      <div class="adm-dialog-footer"><div class="adm-dialog-action-row">${colors
        .map(
          (color) =>
            `<button type="button" class="adm-button adm-button-${color} adm-button-fill-none adm-button-shape-rectangular adm-dialog-button"><span>${color}</span></button>`,
        )
        .join('')}</div></div></div>
      <div class="adm-center-popup-body">${buttons()}</div>`;
    document.body.append(gallery);
  });

export type Covered = { control: string; at: string; point: 'left' | 'centre' | 'right'; under: string };

/**
 * Counts the requests in flight (fetch and XMLHttpRequest) in every page of the context, so `coveredControls`
 * can wait for a screen's data before it measures.
 */
export const trackRequests = (context: BrowserContext) =>
  context.addInitScript(() => {
    const state = window as unknown as { __inFlight: number };
    state.__inFlight = 0;
    const started = () => (state.__inFlight += 1);
    const ended = () => (state.__inFlight = Math.max(0, state.__inFlight - 1));
    const fetchBefore = window.fetch.bind(window);
    window.fetch = (...args) => {
      started();
      return fetchBefore(...args).finally(ended);
    };
    const sendBefore = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, ...args) {
      started();
      this.addEventListener('loadend', ended, { once: true });
      return sendBefore.apply(this, args);
    };
  });

/**
 * What a member meets scrolling a screen past the floating elements: every element fixed on the screen that is
 * no bar (narrower than 90 % of the screen, lower than 90 % of it, not a layer that lets taps through) floats.
 * Each visible button, link, input (and label holding one), scrolled level with each floating element and to
 * the middle of the screen (or as far as the page lets it), must still be what the browser finds at its centre
 * and both horizontal ends (2 px inside its visible part, at its vertical centre); a control inside something
 * fixed or sticky (a header, the bottom bar, a floating button) is checked where it is. Waits first for the
 * screen to settle: no request in flight (`trackRequests`), nothing `aria-busy`, the progress bar not loading.
 * Measures synchronously at each scroll position: CSS animations and autoplaying carousels stand still meanwhile.
 * Runs in the page, in one call.
 */
export const coveredControls = (page: Page) =>
  page.evaluate(async (): Promise<{ floating: string[]; controls: number; covered: Covered[] }> => {
    // A frame, then a task: what a scroll listener set in motion (a React render) has run by then.
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const busy = () =>
      ((window as unknown as { __inFlight?: number }).__inFlight ?? 0) > 0 ||
      document.querySelector('[aria-busy="true"], [data-testid="progress-bar"][data-state="loading"]') !==
        null;
    // A game's frame keeps asking: past 3 s the screen is taken as it is.
    const deadline = Date.now() + 3_000;
    for (let quiet = 0; quiet < 3 && Date.now() < deadline;) {
      await new Promise((done) => setTimeout(done, 40));
      quiet = busy() ? 0 : quiet + 1;
    }
    await frame();

    const width = window.innerWidth;
    const height = window.innerHeight;
    const describe = (node: Element) => {
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const name = node.getAttribute('aria-label') ?? node.getAttribute('placeholder') ?? text;
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}.${[...node.classList].join('.')} "${name}"`;
    };
    const pinned = (node: Element | null) => {
      for (let at = node; at && at !== document.body; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const floating = new Set<Element>();
    // A layer over the whole screen (a dialog's mask, a game sheet, the game layout): only what it holds is seen.
    const layers: Element[] = [];
    const findFloating = () => {
      for (const node of document.body.querySelectorAll('*')) {
        const style = getComputedStyle(node);
        if (style.position !== 'fixed') continue;
        if (style.pointerEvents === 'none' || style.visibility === 'hidden' || style.opacity === '0')
          continue;
        const box = node.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) continue;
        if (box.width >= width * 0.9 && box.height >= height * 0.9) {
          if (!layers.includes(node)) layers.push(node);
          continue;
        }
        if (box.width >= width * 0.9 || box.height >= height * 0.9) continue;
        if (box.bottom <= 0 || box.top >= height || box.right <= 0 || box.left >= width) continue;
        if (!pinned(node.parentElement)) floating.add(node);
      }
    };
    // Some float only once the page has moved (a header turning fixed, a way back to the top).
    const scroller = document.scrollingElement ?? document.documentElement;
    for (const top of [0, scroller.scrollHeight]) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      findFloating();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    // The last layer in the document is on top; its mask and its body are siblings (antd-mobile's popups).
    const seen = layers.at(-1)?.parentElement ?? document.body;

    /** The part of the element's box that no ancestor clips away and that lies on the screen, or null. */
    const visiblePart = (node: Element) => {
      const box = node.getBoundingClientRect();
      let [left, right, top, bottom] = [box.left, box.right, box.top, box.bottom];
      for (let at = node.parentElement; at && at !== document.documentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const clip = at.getBoundingClientRect();
          if (style.overflowX !== 'visible')
            [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
          if (style.overflowY !== 'visible')
            [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
        }
      }
      [left, right] = [Math.max(left, 0), Math.min(right, width)];
      return right - left >= 4 && bottom - top >= 4 ? { left, right, top, bottom } : null;
    };
    const shown = (node: HTMLElement) => {
      const style = getComputedStyle(node);
      if (style.visibility !== 'visible' || style.pointerEvents === 'none') return false;
      if (node.closest('[inert], [aria-hidden="true"]')) return false;
      for (let at: Element | null = node; at; at = at.parentElement)
        if (getComputedStyle(at).opacity === '0') return false;
      return node.getClientRects().length > 0;
    };
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], label:has(input)',
      ),
    ].filter((node) => seen.contains(node) && shown(node));

    const covered: Covered[] = [];
    const check = (node: HTMLElement, at: string) => {
      const part = visiblePart(node);
      if (!part) return true;
      const y = (Math.max(part.top, 0) + Math.min(part.bottom, height)) / 2;
      if (y < 0 || y > height) return true;
      const points = [
        ['left', part.left + 2],
        ['centre', (part.left + part.right) / 2],
        ['right', part.right - 2],
      ] as const;
      for (const [point, x] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === node || node.contains(hit))) continue;
        const owner = hit && ([...floating].find((float) => float.contains(hit)) ?? hit);
        covered.push({ control: describe(node), at, point, under: owner ? describe(owner) : 'nothing' });
        return false;
      }
      return true;
    };
    const floats = [...floating]
      .filter((node) => seen.contains(node))
      .map((node) => {
        const box = node.getBoundingClientRect();
        return { name: describe(node), centre: (box.top + box.bottom) / 2 };
      });
    for (const node of controls) {
      if (pinned(node)) {
        check(node, 'in place');
        continue;
      }
      const targets = [...floats, { name: 'the middle of the screen', centre: height / 2 }];
      for (const target of targets) {
        const box = node.getBoundingClientRect();
        window.scrollBy({ top: (box.top + box.bottom) / 2 - target.centre, behavior: 'instant' });
        if (!check(node, `level with ${target.name}`)) break;
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { floating: floats.map((float) => float.name), controls: controls.length, covered };
  });
