import { z } from 'zod';

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
});
export type QueuedWithdrawal = z.infer<typeof queuedWithdrawal>;

export const withdrawalQueue = z.object({ items: z.array(queuedWithdrawal), total: z.number().int() });
export type WithdrawalQueue = z.infer<typeof withdrawalQueue>;

export const decidedWithdrawal = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'refused']),
  amount: z.number(),
  reason: z.string(),
  decided_at: z.string().nullable(),
});
export type DecidedWithdrawal = z.infer<typeof decidedWithdrawal>;
