import type { Satang } from '@contract/money';
import { WALLET_TYPE } from '@contract/wallet';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { lockMemberWallet, transfer } from '@server/ledger';
import { AFFILIATE_WALLET, readSettings } from './settings';

/**
 * Moves the whole affiliate balance (credited commission; held commission is not in it) to the main wallet,
 * at or above the agent's minimum. The affiliate wallet's row lock makes parallel calls queue: the first moves
 * everything, the next find nothing left (or, with the same request id, the first answer).
 */
export const redeemCommission = async (
  db: Db,
  { memberId, agentId, requestId }: { memberId: number; agentId: number; requestId: string },
): Promise<{ amount: Satang; replayed: boolean }> => {
  const { minRedeem } = await readSettings(db, agentId);
  return db.tx(async (q) => {
    const balance = await lockMemberWallet(q, memberId, AFFILIATE_WALLET);
    const key = `affiliate-redeem:${memberId}:${requestId}`;
    const done = await q.query<{ amount: string }>(
      `SELECT e.amount FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
        WHERE t.idem_key = $1 AND e.amount > 0`,
      [key],
    );
    if (done.rows[0]) return { amount: Number(done.rows[0].amount) as Satang, replayed: true };
    if (balance <= 0 || balance < minRedeem) return fail('AFFILIATE_BELOW_MINIMUM');
    await transfer(q, {
      key,
      from: { member: memberId, walletTypeId: AFFILIATE_WALLET },
      to: { member: memberId, walletTypeId: WALLET_TYPE.main },
      amount: balance,
      kind: 'affiliate',
      description: 'ถอนค่าแนะนำเพื่อนเข้ากระเป๋าหลัก',
    });
    return { amount: balance, replayed: false };
  });
};
