import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FundOutlined,
  GiftOutlined,
  LinkOutlined,
  NumberOutlined,
  PictureOutlined,
  RollbackOutlined,
  SafetyOutlined,
  ShoppingOutlined,
  StarOutlined,
  ShareAltOutlined,
  TeamOutlined,
  TrophyOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Permission } from '@contract/admin/permissions';
import { paths } from './paths';
import { appStrings } from './strings';

export type ConsolePage = {
  path: string;
  label: string;
  icon: ReactNode;
  /** The permission that opens it; null for every signed-in staff member. */
  permission: Permission | null;
};

/**
 * The side menu, in order: only pages that exist. The layout shows each one the staff member's role may open
 * and refuses the others (the server refuses their API calls with 403 in any case). A new page: its route in
 * router.tsx with `handle: { permission }`, and one line here.
 */
export const consolePages: ConsolePage[] = [
  {
    path: paths.home.path,
    label: appStrings.menu.home,
    icon: <DashboardOutlined />,
    permission: 'dashboard.view',
  },
  {
    path: paths.withdrawals.path,
    label: appStrings.menu.withdrawals,
    icon: <UploadOutlined />,
    permission: 'withdrawals.view',
  },
  {
    path: paths.transfers.path,
    label: appStrings.menu.transfers,
    icon: <BankOutlined />,
    permission: 'transfers.review',
  },
  {
    path: paths.deposits.path,
    label: appStrings.menu.deposits,
    icon: <DownloadOutlined />,
    permission: 'deposits.view',
  },
  {
    path: paths.reports.path,
    label: appStrings.menu.reports,
    icon: <BarChartOutlined />,
    permission: 'reports.view',
  },
  {
    path: paths.ledger.path,
    label: appStrings.menu.ledger,
    icon: <BookOutlined />,
    permission: 'ledger.view',
  },
  {
    path: paths.staff.path,
    label: appStrings.menu.staff,
    icon: <TeamOutlined />,
    permission: 'staff.manage',
  },
  { path: paths.audit.path, label: appStrings.menu.audit, icon: <AuditOutlined />, permission: 'audit.view' },
  {
    path: paths.members.path,
    label: appStrings.menu.members,
    icon: <UserOutlined />,
    permission: 'members.view',
  },
  {
    path: paths.protection.path,
    label: appStrings.menu.protection,
    icon: <SafetyOutlined />,
    permission: 'members.view',
  },
  {
    path: paths.content.path,
    label: appStrings.menu.content,
    icon: <PictureOutlined />,
    permission: 'content.manage',
  },
  {
    path: paths.games.path,
    label: appStrings.menu.games,
    icon: <AppstoreOutlined />,
    permission: 'games.manage',
  },
  {
    path: paths.lotto.path,
    label: appStrings.menu.lotto,
    icon: <NumberOutlined />,
    permission: 'lotto.view',
  },
  {
    path: paths.cashback.path,
    label: appStrings.menu.cashback,
    icon: <RollbackOutlined />,
    permission: 'rewards.view',
  },
  {
    path: paths.quests.path,
    label: appStrings.menu.quests,
    icon: <TrophyOutlined />,
    permission: 'rewards.view',
  },
  {
    path: paths.rewards.path,
    label: appStrings.menu.rewards,
    icon: <FundOutlined />,
    permission: 'rewards.view',
  },
  {
    path: paths.promotions.path,
    label: appStrings.menu.promotions,
    icon: <GiftOutlined />,
    permission: 'rewards.view',
  },
  {
    path: paths.wheel.path,
    label: appStrings.menu.wheel,
    icon: <StarOutlined />,
    permission: 'rewards.view',
  },
  {
    path: paths.affiliate.path,
    label: appStrings.menu.affiliate,
    icon: <ShareAltOutlined />,
    permission: 'affiliate.view',
  },
  {
    path: paths.polls.path,
    label: appStrings.menu.polls,
    icon: <CheckSquareOutlined />,
    permission: 'polls.manage',
  },
  {
    path: paths.points.path,
    label: appStrings.menu.points,
    icon: <ShoppingOutlined />,
    permission: 'rewards.view',
  },
  {
    path: paths.deeplinks.path,
    label: appStrings.menu.deeplinks,
    icon: <LinkOutlined />,
    permission: 'deeplinks.use',
  },
];
