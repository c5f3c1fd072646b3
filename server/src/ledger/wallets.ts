import { satang, type Satang } from '@contract/money';
import type { Queryable, Tx } from '@server/db/db';

type WalletCategory = 'slot' | 'casino' | 'fishing' | 'freespin' | 'sport' | 'lotto';

export type MemberWallet = {
  id: number;
  walletTypeId: number;
  name: string;
  balance: Satang;
  version: number;
  categories: WalletCategory[];
  withdrawable: boolean;
};

/**
 * Opens the member's main wallet (type 1, balance 0) through ledger_account_of, as a transfer to it would.
 * Idempotent: registration may call it again, and a concurrent call meets the unique index instead of opening a
 * second wallet. Other wallet types open on their first credit.
 */
export const openMemberWallets = async (q: Queryable, memberId: number): Promise<void> => {
  await q.query(
    `SELECT id FROM ledger_account_of(jsonb_build_object('member', $1::bigint, 'walletTypeId', 1))`,
    [memberId],
  );
};

/**
 * Locks a member's account (a wallet of `walletTypeId`, or with null the points account) until `q`'s transaction
 * ends and answers its balance, null when there is none: for a caller that decides on the whole balance and
 * moves it in the same transaction, so that nothing moves it in between. The app role may not lock a ledger row
 * itself (README.md, "Who may write").
 */
export const lockedBalance = async (q: Tx, memberId: number, walletTypeId: number | null) => {
  if (q.transaction !== 'open') throw new Error('a lock outside a transaction holds nothing');
  const { rows } = await q.query<{ balance: number | null }>(
    'SELECT ledger_lock_member_account($1, $2) AS balance',
    [memberId, walletTypeId],
  );
  return rows[0]?.balance ?? null;
};

/** The member's wallet of `walletTypeId`, locked until `q`'s transaction ends: its balance, 0 when not open. */
export const lockMemberWallet = async (q: Tx, memberId: number, walletTypeId: number): Promise<Satang> =>
  satang((await lockedBalance(q, memberId, walletTypeId)) ?? 0);

type WalletRow = {
  id: number;
  wallet_type_id: number;
  name_th: string;
  balance: number;
  version: number;
  categories: WalletCategory[];
  withdrawable: boolean;
};

const toWallet = (row: WalletRow): MemberWallet => ({
  id: row.id,
  walletTypeId: row.wallet_type_id,
  name: row.name_th,
  balance: satang(row.balance),
  version: row.version,
  categories: row.categories,
  withdrawable: row.withdrawable,
});

const walletSelect = `SELECT a.id, a.wallet_type_id, t.name_th, a.balance, a.version, t.categories, t.withdrawable
  FROM ledger_accounts a JOIN wallet_types t ON t.id = a.wallet_type_id`;

/** The member's money wallets, main first. */
export const memberWallets = async (q: Queryable, memberId: number): Promise<MemberWallet[]> => {
  const { rows } = await q.query<WalletRow>(
    `${walletSelect} WHERE a.member_id = $1 AND a.owner = 'member' AND a.asset = 'thb' ORDER BY t.sort, a.id`,
    [memberId],
    { name: 'member_wallets' }, // the wallet screen, the game launch, the withdrawal form
  );
  return rows.map(toWallet);
};

/** The balance of a member wallet; null when there is no such wallet. */
export const walletBalance = async (q: Queryable, walletId: number): Promise<Satang | null> => {
  const { rows } = await q.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts WHERE id = $1 AND owner = 'member'`,
    [walletId],
    { name: 'wallet_balance' }, // every seamless answer
  );
  return rows[0] ? satang(rows[0].balance) : null;
};

/** A house account's balance, derived from its entries (house rows are never updated). */
export const houseBalance = async (q: Queryable, code: string): Promise<Satang> => {
  const { rows } = await q.query<{ total: number }>(
    `SELECT coalesce(sum(e.amount), 0)::bigint AS total
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.house_code = $1`,
    [code],
  );
  return satang(rows[0]?.total ?? 0);
};
