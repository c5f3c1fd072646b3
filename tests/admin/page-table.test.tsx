// @vitest-environment screen
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleMenu } from '@admin-app/app/pages';
import { BASENAME, paths } from '@admin-app/app/paths';
import { createAdminRouter } from '@admin-app/app/router';

// The console's pages are declared once (admin-app/src/app/pages.tsx); its paths, routes and side menu are derived
// from that table. These are the URLs, menu labels and permissions the console had before the table existed.
const urls = {
  login: '/login',
  home: '/',
  withdrawals: '/withdrawals',
  transfers: '/transfers',
  deposits: '/deposits',
  adjustments: '/adjustments',
  reports: '/reports',
  winloss: '/winloss',
  gamereports: '/game-reports',
  shifts: '/shifts',
  sms: '/sms',
  ledger: '/ledger',
  exports: '/exports',
  staff: '/staff',
  audit: '/audit',
  members: '/members',
  member: '/members/:id',
  content: '/content',
  games: '/games',
  gameproviders: '/game-providers',
  deeplinks: '/deeplinks',
  lotto: '/lotto',
  cashback: '/cashback',
  quests: '/quests',
  rewards: '/rewards',
  wheel: '/wheel',
  promotions: '/promotions',
  affiliate: '/affiliate',
  polls: '/polls',
  points: '/points',
  protection: '/protection',
  line: '/line',
  broadcasts: '/broadcasts',
  richmenus: '/line/rich-menus',
};

const menu = [
  ['/', 'ภาพรวม', 'dashboard.view'],
  ['/withdrawals', 'รายการถอน', 'withdrawals.view'],
  ['/transfers', 'รายการโอนเข้า', 'transfers.review'],
  ['/deposits', 'รายการฝาก', 'deposits.view'],
  ['/adjustments', 'อนุมัติเพิ่ม/ลดเงิน', 'adjust.approve'],
  ['/reports', 'รายงาน', 'reports.view'],
  ['/winloss', 'รายงานได้เสีย', 'reports.view'],
  ['/game-reports', 'รายงานเกม', 'reports.view'],
  ['/shifts', 'รายงานกะพนักงาน', 'staff.shifts'],
  ['/sms', 'ข้อความ SMS', 'sms.view'],
  ['/ledger', 'บัญชีแยกประเภท', 'ledger.view'],
  // Every staff member: the page lists the exports the role may download.
  ['/exports', 'ส่งออกข้อมูล', null],
  ['/staff', 'พนักงาน', 'staff.manage'],
  ['/audit', 'บันทึกการใช้งาน', 'audit.view'],
  ['/members', 'สมาชิก', 'members.view'],
  ['/protection', 'การคุ้มครองผู้เล่น', 'members.view'],
  ['/content', 'เนื้อหาเว็บไซต์', 'content.manage'],
  ['/games', 'จัดการเกม', 'games.manage'],
  ['/game-providers', 'ค่ายเกมและค่ายย่อย', 'games.manage'],
  ['/lotto', 'หวย', 'lotto.view'],
  ['/cashback', 'คืนยอดเทิร์น/คืนยอดเสีย', 'rewards.view'],
  ['/quests', 'ภารกิจ', 'rewards.view'],
  ['/rewards', 'โปรโมชั่นและรางวัล', 'rewards.view'],
  ['/promotions', 'โปรโมชั่นและคูปอง', 'rewards.view'],
  ['/wheel', 'กงล้อนำโชค', 'rewards.view'],
  ['/affiliate', 'แนะนำเพื่อน', 'affiliate.view'],
  ['/polls', 'โหวตและทายผล', 'polls.manage'],
  ['/points', 'คะแนนและแลกของรางวัล', 'rewards.view'],
  ['/deeplinks', 'สร้างลิงก์ LINE', 'deeplinks.use'],
  ['/line', 'LINE Official Account', 'line.settings'],
  ['/broadcasts', 'บรอดแคสต์', 'line.broadcast'],
  ['/line/rich-menus', 'ริชเมนู LINE', 'line.settings'],
];

/** Every route of the tree with a path or an index, flattened. */
const flatten = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe('the console page table', () => {
  it('keeps every URL, and builds a link to a page with parameters', () => {
    expect(BASENAME).toBe('/admin');
    expect(Object.fromEntries(Object.entries(paths).map(([name, page]) => [name, page.path]))).toEqual(urls);
    expect(paths.withdrawals.getHref()).toBe('/withdrawals');
    expect(paths.member.getHref(42)).toBe('/members/42');
  });

  it('lists the side menu in order, with its Thai labels and the permission that opens each page', () => {
    expect(consoleMenu.map((page) => [page.path, page.label, page.permission])).toEqual(menu);
    expect(consoleMenu.every((page) => page.icon)).toBe(true);
  });

  it('routes every page to its own module, behind its permission; the login alone outside the console', async () => {
    const router = createAdminRouter();
    dispose = () => router.dispose();
    const [root] = router.routes;
    const [login, guard] = root!.children!;
    expect(login).toMatchObject({ path: '/login' });
    expect(login!.handle).toBeUndefined();

    const inside = flatten(guard!.children!).filter((route) => route.index || route.path);
    const permissionByPath = Object.fromEntries(
      inside.map((route) => [route.index ? '/' : route.path, route.handle?.permission]),
    );
    expect(permissionByPath).toEqual({
      ...Object.fromEntries(menu.map(([path, , permission]) => [path, permission ?? undefined])),
      '/members/:id': 'members.view',
      '*': undefined,
    });
    for (const route of [login!, ...inside]) {
      const loaded = await (route.lazy as () => Promise<Pick<RouteObject, 'Component'>>)();
      expect(loaded.Component, route.path ?? 'index').toBeTypeOf('function');
    }
  }, 60_000);
});
