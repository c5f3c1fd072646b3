import type { Queryable } from '@server/db/db';

/** Lotto bills are paid from and to the member's main wallet (wallet type 1, which may play 'lotto'). */
export const MAIN_WALLET_TYPE = 1;

/** The ledger house account every stake goes to and every win, refund and cancel comes from. */
export const LOTTO_HOUSE = 'lotto';

export const mainWallet = async (
  q: Queryable,
  memberId: number,
): Promise<{ id: number; balance: number } | null> => {
  const { rows } = await q.query<{ id: number; balance: number }>(
    `SELECT id, balance FROM ledger_accounts
      WHERE member_id = $1 AND wallet_type_id = ${MAIN_WALLET_TYPE} AND owner = 'member' AND asset = 'thb'`,
    [memberId],
    { name: 'lotto_main_wallet' },
  );
  return rows[0] ?? null;
};
