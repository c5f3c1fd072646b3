import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './api/account';
import { adminRoutes } from './api/admin';
import { agentRoutes } from './api/agent';
import { gameRoutes } from './api/game';
import { seamlessRoutes } from './api/game/seamless';
import { hub88WalletRoutes } from './api/game/hub88-wallet';
import { walletRoutes } from './api/wallet';
import { paymentRoutes } from './api/payment';
import { slipRoutes } from './api/payment/slip-routes';
import { liveRoutes } from './api/live';
import { lineRoutes } from './api/line';
import { lineBroadcastOpenRoutes } from './api/line/broadcast-open-routes';
import { lottoRoutes } from './api/lotto';
import { lottoResultRoutes } from './api/lotto/results-group';
import { pollRoutes } from './api/poll';
import { protectionRoutes } from './api/protection';
import { rewardRouteGroups } from './api/rewards';
import { affiliateRoutes } from './api/affiliate';
import { smsRoutes } from './api/sms';
import { healthRoutes } from './health';
import { mediaRoutes } from './media-routes';

/**
 * Every route group of the API, registered by `app.ts`. A new group is one line here; its handlers live in
 * `routes/api/<group>/` and only validate and call a service.
 */
export const routeGroups: FastifyPluginAsync[] = [
  healthRoutes,
  agentRoutes,
  accountRoutes,
  gameRoutes,
  seamlessRoutes,
  hub88WalletRoutes,
  mediaRoutes,
  walletRoutes,
  liveRoutes,
  paymentRoutes,
  slipRoutes,
  lottoRoutes,
  lottoResultRoutes,
  ...rewardRouteGroups,
  affiliateRoutes,
  pollRoutes,
  protectionRoutes,
  lineRoutes,
  lineBroadcastOpenRoutes,
  smsRoutes,
  adminRoutes,
];
