import { toBaht } from '@contract/money';
import type { WheelSpin } from '@contract/rewards/wheel';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { WheelPrizeType } from './config';

export type SpinRow = {
  id: string;
  member_id: string;
  seed_id: string;
  nonce: number;
  client_seed: string;
  weights: number[];
  prize_index: number;
  label: string;
  prize_type: WheelPrizeType;
  amount: string;
  wallet_type_id: number | null;
  cost: 'free' | 'points';
  points_cost: number;
  created_at: Date;
};

export const SPIN_COLUMNS = `id, member_id, seed_id, nonce, client_seed, weights, prize_index, label, prize_type,
  amount, wallet_type_id, cost, points_cost, created_at`;

/** A prize amount at the API: baht for money, a count for points and spins. */
export const prizeAmount = (type: WheelPrizeType, amount: number) =>
  type === 'money' ? toBaht(amount) : amount;

export const spinView = (row: SpinRow): WheelSpin => ({
  spin_id: Number(row.id),
  prize_index: row.prize_index,
  prize: {
    label: row.label,
    type: row.prize_type,
    amount: prizeAmount(row.prize_type, Number(row.amount)),
    wallet_type_id: row.wallet_type_id,
  },
  cost: row.cost,
  points_cost: row.points_cost,
  seed_id: Number(row.seed_id),
  nonce: row.nonce,
  client_seed: row.client_seed,
  weights: row.weights.map(Number),
  created_at: row.created_at.toISOString(),
});

export const spinByRequest = async (q: Queryable, memberId: number, requestId: string) => {
  const { rows } = await q.query<SpinRow>(
    `SELECT ${SPIN_COLUMNS} FROM wheel_spins WHERE member_id = $1 AND request_id = $2`,
    [memberId, requestId],
  );
  return rows[0] ?? null;
};

/** One of the member's own spins (POST /api/wheel/reward): another member's id is not found. */
export const memberSpin = async (q: Queryable, memberId: number, spinId: number): Promise<WheelSpin> => {
  const { rows } = await q.query<SpinRow>(
    `SELECT ${SPIN_COLUMNS} FROM wheel_spins WHERE member_id = $1 AND id = $2`,
    [memberId, spinId],
  );
  return rows[0] ? spinView(rows[0]) : fail('WHEEL_SPIN_NOT_FOUND');
};

/** The member's recent spins, newest first (the verify view). */
export const memberSpins = async (q: Queryable, memberId: number, limit = 50): Promise<WheelSpin[]> => {
  const { rows } = await q.query<SpinRow>(
    `SELECT ${SPIN_COLUMNS} FROM wheel_spins WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(spinView);
};
