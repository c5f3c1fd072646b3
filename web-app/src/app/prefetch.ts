import { canPrefetch } from '@lib/network';

// The pages a visitor most often opens next; their chunks load once the visitor starts using the page, so the
// next tap feels instant. Skipped on 2g and data-saver (SPEC §9).
const NEXT_PAGES = [
  () => import('./routes/login'),
  () => import('./routes/register'),
  () => import('./layouts/auth-layout'),
  () => import('./routes/member'),
];

const INTENT = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Prefetches the likely next pages at the visitor's first touch, click or key press, while the browser is idle.
 * Not at load: running about 100 KB of chunks then kept a mid-range phone's main thread busy while the first
 * screen was still settling (Lighthouse: total blocking time), for pages a visitor who only looks never opens.
 * A tap that navigates starts its own page's download anyway; the prefetch serves the taps after it.
 */
export const prefetchLikelyPages = () => {
  if (!canPrefetch()) return;
  const run = () => NEXT_PAGES.forEach((load) => void load().catch(() => undefined));
  const start = () => {
    INTENT.forEach((type) => window.removeEventListener(type, start, true));
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 0);
  };
  INTENT.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
};
