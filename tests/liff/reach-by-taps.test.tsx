// @vitest-environment screen
import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, fireEvent } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountText } from '@features/account/strings';
import { queryClient } from '@lib/query-client';
import { routedIn } from '@ui/app-links';
import { liffRoutes } from '@liff-app/app/router';
import { fakeLiffServer } from './helpers/liff-fake-server';
import { renderLiffApp, startLiffApp, stopLiffApp } from './helpers/render-liff-app';

/**
 * Inside LINE every screen is reachable by tapping (issue 27): the real LIFF app (App, its router and route
 * table) on a stand-in server, walked from /liff by clicking what the screens show (links and buttons, the
 * bottom bar's menu and its sheet, banners, a lotto round, a bill, the deposit's unpaid order) until every route
 * of `liffRoutes` has been on screen. A route with parameters counts once a link to one instance was followed.
 * Screens the walk reaches are opened again by address to look further: that is the taps that reached them.
 */

type Leaf = { route: RouteObject; pattern: string };

/** Every leaf route under /liff with its full pattern, but the catch-all 404s. */
const leavesOf = (routes: RouteObject[], base = ''): Leaf[] =>
  routes.flatMap((route) => {
    const path = route.path === undefined ? base : join(base, route.path);
    if (route.children) return leavesOf(route.children, path);
    return path.includes('*') ? [] : [{ route, pattern: route.index ? base : path }];
  });
const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

const leaves = leavesOf(liffRoutes);
// A route with a loader and nothing to show only sends an old address to the screen's own (deposit/<order>).
const isRedirect = ({ route }: Leaf) => !route.lazy && !route.element && !route.Component && !!route.loader;
// A route that passes an arrival by a LINE message on to a screen (a broadcast's link) is no screen either.
const passesThrough = ({ route }: Leaf) =>
  (route.handle as { passThrough?: boolean } | undefined)?.passThrough === true;
const screens = leaves.filter((leaf) => !isRedirect(leaf) && !passesThrough(leaf));
const redirects = leaves.filter(isRedirect);

const server = fakeLiffServer();
let router: ReturnType<typeof renderLiffApp>;
const here = () => router.state.location.pathname;
const patternHere = () => {
  const leaf = matchRoutes(liffRoutes, router.state.location)?.at(-1)?.route;
  return leaves.find((candidate) => candidate.route === leaf)?.pattern ?? null;
};

/**
 * Until the route has loaded, the menu sheet's code too, no query is in flight and the page has stopped changing
 * for a moment.
 */
const settle = async () => {
  let changedAt = Date.now();
  const observer = new MutationObserver(() => (changedAt = Date.now()));
  // Inline styles are left out: a sheet's slide animates them frame by frame, and what it holds is tappable at once.
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributeFilter: ['class', 'hidden', 'inert', 'disabled', 'href', 'aria-hidden', 'aria-busy'],
  });
  const deadline = Date.now() + 5000;
  try {
    while (Date.now() < deadline) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      const busy =
        router.state.navigation.state !== 'idle' ||
        document.querySelector('[data-testid="liff-menu-loading"]') !== null ||
        queryClient.isFetching() > 0 ||
        queryClient.isMutating() > 0;
      if (!busy && Date.now() - changedAt >= 20) return;
    }
  } finally {
    observer.disconnect();
  }
};

/** A screen is on show: a routed page (not the 404 or error page) behind the LINE gate, the member signed in. */
const screenShown = () =>
  patternHere() !== null &&
  !document.querySelector(
    '[data-testid="error-page"], [data-testid="liff-logging-in"], [data-testid="liff-register"]',
  );

type Tap = { key: string; label: string; prefix: Tap[] };

/** On screen and tappable: not inside something hidden or inert (a sheet closing, or closed and kept). */
const isShown = (element: HTMLElement) => {
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (node.hidden || node.hasAttribute('inert') || node.style.display === 'none') return false;
  return true;
};

const labelOf = (element: HTMLElement) =>
  (
    element.getAttribute('aria-label') ||
    element.textContent?.trim() ||
    element.querySelector('img')?.getAttribute('alt') ||
    element.dataset.testid ||
    ''
  ).slice(0, 40);

// The walk stays a signed-in member with LINE linked: it leaves logout and unlinking LINE alone.
const LEFT_ALONE = new Set<string>([accountText.logout, accountText.lineUnlink]);

/**
 * What can be tapped, each with a key that finds it again: a link by its address (it goes there from any
 * screen), a button by its label and rank on this screen (or in the layout's bars and game sheet, on every
 * screen).
 */
const tappables = (url: string) => {
  const seen = new Map<string, number>();
  return Array.from(document.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).flatMap(
    (element) => {
      const label = labelOf(element);
      if (LEFT_ALONE.has(label) || !isShown(element)) return [];
      if (element instanceof HTMLAnchorElement) {
        const href = element.getAttribute('href') ?? '';
        return element.hasAttribute('download') ? [] : [{ element, key: `a ${href}`, label: label || href }];
      }
      const scope = element.closest('.liff-layout__bar, .liff-bottom-bar, .game-sheet') ? 'bars' : url;
      const base = `b ${scope} ${label}`;
      const rank = seen.get(base) ?? 0;
      seen.set(base, rank + 1);
      return [{ element, key: `${base} #${rank}`, label }];
    },
  );
};

// Each route's pattern and the last taps that first showed it (the screen they were made on is reached too).
const reached = new Map<string, string>();
let taps = 0;
const linksOutOfLiff = new Set<string>();
const deadLinks = new Set<string>();

/** Opens a screen the walk has reached, by address, and taps the way into what it was found behind (a sheet). */
const open = async (url: string, prefix: Tap[]) => {
  // Through another address, so that the screen starts afresh (a sheet it opened is closed).
  if (here() === url) await act(() => router.navigate('/liff/walk-reset'));
  await act(() => router.navigate(url));
  await settle();
  for (const tap of prefix) {
    const element = tappables(url).find((candidate) => candidate.key === tap.key)?.element;
    if (!element) return;
    fireEvent.click(element);
    await settle();
  }
};

const walk = async () => {
  // The addresses the walk has been to by tapping (each opened again by address to look further).
  const visited = new Set(['/liff']);
  const queue = ['/liff'];
  const tapped = new Set<string>();
  const find = (url: string, key: string) =>
    tappables(url).find((candidate) => candidate.key === key)?.element;
  await settle();
  expect(screenShown(), 'the member home after LINE login').toBe(true);
  reached.set(patternHere()!, 'the start');
  while (queue.length > 0) {
    const url = queue.shift()!;
    await open(url, []);
    if (here() !== url || !screenShown()) continue;
    const pending: Tap[] = [];
    const discover = (prefix: Tap[]) => {
      for (const { key, label, element } of tappables(url)) {
        if (element instanceof HTMLAnchorElement) {
          const href = element.getAttribute('href') ?? '';
          // Outside addresses (LINE), and the built-in game provider's own pages (its fairness check).
          if (/^https?:/.test(href) || href.startsWith('/games/')) continue;
          if (!href.startsWith('/liff')) linksOutOfLiff.add(`${href} (on ${url})`);
          else if (!routedIn(liffRoutes, href)) deadLinks.add(`${href} (on ${url})`);
          if (!href.startsWith('/liff')) continue;
        }
        if (tapped.has(key) || pending.some((tap) => tap.key === key)) continue;
        pending.push({ key, label, prefix });
      }
    };
    discover([]);
    while (pending.length > 0) {
      const tap = pending.shift()!;
      if (tapped.has(tap.key)) continue;
      // The bars and their menu are on every screen: what they lead to is tapped from whichever screen is
      // showing (a tap from there reaches it as well), without going back to this one first.
      const fromBars = tap.prefix.length > 0 && tap.prefix.every((step) => step.key.startsWith('b bars '));
      let element = find(url, tap.key);
      if (!element && fromBars && screenShown()) {
        for (const step of tap.prefix) {
          const bar = find(url, step.key);
          if (bar) fireEvent.click(bar);
          await settle();
        }
        element = find(url, tap.key);
      }
      if (!element || (here() !== url && !fromBars)) {
        await open(url, tap.prefix);
        element = find(url, tap.key);
      }
      if (!element) continue;
      const from = here();
      tapped.add(tap.key);
      taps += 1;
      fireEvent.click(element);
      await settle();
      const arrived = here();
      if (arrived === from) {
        if (from === url) discover([...tap.prefix, tap]);
        continue;
      }
      const steps = [...tap.prefix, tap].map((step) => step.label).join(' > ');
      const pattern = patternHere();
      if (pattern && screenShown() && !reached.has(pattern)) reached.set(pattern, `on ${from}: ${steps}`);
      if (!visited.has(arrived)) {
        visited.add(arrived);
        queue.push(arrived);
      }
    }
  }
};

const { scrollIntoView } = Element.prototype;

beforeAll(async () => {
  await startLiffApp();
  // Screens re-render with an answer in the same task it arrives in (react-query batches its notifications in a
  // timer by default): "no query in flight" then means "the screen shows what the queries answered".
  notifyManager.setScheduler(queueMicrotask);
  // jsdom has no layout: the statement's date picker scrolls its month into view.
  Element.prototype.scrollIntoView = () => undefined;
  // The menu sheet is a lazy chunk: loaded here once, so that a tap shows it within the walk's wait (the router's
  // own lazy screens are awaited through its navigation state).
  await import('@liff-app/app/layouts/liff-menu');
  router = renderLiffApp('/liff', server);
}, 30_000);

afterAll(() => {
  notifyManager.setScheduler(defaultScheduler);
  Element.prototype.scrollIntoView = scrollIntoView;
  stopLiffApp();
});

describe('the LIFF app, walked from /liff by taps alone', () => {
  it('shows every screen of its route table', async () => {
    await walk();
    const unreached = screens.map((leaf) => leaf.pattern).filter((pattern) => !reached.has(pattern));
    console.info(
      `LIFF walk: ${reached.size} of ${screens.length} routes reached in ${taps} taps from /liff;\n` +
        [...reached].map(([pattern, way]) => `  ${pattern}: ${way}`).join('\n') +
        `\nanswered by the stand-in's refusal: ${[...server.unanswered].sort().join(', ')}`,
    );
    expect(unreached, 'routes no tap reaches').toEqual([]);
    expect([...deadLinks], 'links to a LIFF address no route serves').toEqual([]);
    expect([...linksOutOfLiff], 'links out of LIFF to the web site').toEqual([]);
  }, 240_000);

  it('sends the old address of an order to its one screen', async () => {
    expect(redirects.map((leaf) => leaf.pattern)).toEqual(['/liff/deposit/:orderId']);
    await act(() => router.navigate('/liff/deposit/DP25690001'));
    await settle();
    expect(here()).toBe('/liff/payment/DP25690001');
    expect(screenShown()).toBe(true);
  });
});
