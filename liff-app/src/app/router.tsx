import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { loadMatchedRoutes } from '@ui/route-modules';
import { LiffLayout } from './layouts/liff-layout';
import { LineGate } from './line-login/line-gate';
import { RouteError } from './routes/route-error';

// Each lobby is the shared lobby screen with its key (one module for all of them).
const lobby = (key: string) => () =>
  import('./routes/lobby').then((module) => ({ Component: () => <module.LiffLobby lobbyKey={key} /> }));

/**
 * The LIFF app's route table: `/liff/<name>` for every member screen (the names and deep-link parameters are
 * in shared/contract/liff-screens.ts). A new screen is a route module in `routes/` and ONE line below; its
 * links in menus, tiles and banners appear by that line alone (app-links.ts). Parameters are path segments.
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
          { path: 'deposit/:orderId', lazy: () => import('./routes/deposit-order') },
          { path: 'payment/:orderId', lazy: () => import('./routes/deposit-order') },
          { path: 'withdraw', lazy: () => import('./routes/withdraw') },
          { path: 'statement', lazy: () => import('./routes/statement') },
          { path: 'wallets', lazy: () => import('./routes/wallets') },
          { path: 'slot', lazy: lobby('slot') },
          { path: 'casino', lazy: lobby('casino') },
          { path: 'fishing', lazy: lobby('fishing') },
          { path: 'freespin', lazy: lobby('freespin') },
          { path: 'sport', lazy: lobby('sport') },
          { path: 'lobby', lazy: lobby('all') },
          { path: 'lobby/:name', lazy: () => import('./routes/lobby') },
          { path: 'play/:providerId/:gameId', lazy: () => import('./routes/play') },
          { path: 'sooth', lazy: () => import('./routes/sooth') },
          { path: 'cashback', lazy: () => import('./routes/cashback') },
          { path: 'winloss', lazy: () => import('./routes/winloss') },
          { path: 'creditfree', lazy: () => import('./routes/creditfree') },
          { path: 'promotions', lazy: () => import('./routes/promotions') },
          { path: 'member-promotions', lazy: () => import('./routes/member-promotions') },
          { path: 'coupon', lazy: () => import('./routes/coupon') },
          { path: 'affiliate', lazy: () => import('./routes/affiliate') },
          { path: 'poll/:pollId', lazy: () => import('./routes/poll') },
          { path: 'redeem', lazy: () => import('./routes/redeem') },
          { path: 'lotto', lazy: () => import('./routes/lotto-lobby') },
          { path: 'lotto/bills', lazy: () => import('./routes/lotto-bills') },
          { path: 'lotto/bills/:billId', lazy: () => import('./routes/lotto-bill') },
          { path: 'lotto/rates', lazy: () => import('./routes/lotto-rates') },
          { path: 'lotto/results', lazy: () => import('./routes/lotto-results') },
          { path: 'lotto/:roundId', lazy: () => import('./routes/lotto-round') },
          { path: 'wheel', lazy: () => import('./routes/wheel') },
          { path: 'safety', lazy: () => import('./routes/safety') },
          { path: 'safety-help', lazy: () => import('./routes/safety-help') },
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
