import { z } from 'zod';
import { dayText } from './money-common';

/** House accounts: their balance is the sum of their entries (baht, signed: money the house gave is negative). */
const houseAccount = z.object({ id: z.number().int(), code: z.string(), balance: z.number() });
export const houseAccounts = z.object({
  accounts: z.array(houseAccount),
  /** Sum of every member wallet (baht). */
  member_total: z.number(),
});
export type HouseAccounts = z.infer<typeof houseAccounts>;

export const ledgerTransferQuery = z.object({
  /** Member phone, exact. */
  phone: z.string().max(20).optional(),
  kind: z.string().max(40).optional(),
  /** Idempotency key, a prefix of it. */
  key: z.string().max(200).optional(),
  from: dayText.optional(),
  to: dayText.optional(),
  before_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type LedgerTransferQuery = z.infer<typeof ledgerTransferQuery>;

const ledgerEntryLine = z.object({
  account_id: z.number().int(),
  /** 'member <phone> / <wallet>' (a points account: 'member <phone> / พอยท์') or 'house <code>'. */
  account: z.string(),
  /** What the amounts count: baht, or points (the points ledger: a member's points and the points house accounts). */
  asset: z.enum(['thb', 'point']),
  amount: z.number(),
  balance_after: z.number().nullable(),
});

const ledgerTransferItem = z.object({
  id: z.number().int(),
  key: z.string(),
  op: z.string(),
  kind: z.string(),
  description: z.string(),
  created_at: z.string(),
  entries: z.array(ledgerEntryLine),
});
export type LedgerTransferItem = z.infer<typeof ledgerTransferItem>;

export const ledgerTransferPage = z.object({
  items: z.array(ledgerTransferItem),
  next_before_id: z.number().int().nullable(),
});
export type LedgerTransferPage = z.infer<typeof ledgerTransferPage>;

export const reconcileReport = z.object({
  ok: z.boolean(),
  problems: z.array(z.object({ invariant: z.string(), detail: z.string() })),
  checked_at: z.string(),
  /** When the clean run this one continued from checked everything before it (ISO); null: all history checked. */
  since: z.string().nullable(),
});
export type ReconcileReport = z.infer<typeof reconcileReport>;
