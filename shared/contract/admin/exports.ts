import type { Permission } from './permissions';
import { reportQuery } from './reports';

/**
 * The console's CSV exports, each over a range of Bangkok days (`from`, `to`, both included; at most 366 days)
 * and at most `EXPORT_ROW_CAP` rows: a larger range is refused in Thai (EXPORT_TOO_LARGE), never cut short.
 */
export const exportKinds = ['deposits', 'withdrawals', 'members', 'transfers', 'audit'] as const;
export type ExportKind = (typeof exportKinds)[number];

export const EXPORT_ROW_CAP = 100_000;

export const exportQuery = reportQuery;

/**
 * Who may download each: whoever may page through the same rows in the console; the whole member list (every
 * phone and bank account at once) is a power of its own.
 */
export const exportPermission: Record<ExportKind, Permission> = {
  deposits: 'deposits.view',
  withdrawals: 'withdrawals.view',
  members: 'members.export',
  transfers: 'ledger.view',
  audit: 'audit.view',
};
