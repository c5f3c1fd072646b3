import { z } from 'zod';

/**
 * The back office's roles and permissions, and the one matrix between them. It lives in the contract so the
 * server enforces it and the console hides what a role may not open from the same table.
 * A new permission: add it to `permissions` and `permissionLabels`, then to each role that holds it (owner holds
 * all by itself).
 * A new role: add it to `staffRoles`, `roleLabels` and `matrix`.
 */
export const permissions = [
  'dashboard.view',
  'withdrawals.view',
  'withdrawals.decide',
  // The automatic approval of small withdrawals: on or off and its limits (the owner's alone).
  'withdrawals.auto',
  'transfers.review',
  'deposits.view',
  'adjust.money',
  // The second pair of eyes on an adjustment above the agent's threshold (never the requester's own).
  'adjust.approve',
  // The agent's manual money rules: the four-eyes threshold and each role's daily limit.
  'adjust.rules',
  'reports.view',
  'members.view',
  'members.manage',
  'members.money.view',
  // The whole member list as a CSV (every phone and bank account at once): the owner's unless given.
  'members.export',
  'content.manage',
  'games.manage',
  'ledger.view',
  'ledger.reconcile',
  'staff.manage',
  // The staff shift report: each staff member's money decisions over a time range.
  'staff.shifts',
  'audit.view',
  'deeplinks.use',
  // LINE settings (LIFF ids, channel id): the owner's alone.
  'line.settings',
  // The SMS page: messages sent through the gateway (phones masked), their delivery and cost (the owner's).
  'sms.view',
  // The agent's SMS settings (a code by SMS before registration): the owner's alone.
  'sms.settings',
  // LINE broadcasts: compose, test, send or schedule, cancel (owner and marketing).
  'line.broadcast',
  'lotto.view',
  'lotto.manage',
  'lotto.results',
  'lotto.settle',
  'rewards.view',
  'rewards.manage',
  'affiliate.view',
  'affiliate.manage',
  'polls.manage',
  'polls.confirm',
] as const;
export type Permission = (typeof permissions)[number];

export const staffRoles = ['owner', 'finance', 'support', 'content', 'lotto', 'marketing'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = {
  owner: 'เจ้าของ',
  finance: 'การเงิน',
  support: 'ฝ่ายดูแลสมาชิก',
  content: 'ฝ่ายเนื้อหา',
  lotto: 'ฝ่ายหวย',
  marketing: 'ฝ่ายการตลาด',
};

const matrix: Record<StaffRole, readonly Permission[]> = {
  owner: permissions,
  finance: [
    'dashboard.view',
    'withdrawals.view',
    'withdrawals.decide',
    'transfers.review',
    'deposits.view',
    'adjust.money',
    'adjust.approve',
    'reports.view',
    'members.view',
    'members.money.view',
    'ledger.view',
    'ledger.reconcile',
  ],
  // Members: view, notes, disable, password reset; money read-only (the withdrawal queue without deciding).
  support: [
    'dashboard.view',
    'withdrawals.view',
    'members.view',
    'members.manage',
    'members.money.view',
    'deposits.view',
    'deeplinks.use',
    // Members ask about their bills, their bonuses and their turnover.
    'lotto.view',
    'rewards.view',
  ],
  content: ['dashboard.view', 'content.manage', 'games.manage', 'deeplinks.use'],
  // Lotto: set-up, the exposure board and bills, results (entry and the second pair of eyes) and settlement;
  // no member money, no staff.
  lotto: ['dashboard.view', 'lotto.view', 'lotto.manage', 'lotto.results', 'lotto.settle', 'deeplinks.use'],
  // Marketing: campaigns, coupons, quests, the wheel, cashback and win/loss rates, points and the shop, and what
  // they cost; members read-only (who got what), no member money moved by hand.
  marketing: [
    'dashboard.view',
    'members.view',
    'rewards.view',
    'rewards.manage',
    'deeplinks.use',
    'affiliate.view',
    'affiliate.manage',
    'polls.manage',
    'polls.confirm',
    'line.broadcast',
  ],
};

export const isStaffRole = (value: string): value is StaffRole =>
  (staffRoles as readonly string[]).includes(value);

/** May a staff member of this role do this? An unknown role (a row written by hand) may do nothing. */
export const roleMay = (role: string, permission: Permission): boolean =>
  isStaffRole(role) && matrix[role].includes(permission);

export const permissionsOf = (role: string): Permission[] => (isStaffRole(role) ? [...matrix[role]] : []);
