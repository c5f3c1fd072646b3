import type { Queryable, Tx } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { applyOp, balanceOf } from './apply';
import { lockedBalance } from './wallets';
import type { At, PointKind } from './types';

/**
 * Points are a ledger of their own on the same machinery (asset 'point'): every movement is between a member's
 * points account and a house account ('points:issued', 'points:spent', 'points:expired',
 * 'points:adjustments'), with the same idempotency and no-overdraft guarantees as money.
 */
export type PointsInput = At & {
  key: string;
  member: number;
  points: number;
  description: string;
  meta?: Record<string, unknown>;
};

type PointsResult = { transferId: number; replayed: boolean; balance: number };

const houseOf: Record<PointKind, string> = {
  points_earned: 'points:issued',
  points_spent: 'points:spent',
  points_expired: 'points:expired',
  points_adjustment: 'points:adjustments',
};

const move = async (q: Tx, kind: PointKind, direction: 'in' | 'out', input: PointsInput) => {
  if (!Number.isSafeInteger(input.points) || input.points <= 0) throw new AppError('AMOUNT_INVALID');
  const member = { points: input.member };
  const house = { house: houseOf[kind] };
  const legs = [
    direction === 'in'
      ? { from: house, to: member, amount: input.points }
      : { from: member, to: house, amount: input.points },
  ];
  const rows = await applyOp(q, {
    op: 'transfer',
    key: input.key,
    kind,
    description: input.description,
    content: { kind, legs },
    meta: input.meta,
    legs,
    at: input.at,
  });
  const first = rows[0];
  if (!first) throw new AppError('INTERNAL');
  const balance = balanceOf(rows, 0, direction === 'in' ? 1 : -1) ?? 0;
  const result: PointsResult = { transferId: first.transfer_id, replayed: first.replayed, balance };
  return result;
};

export const earnPoints = (q: Tx, input: PointsInput) => move(q, 'points_earned', 'in', input);
/** INSUFFICIENT_POINTS when the member has fewer points; nothing changes then. */
export const spendPoints = (q: Tx, input: PointsInput) => move(q, 'points_spent', 'out', input);
export const expirePoints = (q: Tx, input: PointsInput) => move(q, 'points_expired', 'out', input);

/** The member's points balance (0 before the first movement). */
/** The member's points account, locked until `q`'s transaction ends: its balance, 0 when not open. */
export const lockPointsAccount = async (q: Tx, memberId: number): Promise<number> =>
  (await lockedBalance(q, memberId, null)) ?? 0;

export const pointBalance = async (q: Queryable, memberId: number): Promise<number> => {
  const { rows } = await q.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND asset = 'point' AND owner = 'member'`,
    [memberId],
  );
  return rows[0]?.balance ?? 0;
};
