import { liffScreenPaths, liffScreens } from './liff-screens';

/**
 * The page paths each member app routes, in the routers' own pattern syntax (`:param`, `:param?`). The server
 * answers these with 200 and every other page path with 404 (the same app page, which shows its 404 screen), so
 * a crawler or a monitor sees a dead link as dead. It is the server's copy of the route tables (its LIFF half
 * derived from liff-screens.ts): tests/web/routed-pages.test.tsx walks web-app/src/app/router.tsx and
 * liff-app/src/app/router.tsx and fails when a route is added to, or removed from, either without this following.
 */
export const routedPagePatterns = {
  web: [
    '/',
    '/sooth',
    '/cashback',
    '/winloss',
    '/promotions',
    '/member/promotions',
    '/member/coupon',
    '/affiliate',
    '/poll/:id?',
    '/redeem',
    '/safety',
    '/login',
    '/register',
    '/forgot',
    '/member',
    '/member/profile',
    '/member/statement',
    '/member/inbox',
    '/member/winloss',
    '/member/creditfree',
    '/member/deposit',
    '/member/payment',
    '/member/withdraw',
    '/slot',
    '/slot copy',
    '/casino',
    '/fishing',
    '/freespin',
    '/sport',
    '/lobby/:name?',
    '/lotto/lobby',
    '/lotto/bills',
    '/lotto/bills/:bill_id',
    '/lotto/rates',
    '/lotto/results',
    '/lotto/:round_id?',
    '/member/wheel',
    '/member/safety',
    '/play',
    '/login_box',
    '/register_box',
  ],
  // The LIFF app routes exactly the screens a deep link may open (liff-screens.ts, kept by the LIFF app).
  liff: [
    ...new Set(
      liffScreens.map((screen) =>
        [
          liffScreenPaths[screen.app],
          ...screen.params.map((param) => `:${param.key}${param.optional ? '?' : ''}`),
        ].join('/'),
      ),
    ),
    // A broadcast's link (shared/contract/line/broadcast.ts): its campaign, then a screen's path.
    '/liff/b/:campaign/:s1?/:s2?/:s3?',
  ],
} as const;

export type RoutedApp = keyof typeof routedPagePatterns;

const segments = (path: string) => path.split('/').filter((part) => part !== '');

/** One pattern against one decoded path, as react-router matches: case-insensitive, a trailing slash ignored. */
const patternMatches = (pattern: string, path: string) => {
  const want = segments(pattern);
  const have = segments(path);
  if (have.length > want.length) return false;
  return want.every((part, index) => {
    const given = have[index];
    if (part.startsWith(':')) return given !== undefined || part.endsWith('?');
    return given !== undefined && given.toLowerCase() === part.toLowerCase();
  });
};

/** Whether a request path (raw, percent-encoded, maybe with a query) is a page the app routes. */
export const isRoutedPage = (app: RoutedApp, url: string) => {
  const raw = url.split(/[?#]/)[0] ?? '/';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return false; // a malformed escape is no page of ours
  }
  return routedPagePatterns[app].some((pattern) => patternMatches(pattern, path));
};
