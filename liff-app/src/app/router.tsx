import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router-dom';
import { loadMatchedRoutes } from '@ui/route-modules';
import { LiffLayout } from './layouts/liff-layout';
import { LineGate } from './line-login/line-gate';
import { openToGuests } from './line-login/open-to-guests';
import { liffHref } from './paths';
import { RouteError } from './routes/route-error';

// Each lobby is the shared lobby screen with its key (one module for all of them).
const lobby = (key: string) => () =>
  import('./routes/lobby').then((module) => ({ Component: () => <module.LiffLobby lobbyKey={key} /> }));

/**
 * The LIFF app's route table: `/liff/<name>` for every member screen (the names and deep-link parameters are
 * in shared/contract/liff-screens.ts). A new screen is a route module in `routes/` and ONE line below; its
 * links in menus, tiles and banners appear by that line alone (app-links.ts). Parameters are path segments.
 * `handle: openToGuests` marks the screens the web site shows to guests too: a LINE user who is not a member
 * yet sees them, with registration offered above (line-gate.tsx); every other screen is registration first.
 */
export const liffRoutes: RouteObject[] = [
  {
    path: '/liff',
    element: <LiffLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: (
          <LineGate>
            <Outlet />
          </LineGate>
        ),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'profile', lazy: () => import('./routes/profile') },
          { path: 'deposit', lazy: () => import('./routes/deposit') },
          // Older links: the order's page is /liff/payment/<order>, one address for one screen.
          {
            path: 'deposit/:orderId',
            loader: ({ params }) => redirect(liffHref('payment', params.orderId ?? '')),
          },
          // Without an order: the deposit, as the web's /member/payment does.
          { path: 'payment/:orderId?', lazy: () => import('./routes/deposit-order') },
          { path: 'withdraw', lazy: () => import('./routes/withdraw') },
          { path: 'statement', lazy: () => import('./routes/statement') },
          { path: 'inbox', lazy: () => import('./routes/inbox') },
          { path: 'wallets', lazy: () => import('./routes/wallets') },
          { path: 'slot', handle: openToGuests, lazy: lobby('slot') },
          { path: 'casino', handle: openToGuests, lazy: lobby('casino') },
          { path: 'fishing', handle: openToGuests, lazy: lobby('fishing') },
          { path: 'freespin', handle: openToGuests, lazy: lobby('freespin') },
          { path: 'sport', handle: openToGuests, lazy: lobby('sport') },
          { path: 'lobby', handle: openToGuests, lazy: lobby('all') },
          { path: 'lobby/:name', handle: openToGuests, lazy: () => import('./routes/lobby') },
          // Without a game: how to pick one, as the web's bare /play.
          { path: 'play/:providerId?/:gameId?', lazy: () => import('./routes/play') },
          { path: 'sooth', handle: openToGuests, lazy: () => import('./routes/sooth') },
          { path: 'cashback', handle: openToGuests, lazy: () => import('./routes/cashback') },
          { path: 'winloss', handle: openToGuests, lazy: () => import('./routes/winloss') },
          { path: 'creditfree', lazy: () => import('./routes/creditfree') },
          { path: 'promotions', handle: openToGuests, lazy: () => import('./routes/promotions') },
          { path: 'member-promotions', lazy: () => import('./routes/member-promotions') },
          { path: 'coupon', lazy: () => import('./routes/coupon') },
          { path: 'affiliate', handle: openToGuests, lazy: () => import('./routes/affiliate') },
          // Without an id: the current poll, as the web's bare /poll.
          { path: 'poll/:pollId?', handle: openToGuests, lazy: () => import('./routes/poll') },
          { path: 'redeem', handle: openToGuests, lazy: () => import('./routes/redeem') },
          { path: 'lotto', lazy: () => import('./routes/lotto-lobby') },
          { path: 'lotto/bills', lazy: () => import('./routes/lotto-bills') },
          { path: 'lotto/bills/:billId', lazy: () => import('./routes/lotto-bill') },
          { path: 'lotto/rates', handle: openToGuests, lazy: () => import('./routes/lotto-rates') },
          { path: 'lotto/results', handle: openToGuests, lazy: () => import('./routes/lotto-results') },
          { path: 'lotto/:roundId', lazy: () => import('./routes/lotto-round') },
          { path: 'wheel', lazy: () => import('./routes/wheel') },
          { path: 'safety', lazy: () => import('./routes/safety') },
          { path: 'safety-help', handle: openToGuests, lazy: () => import('./routes/safety-help') },
          // A broadcast's link: reports the open, then the screen in the rest of the path (at most three segments).
          // `passThrough`: no screen of its own (no tap leads here, no deep link names it; the link-walk tests
          // leave it out), only an arrival by a LINE message.
          {
            path: 'b/:campaign/:s1?/:s2?/:s3?',
            handle: { passThrough: true },
            lazy: () => import('./routes/broadcast-open'),
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  // Only /liff/* is served by the LIFF page; anything else inside it is a broken link: the 404 page.
  { path: '*', lazy: () => import('./routes/not-found'), errorElement: <RouteError /> },
];

/** Created only after `liff.init()` has finished, so a `liff.state` deep link has already become the path. */
export const createLiffRouter = () => createBrowserRouter(liffRoutes);

/** The current screen's route modules, loaded before the router starts (main.tsx; react-router stays here). */
export const loadCurrentScreen = () => loadMatchedRoutes(liffRoutes);
