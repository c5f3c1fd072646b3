import type { FastifyPluginAsync } from 'fastify';
import { adminAffiliateRoutes } from './affiliate-routes';
import { adminAuditRoutes } from './audit-routes';
import { adminAuthRoutes } from './auth-routes';
import { adminCashbackRoutes } from './cashback-routes';
import { adminDashboardRoutes } from './dashboard-routes';
import { adminDepositRoutes } from './deposit-routes';
import { adminLedgerRoutes } from './ledger-routes';
import { adminLottoSetupRoutes } from './lotto-setup-routes';
import { adminLottoRoutes } from './lotto-routes';
import { adminManualMoneyRoutes } from './manual-money-routes';
import { adminReportRoutes } from './report-routes';
import { adminRewardsReportRoutes } from './rewards-report-routes';
import { adminContentRoutes } from './content-routes';
import { adminDeeplinksRoutes } from './deeplinks-routes';
import { adminExportRoutes } from './export-routes';
import { adminGamesRoutes } from './games-routes';
import { adminMemberActionRoutes } from './member-action-routes';
import { adminMemberLinksRoutes } from './member-links-routes';
import { adminMembersRoutes } from './members-routes';
import { adminOperatorRoutes } from './operator-routes';
import { adminPollRoutes } from './poll-routes';
import { adminProtectionRoutes } from './protection-routes';
import { adminQuestRoutes } from './quest-routes';
import { adminPromotionRoutes } from './promotion-routes';
import { adminPointsRoutes } from './points-routes';
import { adminStaffRoutes } from './staff-routes';
import { adminTransferRoutes } from './transfer-routes';
import { adminWheelRoutes } from './wheel-routes';
import { adminWinLossRoutes } from './winloss-routes';
import { adminWithdrawalRoutes } from './withdrawal-routes';

/**
 * The back office API (`/api/admin/*`). Every route declares `config: { permission }` (server/src/staff/README.md);
 * a new page's routes are one file here and one line below.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminAuthRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminAuditRoutes);
  // The money pages (dashboard, withdrawals, transfers, deposits, reports, ledger).
  await app.register(adminDashboardRoutes);
  await app.register(adminWithdrawalRoutes);
  await app.register(adminTransferRoutes);
  await app.register(adminDepositRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminWinLossRoutes);
  await app.register(adminLedgerRoutes);
  await app.register(adminExportRoutes);
  await app.register(adminMembersRoutes);
  await app.register(adminMemberActionRoutes);
  await app.register(adminManualMoneyRoutes);
  await app.register(adminMemberLinksRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminGamesRoutes);
  await app.register(adminDeeplinksRoutes);
  await app.register(adminLottoSetupRoutes);
  await app.register(adminOperatorRoutes);
  await app.register(adminLottoRoutes);
  await app.register(adminCashbackRoutes);
  await app.register(adminQuestRoutes);
  await app.register(adminRewardsReportRoutes);
  await app.register(adminWheelRoutes);
  await app.register(adminPromotionRoutes);
  await app.register(adminAffiliateRoutes);
  await app.register(adminPollRoutes);
  await app.register(adminPointsRoutes);
  await app.register(adminProtectionRoutes);
};
