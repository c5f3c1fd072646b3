import type { Queryable } from '@server/db/db';
import type { WheelPrizeType } from './config';
import { prizeAmount } from './spins';

/**
 * A winner's name as the board shows it: a Thai mobile number as 08x-xxx-1234, anything else as its first two
 * letters and stars. Never more than the last four digits of a phone.
 */
export const maskName = (name: string): string => {
  const digits = name.replace(/[\s-]/g, '');
  if (/^0\d{8,9}$/.test(digits)) return `${digits.slice(0, 2)}x-xxx-${digits.slice(-4)}`;
  const letters = [...name.trim()];
  return `${letters.slice(0, 2).join('')}***`;
};

/** The agent's latest winning spins (a prize other than "none"), newest first, with masked names. */
export const wheelBoard = async (q: Queryable, agentId: number, limit: number) => {
  const { rows } = await q.query<{
    username: string;
    label: string;
    prize_type: WheelPrizeType;
    amount: string;
    created_at: Date;
  }>(
    `SELECT m.username, s.label, s.prize_type, s.amount, s.created_at
       FROM wheel_spins s
       JOIN reward_campaigns c ON c.id = s.campaign_id
       JOIN members m ON m.id = s.member_id
      WHERE c.agent_id = $1 AND s.prize_type <> 'none'
      ORDER BY s.id DESC LIMIT $2`,
    [agentId, limit],
  );
  return rows.map((r) => ({
    name: maskName(r.username),
    label: r.label,
    type: r.prize_type,
    amount: prizeAmount(r.prize_type, Number(r.amount)),
    created_at: r.created_at.toISOString(),
  }));
};
