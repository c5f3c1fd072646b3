import { describe, expect, it } from 'vitest';
import { IMAGE_WAIT_MS, LOADER_BATCH, SCRIPT_LOADER } from '@server/http/first-paint';

/**
 * SCRIPT_LOADER run in a document of its own: a page whose head preloads one banner image, still loading, and a
 * browser with paint entries. `due(ms)` runs the timers set for that delay; `frame()` runs the animation frame
 * asked for, if any.
 */
const loaderRun = () => {
  const added: { tag: string; rel?: string; url?: string; type?: string }[] = [];
  const preloads = Array.from({ length: LOADER_BATCH + 1 }, (_, k) => `/p${k}.js`);
  const heroListeners: (() => void)[] = [];
  const hero = {
    src: 'http://site.test/demo/banner.webp',
    complete: false,
    addEventListener: (_type: string, listener: () => void) => heroListeners.push(listener),
  };
  const document = {
    getElementById: () => ({ textContent: JSON.stringify({ entries: ['/e.js'], preloads }) }),
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: {
      appendChild: (e: Record<string, string>) =>
        added.push({ tag: e.tag!, rel: e.rel, url: e.href ?? e.src, type: e.type }),
    },
    querySelectorAll: () => [{ href: hero.src }],
    images: [hero, { src: 'http://site.test/demo/logo.webp', complete: false, addEventListener: () => {} }],
  };
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {}
  }
  let frame: (() => void) | undefined;
  const timers: { callback: () => void; ms: number }[] = [];
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', SCRIPT_LOADER)(
    document,
    { PerformanceObserver },
    (callback: () => void) => (frame = callback),
    (callback: () => void, ms: number) => timers.push({ callback, ms }),
  );
  return {
    added,
    preloads,
    paintContent: () =>
      observer!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    heroLoaded: () => heroListeners.forEach((listener) => listener()),
    frame: () => {
      const callback = frame;
      frame = undefined;
      callback?.();
      return Boolean(callback);
    },
    due: (ms: number) => {
      const now = timers.filter((timer) => timer.ms === ms);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms !== ms));
      now.forEach((timer) => timer.callback());
    },
  };
};

describe('the loader of a server-rendered page', () => {
  it('starts nothing until the content and the banner have painted, then the preloads and the entry, a few in each task', () => {
    const run = loaderRun();
    expect(run.added).toEqual([]);
    expect(run.frame()).toBe(false); // no frame asked for before the content has painted
    run.paintContent();
    expect(run.frame()).toBe(false); // the banner is still loading
    run.heroLoaded();
    expect(run.frame()).toBe(true);
    run.due(0); // the first batch
    expect(run.added.map((e) => e.url)).toEqual(run.preloads.slice(0, LOADER_BATCH));
    run.due(0);
    run.due(500);
    run.due(IMAGE_WAIT_MS); // the timers that find it done
    expect(run.added).toEqual([
      ...run.preloads.map((url) => ({ tag: 'link', rel: 'modulepreload', url, type: undefined })),
      { tag: 'script', rel: undefined, url: '/e.js', type: 'module' },
    ]);
  });

  it('starts the scripts after IMAGE_WAIT_MS when nothing paints and the banner never arrives', () => {
    const run = loaderRun();
    run.due(500);
    expect(run.frame()).toBe(false);
    run.due(IMAGE_WAIT_MS);
    expect(run.frame()).toBe(true);
    run.due(0);
    run.due(0);
    expect(run.added.map((e) => e.url)).toEqual([...run.preloads, '/e.js']);
  });
});
