import type { BillDetail } from '@contract/lotto';
import { satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { transfer } from '@server/ledger';
import type { SessionMember } from '@server/plugins/auth';
import { billDetail, cancelUntil } from './bills';
import { removeFromTotals } from './totals';
import { LOTTO_HOUSE } from './wallet';

type CancelRow = {
  id: number;
  status: string;
  total: number;
  wallet_id: number;
  created_at: Date;
  round_status: string;
  close_at: Date;
  cancel_window_seconds: number;
};

/**
 * Cancels a pending bill of the member while its market's window allows (never after the round's close):
 * the bill row is locked, marked cancelled once, its stakes come off the per-number totals, and the stake
 * returns to the wallet in one ledger transfer keyed by the bill. A second cancel finds it cancelled.
 */
export const cancelBill = async (
  db: Db,
  member: SessionMember,
  billId: number,
  now: Date,
): Promise<BillDetail> => {
  await db.tx(async (q) => {
    const { rows } = await q.query<CancelRow>(
      `SELECT b.id, b.status, b.total, b.wallet_id, b.created_at, r.status AS round_status, r.close_at,
              m.cancel_window_seconds
         FROM lotto_bills b JOIN lotto_rounds r ON r.id = b.round_id JOIN lotto_markets m ON m.id = r.market_id
        WHERE b.id = $1 AND b.member_id = $2
        FOR UPDATE OF b`,
      [billId, member.id],
    );
    const bill = rows[0];
    if (!bill) throw new AppError('LOTTO_BILL_NOT_FOUND');
    if (bill.status !== 'pending') throw new AppError('LOTTO_BILL_NOT_PENDING');
    const round = {
      status: bill.round_status,
      close_at: bill.close_at,
      cancel_window_seconds: bill.cancel_window_seconds,
    };
    if (!cancelUntil(bill, round, now)) throw new AppError('LOTTO_CANCEL_CLOSED');
    await q.query(`UPDATE lotto_bills SET status = 'cancelled', cancelled_at = $2 WHERE id = $1`, [
      billId,
      now,
    ]);
    await q.query(`UPDATE lotto_bill_lines SET status = 'cancelled' WHERE bill_id = $1`, [billId]);
    await removeFromTotals(q, billId);
    await transfer(q, {
      key: `lotto:cancel:${billId}`,
      from: { house: LOTTO_HOUSE },
      to: { walletId: bill.wallet_id },
      amount: satang(bill.total),
      kind: 'refund',
      description: `ยกเลิกโพยหวยเลขที่ ${billId} คืนยอดแทง`,
      meta: { lotto_bill_id: billId },
      at: now,
    });
  });
  return billDetail(db, member.id, billId, now);
};
