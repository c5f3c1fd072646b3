import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  DollarOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  FundOutlined,
  GiftOutlined,
  LayoutOutlined,
  LinkOutlined,
  MessageOutlined,
  LineChartOutlined,
  MobileOutlined,
  NotificationOutlined,
  NumberOutlined,
  PictureOutlined,
  PieChartOutlined,
  RollbackOutlined,
  ScheduleOutlined,
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

export type ConsolePage = {
  /** The router pattern, relative to the router's basename `/admin` (paths.ts). */
  path: string;
  /** The link to a page with parameters; a page without any links to its `path`. */
  href?: (...args: never[]) => string;
  /**
   * Who may open it: a permission (the layout shows a 403 to roles without it, and the server refuses their API
   * calls in any case), `'signed_in'` for every staff member, `'public'` for the login, outside the console.
   */
  access: Permission | 'signed_in' | 'public';
  /** Its entry in the side menu (in this table's order) with its Thai label; none for a page reached by a link. */
  menu?: { label: string; icon: ReactNode };
};

/**
 * Every page of the console, declared once. The key names its lazy route module, `routes/<key>.tsx`
 * (`export const Component`); `paths` (paths.ts), the router's routes (router.tsx) and the side menu
 * (`consoleMenu`, read by layouts/console-layout.tsx) are derived from this table. A new page: one entry here and
 * its route module.
 */
export const pages = {
  login: { path: '/login', access: 'public' },
  home: { path: '/', access: 'dashboard.view', menu: { label: 'ภาพรวม', icon: <DashboardOutlined /> } },
  withdrawals: {
    path: '/withdrawals',
    access: 'withdrawals.view',
    menu: { label: 'รายการถอน', icon: <UploadOutlined /> },
  },
  transfers: {
    path: '/transfers',
    access: 'transfers.review',
    menu: { label: 'รายการโอนเข้า', icon: <BankOutlined /> },
  },
  deposits: {
    path: '/deposits',
    access: 'deposits.view',
    menu: { label: 'รายการฝาก', icon: <DownloadOutlined /> },
  },
  adjustments: {
    path: '/adjustments',
    access: 'adjust.approve',
    menu: { label: 'อนุมัติเพิ่ม/ลดเงิน', icon: <DollarOutlined /> },
  },
  reports: {
    path: '/reports',
    access: 'reports.view',
    menu: { label: 'รายงาน', icon: <BarChartOutlined /> },
  },
  winloss: {
    path: '/winloss',
    access: 'reports.view',
    menu: { label: 'รายงานได้เสีย', icon: <LineChartOutlined /> },
  },
  gamereports: {
    path: '/game-reports',
    access: 'reports.view',
    menu: { label: 'รายงานเกม', icon: <PieChartOutlined /> },
  },
  shifts: {
    path: '/shifts',
    access: 'staff.shifts',
    menu: { label: 'รายงานกะพนักงาน', icon: <ScheduleOutlined /> },
  },
  sms: { path: '/sms', access: 'sms.view', menu: { label: 'ข้อความ SMS', icon: <MobileOutlined /> } },
  ledger: { path: '/ledger', access: 'ledger.view', menu: { label: 'บัญชีแยกประเภท', icon: <BookOutlined /> } },
  // Every staff member may open it; it lists the exports their role may download (exportPermission).
  exports: {
    path: '/exports',
    access: 'signed_in',
    menu: { label: 'ส่งออกข้อมูล', icon: <FileExcelOutlined /> },
  },
  staff: { path: '/staff', access: 'staff.manage', menu: { label: 'พนักงาน', icon: <TeamOutlined /> } },
  audit: { path: '/audit', access: 'audit.view', menu: { label: 'บันทึกการใช้งาน', icon: <AuditOutlined /> } },
  members: { path: '/members', access: 'members.view', menu: { label: 'สมาชิก', icon: <UserOutlined /> } },
  member: { path: '/members/:id', href: (id: number) => `/members/${id}`, access: 'members.view' },
  protection: {
    path: '/protection',
    access: 'members.view',
    menu: { label: 'การคุ้มครองผู้เล่น', icon: <SafetyOutlined /> },
  },
  content: {
    path: '/content',
    access: 'content.manage',
    menu: { label: 'เนื้อหาเว็บไซต์', icon: <PictureOutlined /> },
  },
  games: { path: '/games', access: 'games.manage', menu: { label: 'จัดการเกม', icon: <AppstoreOutlined /> } },
  gameproviders: {
    path: '/game-providers',
    access: 'games.manage',
    menu: { label: 'ค่ายเกมและค่ายย่อย', icon: <ApartmentOutlined /> },
  },
  lotto: { path: '/lotto', access: 'lotto.view', menu: { label: 'หวย', icon: <NumberOutlined /> } },
  cashback: {
    path: '/cashback',
    access: 'rewards.view',
    menu: { label: 'คืนยอดเทิร์น/คืนยอดเสีย', icon: <RollbackOutlined /> },
  },
  quests: { path: '/quests', access: 'rewards.view', menu: { label: 'ภารกิจ', icon: <TrophyOutlined /> } },
  rewards: {
    path: '/rewards',
    access: 'rewards.view',
    menu: { label: 'โปรโมชั่นและรางวัล', icon: <FundOutlined /> },
  },
  promotions: {
    path: '/promotions',
    access: 'rewards.view',
    menu: { label: 'โปรโมชั่นและคูปอง', icon: <GiftOutlined /> },
  },
  wheel: { path: '/wheel', access: 'rewards.view', menu: { label: 'กงล้อนำโชค', icon: <StarOutlined /> } },
  affiliate: {
    path: '/affiliate',
    access: 'affiliate.view',
    menu: { label: 'แนะนำเพื่อน', icon: <ShareAltOutlined /> },
  },
  polls: {
    path: '/polls',
    access: 'polls.manage',
    menu: { label: 'โหวตและทายผล', icon: <CheckSquareOutlined /> },
  },
  points: {
    path: '/points',
    access: 'rewards.view',
    menu: { label: 'คะแนนและแลกของรางวัล', icon: <ShoppingOutlined /> },
  },
  deeplinks: {
    path: '/deeplinks',
    access: 'deeplinks.use',
    menu: { label: 'สร้างลิงก์ LINE', icon: <LinkOutlined /> },
  },
  line: {
    path: '/line',
    access: 'line.settings',
    menu: { label: 'LINE Official Account', icon: <MessageOutlined /> },
  },
  broadcasts: {
    path: '/broadcasts',
    access: 'line.broadcast',
    menu: { label: 'บรอดแคสต์', icon: <NotificationOutlined /> },
  },
  richmenus: {
    path: '/line/rich-menus',
    access: 'line.settings',
    menu: { label: 'ริชเมนู LINE', icon: <LayoutOutlined /> },
  },
} as const satisfies Record<string, ConsolePage>;

/** The permission a page needs, or null when any signed-in staff member (or anyone, for the login) may open it. */
export const permissionOf = (page: ConsolePage): Permission | null =>
  page.access === 'public' || page.access === 'signed_in' ? null : page.access;

/** The side menu, in the table's order: each page that has a menu entry, with the permission that opens it. */
export const consoleMenu = (Object.values(pages) as ConsolePage[]).flatMap((page) =>
  page.menu ? [{ path: page.path, ...page.menu, permission: permissionOf(page) }] : [],
);
