import { WALLET_TYPE } from '@contract/wallet';
import type { Satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { lockMemberWallet, transfer } from '@server/ledger';
import { assertTurnoverMet } from './turnover';

/**
 * Moves the whole balance of a promotion or free-credit wallet to the main wallet, once its turnover is met.
 * The member's row lock (taken first) makes the check and the move one decision: a bet landing in between
 * cannot be counted twice. `requestId` is the member's idempotency key.
 */
export const convertToMain = async (
  db: Db,
  {
    memberId,
    walletTypeId,
    requestId,
    now,
  }: { memberId: number; walletTypeId: number; requestId: string; now: Date },
): Promise<{ amount: Satang; replayed: boolean }> => {
  if (walletTypeId !== WALLET_TYPE.promotion && walletTypeId !== WALLET_TYPE.freeCredit)
    return fail('CONVERT_WALLET_INVALID');
  return db.tx(async (q) => {
    const balance = await lockMemberWallet(q, memberId, walletTypeId);
    const key = `convert:${memberId}:${requestId}`;
    const done = await q.query<{ amount: string }>(
      `SELECT -e.amount AS amount FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
        WHERE t.idem_key = $1 AND e.amount < 0`,
      [key],
    );
    if (done.rows[0]) return { amount: Number(done.rows[0].amount) as Satang, replayed: true };
    if (balance <= 0) return fail('CONVERT_NOTHING');
    await assertTurnoverMet(q, memberId, walletTypeId, now);
    await transfer(q, {
      key,
      from: { member: memberId, walletTypeId },
      to: { member: memberId, walletTypeId: WALLET_TYPE.main },
      amount: balance,
      kind: 'transfer',
      description: 'โยกเงินเข้ากระเป๋าหลัก',
    });
    return { amount: balance, replayed: false };
  });
};
