import { canPrefetch } from '@lib/network';

// The pages a visitor most often opens next; their chunks load while the browser is idle after the first
// screen, so the tap feels instant. Skipped on 2g and data-saver (SPEC §9).
const NEXT_PAGES = [
  () => import('./routes/login'),
  () => import('./routes/register'),
  () => import('./layouts/auth-layout'),
  () => import('./routes/member'),
];

export const prefetchLikelyPages = () => {
  if (!canPrefetch()) return;
  const run = () => NEXT_PAGES.forEach((load) => void load().catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 3000);
};
