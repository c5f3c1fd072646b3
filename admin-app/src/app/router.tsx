import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { BASENAME, paths } from './paths';
import { RouteError } from './route-error';

/**
 * The console's routes, every one a lazy module (`export const Component`, optional `handle`). A page that needs
 * a permission says so in `handle: { permission }` (the layout refuses it to other roles); the menu lists pages
 * in pages.tsx. To add a page: `routes/<name>.tsx`, one line below, one line in pages.tsx.
 */
const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.login.path, lazy: () => import('./routes/login') },
      {
        lazy: () => import('./guards/require-staff'),
        children: [
          {
            lazy: () => import('./layouts/console-layout'),
            children: [
              { index: true, lazy: () => import('./routes/home') },
              { path: paths.withdrawals.path, lazy: () => import('./routes/withdrawals') },
              { path: paths.transfers.path, lazy: () => import('./routes/transfers') },
              { path: paths.deposits.path, lazy: () => import('./routes/deposits') },
              { path: paths.reports.path, lazy: () => import('./routes/reports') },
              { path: paths.ledger.path, lazy: () => import('./routes/ledger') },
              { path: paths.staff.path, lazy: () => import('./routes/staff') },
              { path: paths.audit.path, lazy: () => import('./routes/audit') },
              { path: paths.members.path, lazy: () => import('./routes/members') },
              { path: paths.member.path, lazy: () => import('./routes/member') },
              { path: paths.content.path, lazy: () => import('./routes/content') },
              { path: paths.games.path, lazy: () => import('./routes/games') },
              { path: paths.deeplinks.path, lazy: () => import('./routes/deeplinks') },
              { path: paths.lotto.path, lazy: () => import('./routes/lotto') },
              { path: paths.cashback.path, lazy: () => import('./routes/cashback') },
              { path: paths.quests.path, lazy: () => import('./routes/quests') },
              { path: paths.rewards.path, lazy: () => import('./routes/rewards') },
              { path: paths.wheel.path, lazy: () => import('./routes/wheel') },
              { path: paths.promotions.path, lazy: () => import('./routes/promotions') },
              { path: paths.affiliate.path, lazy: () => import('./routes/affiliate') },
              { path: paths.polls.path, lazy: () => import('./routes/polls') },
              { path: paths.points.path, lazy: () => import('./routes/points') },
              { path: paths.protection.path, lazy: () => import('./routes/protection') },
              { path: '*', lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
    ],
  },
];

export const createAdminRouter = () => createBrowserRouter(routes, { basename: BASENAME });
