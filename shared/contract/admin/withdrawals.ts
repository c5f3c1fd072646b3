import { z } from 'zod';
import { dayText, idParam } from './money-common';
import { boundedTotal, cursorParam, nextCursor } from '../pagination';

/** Why a request deserves a second look; the console shows each as a Thai tag. */
const withdrawalFlag = z.enum([
  'first_withdrawal',
  'no_play_since_deposit',
  'new_account',
  'more_than_deposits',
  /** The member shares a bank account or a device with another member (contract/admin/linked-members.ts). */
  'linked_accounts',
]);
export type WithdrawalFlag = z.infer<typeof withdrawalFlag>;

const memberWalletLine = z.object({
  wallet_type_id: z.number().int(),
  name: z.string(),
  /** Baht. */
  balance: z.number(),
  withdrawable: z.boolean(),
  /** Times the credited amount must be staked before it may leave (0: none). */
  turnover_multiplier: z.number().int(),
});

/** A pending withdrawal with what a staff member needs beside it to decide. Money in baht. */
const queuedWithdrawal = z.object({
  id: z.number().int(),
  amount: z.number(),
  created_at: z.string(),
  member: z.object({
    id: z.number().int(),
    phone: z.string(),
    full_name: z.string(),
    created_at: z.string(),
    account_age_days: z.number().int(),
  }),
  /** Where the money goes, in full: the staff member pays it. */
  bank: z.object({ code: z.string(), name: z.string(), account: z.string(), account_name: z.string() }),
  wallets: z.array(memberWalletLine),
  /** Since the member's last approved withdrawal (or ever, if none). */
  since: z.string().nullable(),
  deposits_since: z.number(),
  stakes_since: z.number(),
  /** Baht of turnover the member still owes on the main wallet (a bonus's condition); 0 when none. */
  turnover_owed: z.number().nullable(),
  flags: z.array(withdrawalFlag),
  /** Approved by the automatic mode, the money not yet paid: staff pay it and record the payout. */
  awaiting_payout: z.boolean(),
});
export type QueuedWithdrawal = z.infer<typeof queuedWithdrawal>;

export const withdrawalQueue = z.object({ items: z.array(queuedWithdrawal), total: z.number().int() });
export type WithdrawalQueue = z.infer<typeof withdrawalQueue>;

/*
 * Issue 28: a decision keeps the staff's internal note (required, audited, never shown to the member) apart from
 * what the member reads: a refusal's reason (required, shown on the withdraw page, its API and the inbox); an
 * approval shows the member no staff text. An approval records the payout: which of the agent's own accounts
 * paid and the bank's reference.
 */
export const approveWithdrawalBody = z.object({
  note: z.string().max(1000).optional(),
  /** One of the agent's own bank accounts (`GET /api/admin/withdrawals/payout-accounts`). */
  paid_from_account_id: idParam.optional(),
  bank_reference: z.string().max(100).optional(),
});
export type ApproveWithdrawalBody = z.infer<typeof approveWithdrawalBody>;

export const refuseWithdrawalBody = z.object({
  note: z.string().max(1000).optional(),
  /** Shown to the member. */
  reason: z.string().max(500).optional(),
});
export type RefuseWithdrawalBody = z.infer<typeof refuseWithdrawalBody>;

/** An agent bank account money is paid out from. */
const payoutAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
export const payoutAccounts = z.array(payoutAccount);

export const decidedWithdrawal = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'refused']),
  amount: z.number(),
  /** What the member reads (a refusal's reason; empty on an approval). */
  reason: z.string(),
  /** The staff's internal note. */
  note: z.string(),
  decided_at: z.string().nullable(),
  /** When the money was recorded as paid; null while an approval awaits its payout (automatic mode). */
  paid_at: z.string().nullable(),
});
export type DecidedWithdrawal = z.infer<typeof decidedWithdrawal>;

/** What the decided-withdrawals history searches by. Money in baht, days are Bangkok days (decided on). */
const historyStatus = z.enum(['approved', 'refused', 'awaiting_payout']);
export const withdrawalHistoryQuery = z.object({
  /** The member's phone or name, a part of it. */
  member: z.string().max(80).optional(),
  min_amount: z.coerce.number().min(0).max(100_000_000).optional(),
  max_amount: z.coerce.number().min(0).max(100_000_000).optional(),
  from: dayText.optional(),
  to: dayText.optional(),
  /** Who decided: a staff username, or `system` (or the console's Thai ระบบ) for the automatic mode. */
  staff: z.string().max(80).optional(),
  status: historyStatus.optional(),
  /** The `next_cursor` of the page before (keyset, newest decision first); none: the first page. */
  cursor: cursorParam.optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});
export type WithdrawalHistoryQuery = z.infer<typeof withdrawalHistoryQuery>;

/** `GET /api/admin/withdrawals`: the queue, or with a decided `status` the history (same filters). */
export const withdrawalListQuery = withdrawalHistoryQuery.extend({
  status: z.enum(['pending', ...historyStatus.options]).optional(),
});

const historyItem = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(['approved', 'refused']),
  member: z.object({ id: z.number().int(), phone: z.string(), full_name: z.string() }),
  bank: z.object({ code: z.string(), name: z.string(), account: z.string(), account_name: z.string() }),
  created_at: z.string(),
  decided_at: z.string(),
  /** A staff username, or `system`. */
  decided_by: z.string(),
  note: z.string(),
  reason: z.string(),
  paid_at: z.string().nullable(),
  paid_from: payoutAccount.nullable(),
  bank_reference: z.string(),
});
export type WithdrawalHistoryItem = z.infer<typeof historyItem>;

export const withdrawalHistoryPage = z.object({
  items: z.array(historyItem),
  /** Decisions matching the filters, counted up to 10,000 (`total_capped`: more than that). */
  ...boundedTotal,
  next_cursor: nextCursor,
  page_size: z.number().int(),
});
export type WithdrawalHistoryPage = z.infer<typeof withdrawalHistoryPage>;

/**
 * The automatic mode (off unless the owner turns it on): a request at most `max_per_request` baht, whose member's
 * approved withdrawals of the Bangkok day stay within `max_per_member_day`, from a member without any flag, is
 * approved by the system; staff still pay it and record the payout.
 */
export const withdrawalAutoSettings = z.object({
  enabled: z.boolean(),
  max_per_request: z.number().positive().max(10_000_000),
  max_per_member_day: z.number().positive().max(10_000_000),
  updated_by: z.string(),
  updated_at: z.string().nullable(),
});
export type WithdrawalAutoSettings = z.infer<typeof withdrawalAutoSettings>;

export const withdrawalAutoSettingsBody = withdrawalAutoSettings.pick({
  enabled: true,
  max_per_request: true,
  max_per_member_day: true,
});
export type WithdrawalAutoSettingsBody = z.infer<typeof withdrawalAutoSettingsBody>;
