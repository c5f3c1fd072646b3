import { createBrowserRouter, Outlet } from 'react-router-dom';
import { LiffLayout } from './layouts/liff-layout';
import { LineGate } from './line-login/line-gate';
import { RouteError } from './routes/route-error';

/**
 * Created only after `liff.init()` has finished, so a `liff.state` deep link has already become the path.
 * Route modules are lazy: the first screen downloads only the shell and its own screen.
 */
export const createLiffRouter = () =>
  createBrowserRouter([
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
            { path: 'lotto', lazy: () => import('./routes/lotto-lobby') },
            { path: 'lotto/bills', lazy: () => import('./routes/lotto-bills') },
            { path: 'lotto/bills/:billId', lazy: () => import('./routes/lotto-bill') },
            { path: 'lotto/rates', lazy: () => import('./routes/lotto-rates') },
            { path: 'lotto/results', lazy: () => import('./routes/lotto-results') },
            { path: 'lotto/:roundId', lazy: () => import('./routes/lotto-round') },
          ],
        },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
    // The shared screens link to web paths (/member, /member/deposit, ...): see routes/outside.tsx.
    { path: '*', lazy: () => import('./routes/outside'), errorElement: <RouteError /> },
  ]);
