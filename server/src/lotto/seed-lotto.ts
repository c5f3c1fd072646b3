import { toSatang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { ensureRounds } from './calendar';
import { governmentCalendar, seedLimits, seedMarkets } from './seed-data';

/**
 * The lotto part of the seed: markets upserted by code (name, order and bet types follow the seed; cancel
 * window and times only when new), the government calendar's dates, each agent's rates and limits when it
 * has none, and the rounds of the coming draws. Idempotent; never touches bills or anything staff changed.
 */
export const seedLotto = async (q: Queryable, agentIds: number[], now: Date): Promise<void> => {
  const today = now.toISOString().slice(0, 10);
  for (const market of seedMarkets) {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO lotto_markets (code, name, type, bet_types, cancel_window_seconds, close_time, result_time,
                                  open_days, weekdays, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, sort = EXCLUDED.sort
       RETURNING id`,
      [
        market.code,
        market.name,
        market.type,
        market.betTypes,
        market.cancelWindowSeconds,
        market.closeTime,
        market.resultTime,
        market.openDays,
        market.weekdays,
        market.sort,
      ],
    );
    const marketId = rows[0]!.id;
    if (market.type === 'government') {
      for (const draw of governmentCalendar) {
        await q.query(
          `INSERT INTO lotto_draw_dates (market_id, draw_date, note) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [marketId, draw.date, draw.note],
        );
      }
    }
    for (const agentId of agentIds) {
      for (const betType of market.betTypes) {
        const rate = market.rates[betType];
        if (rate === undefined) continue;
        const [min, max, perMember, cap, exposure] = seedLimits[betType];
        await q.query(
          `INSERT INTO lotto_rates (agent_id, market_id, bet_type, rate_x100) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING`,
          [agentId, marketId, betType, Math.round(rate * 100)],
        );
        await q.query(
          `INSERT INTO lotto_limits (agent_id, market_id, bet_type, min_per_line, max_per_line, max_per_member_number,
                                     cap_per_number, exposure_cap)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
          [agentId, marketId, betType, ...[min, max, perMember, cap, exposure].map((baht) => toSatang(baht))],
        );
      }
    }
    if (market.type !== 'yeekee') await ensureRounds(q, marketId, today);
  }
};
