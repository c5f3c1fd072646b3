import type { Satang } from '@contract/money';

/**
 * Who money moves between. `walletId` is a ledger account id (a member wallet, as the API shows it);
 * `{ member, walletTypeId }` opens that wallet on first use; `{ house }` names a house purpose ('deposits',
 * 'withdrawals', 'game:<provider>', 'promotions', 'cashback', 'adjustments', ...), opened on first use;
 * `{ points }` is a member's points account (only with house codes starting 'points:').
 */
export type Party =
  { walletId: number } | { member: number; walletTypeId: number } | { house: string } | { points: number };

/** Why money moved. The statement groups kinds into the contract's statement types (see statement.ts). */
type EntryKind =
  | 'deposit'
  | 'withdraw'
  | 'bet'
  | 'win'
  | 'bonus'
  | 'cashback'
  | 'affiliate'
  | 'adjustment'
  | 'refund'
  | 'transfer'
  | 'points';

/** Kinds of the points ledger. */
export type PointKind = 'points_earned' | 'points_spent' | 'points_expired' | 'points_adjustment';

type Leg = { from: Party; to: Party; amount: Satang };

/**
 * When a movement happened in business time: the app's clock (`app.clock()`), which a test deployment runs ahead
 * of the system clock. Pass it wherever a rule reads the row's date back (awards, points, bets, deposits); without
 * it the database's now() dates the row.
 */
export type At = { at?: Date };

export type TransferInput = At & {
  key: string;
  from: Party;
  to: Party;
  amount: Satang;
  kind: EntryKind;
  /** Thai, shown on the member's statement. */
  description: string;
  meta?: Record<string, unknown>;
};

export type TransferResult = {
  transferId: number;
  /** True when the key was seen before: nothing was written and this is the first call's answer. */
  replayed: boolean;
  /** The member-side balances after the transfer (absent for house accounts). */
  fromBalance?: Satang;
  toBalance?: Satang;
};

export type PostInput = At & {
  key: string;
  kind: EntryKind | PointKind;
  description: string;
  legs: Leg[];
  meta?: Record<string, unknown>;
};

export type PostResult = {
  transferId: number;
  replayed: boolean;
  /** Per leg, the balances after it (absent for house accounts). */
  legs: { fromBalance?: Satang; toBalance?: Satang }[];
};

export type HoldInput = TransferInput;
export type HoldResult = { holdId: number; transferId: number; replayed: boolean; fromBalance?: Satang };
export type SettleInput = At & { key: string; holdId: number; meta?: Record<string, unknown> };
