import type { Page } from 'playwright-core';

export type Overlap = { element: string; floating: string };
export type LowContrast = { element: string; text: string; ratio: number; color: string; background: string };

/**
 * Every interactive element and text of the page's main content that a floating button (contact, event icon)
 * covers, with the element scrolled to the middle of the screen (or as far as the page lets it), and again with
 * the page scrolled to its end. Runs in the page.
 */
export const floatingOverlaps = (page: Page, main = 'main') =>
  page.evaluate(async (mainSelector): Promise<Overlap[]> => {
    const floats = () =>
      [...document.querySelectorAll<HTMLElement>('.contact-buttons__btn, .event-icon')].map((node) => ({
        name: node.getAttribute('aria-label') ?? node.className,
        box: node.getBoundingClientRect(),
      }));
    const hasOwnText = (node: Element) =>
      [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
    const root = document.querySelector(mainSelector);
    if (!root) throw new Error(`no ${mainSelector}`);
    const targets = [...root.querySelectorAll<HTMLElement>('*')].filter((node) => {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const interactive = node.matches(
        'a, button, input, select, textarea, label, [role="button"], [tabindex]',
      );
      return interactive || hasOwnText(node);
    });
    const hits = (box: DOMRect) =>
      floats().filter(
        (float) =>
          box.left < float.box.right &&
          box.right > float.box.left &&
          box.top < float.box.bottom &&
          box.bottom > float.box.top,
      );
    const describe = (node: HTMLElement) =>
      `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? node.getAttribute('placeholder') ?? '').trim().slice(0, 30)}"`;
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const found = new Map<string, Overlap>();
    for (const node of targets) {
      node.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frame();
      for (const float of hits(node.getBoundingClientRect()))
        found.set(describe(node), { element: describe(node), floating: float.name });
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
    for (const node of targets)
      for (const float of hits(node.getBoundingClientRect()))
        found.set(describe(node), { element: describe(node), floating: float.name });
    return [...found.values()];
  }, main);

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
