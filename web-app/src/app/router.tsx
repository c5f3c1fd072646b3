import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ProgressBar } from '@ui/progress-bar';
import { RootShell } from './root-shell';
import { RouteErrorPage } from './route-error-page';
import { paths } from './paths';

/**
 * The web app's routes. Every route and layout is a lazy module (`export const Component`, optional
 * `handle`/`loader`); route modules are thin and compose feature screens. To add a page: create
 * `routes/<name>.tsx` and add ONE line in the group whose layout and guard it needs.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    // Shown while the first lazy layout and page load (the bar finishes when they render).
    hydrateFallbackElement: <ProgressBar state="loading" />,
    children: [
      // Default layout, open to everyone.
      {
        lazy: () => import('./layouts/default-layout'),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.sooth.path, lazy: () => import('./routes/sooth') },
          { path: paths.cashback.path, lazy: () => import('./routes/cashback') },
          { path: paths.winloss.path, lazy: () => import('./routes/winloss') },
          { path: paths.promotions.path, lazy: () => import('./routes/promotions') },
          { path: paths.affiliate.path, lazy: () => import('./routes/affiliate') },
          { path: paths.poll.path, lazy: () => import('./routes/poll') },
          { path: paths.redeem.path, lazy: () => import('./routes/redeem') },
          { path: paths.safety.path, lazy: () => import('./routes/safety') },
          // Lotto rates and results are public (a guest is offered registration); the rest of lotto is a member's.
          { path: paths.lottoRates.path, lazy: () => import('./routes/lotto-rates') },
          { path: paths.lottoResults.path, lazy: () => import('./routes/lotto-results') },
          // Guests only: members are sent to /member.
          {
            lazy: () => import('./guards/guest-only'),
            children: [
              { path: paths.login.path, lazy: () => import('./routes/login') },
              { path: paths.register.path, lazy: () => import('./routes/register') },
              { path: paths.forgot.path, lazy: () => import('./routes/forgot') },
            ],
          },
        ],
      },
      // Auth layout: the default chrome, members only, the session validated on load.
      {
        lazy: () => import('./guards/require-member'),
        children: [
          {
            lazy: () => import('./layouts/auth-layout'),
            children: [
              { path: paths.member.path, lazy: () => import('./routes/member') },
              { path: paths.memberProfile.path, lazy: () => import('./routes/member-profile') },
              { path: paths.memberStatement.path, lazy: () => import('./routes/member-statement') },
              { path: paths.memberInbox.path, lazy: () => import('./routes/member-inbox') },
              { path: paths.memberWinloss.path, lazy: () => import('./routes/member-winloss') },
              { path: paths.memberCreditfree.path, lazy: () => import('./routes/member-creditfree') },
              { path: paths.memberPromotions.path, lazy: () => import('./routes/member-promotions') },
              { path: paths.memberCoupon.path, lazy: () => import('./routes/member-coupon') },
              { path: paths.lottoLobby.path, lazy: () => import('./routes/lotto-lobby') },
              { path: paths.lottoBills.path, lazy: () => import('./routes/lotto-bills') },
              { path: paths.lottoBill.path, lazy: () => import('./routes/lotto-bill') },
              { path: paths.lottoRound.path, lazy: () => import('./routes/lotto-round') },
              { path: paths.memberWheel.path, lazy: () => import('./routes/member-wheel') },
              { path: paths.memberSafety.path, lazy: () => import('./routes/member-safety') },
            ],
          },
          // Payment layout: compact header with a way home, no footer (deposit, payment, withdraw).
          {
            lazy: () => import('./layouts/payment-layout'),
            children: [
              { path: paths.memberDeposit.path, lazy: () => import('./routes/deposit') },
              { path: paths.memberPayment.path, lazy: () => import('./routes/payment') },
              { path: paths.memberWithdraw.path, lazy: () => import('./routes/withdraw') },
            ],
          },
        ],
      },
      // Lobby layout: footer and game sheet only (slot, casino, fishing, freespin, sport, lobby/<name>).
      {
        lazy: () => import('./layouts/lobby-layout'),
        children: [
          { path: paths.slot.path, lazy: () => import('./routes/slot') },
          { path: paths.slotCopy.path, lazy: () => import('./routes/slot-copy') },
          { path: paths.casino.path, lazy: () => import('./routes/casino') },
          { path: paths.fishing.path, lazy: () => import('./routes/fishing') },
          { path: paths.freespin.path, lazy: () => import('./routes/freespin') },
          { path: paths.sport.path, lazy: () => import('./routes/sport') },
          { path: paths.lobby.path, lazy: () => import('./routes/lobby') },
        ],
      },
      // Game layout: the whole screen for a game (play).
      {
        lazy: () => import('./layouts/game-layout'),
        children: [{ path: paths.play.path, lazy: () => import('./routes/play') }],
      },
      // Iframe layout: bare pages meant to be shown inside a frame or a modal.
      {
        lazy: () => import('./layouts/iframe-layout'),
        children: [
          {
            lazy: () => import('./guards/guest-only'),
            children: [
              { path: paths.loginBox.path, lazy: () => import('./routes/login-box') },
              { path: paths.registerBox.path, lazy: () => import('./routes/register-box') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
