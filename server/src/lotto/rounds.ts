import type { LottoMarket, LottoRound, MarketType, RoundStatus, BetType } from '@contract/lotto';
import type { Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';

export type MarketRow = {
  id: number;
  code: string;
  name: string;
  type: MarketType;
  bet_types: BetType[];
  image: string;
  cancel_window_seconds: number;
  tote_triples_allowed: boolean;
};

export type RoundRow = {
  id: number;
  market_id: number;
  round_key: string;
  title: string;
  open_at: Date;
  close_at: Date;
  result_at: Date;
  status: RoundStatus;
  market_code: string;
  market_name: string;
  market_type: MarketType;
  bet_types: BetType[];
  image: string;
  cancel_window_seconds: number;
  tote_triples_allowed: boolean;
};

export const roundSelect = `SELECT r.id, r.market_id, r.round_key, r.title, r.open_at, r.close_at, r.result_at,
       r.status, m.code AS market_code, m.name AS market_name, m.type AS market_type, m.bet_types, m.image,
       m.cancel_window_seconds, m.tote_triples_allowed
  FROM lotto_rounds r JOIN lotto_markets m ON m.id = r.market_id`;

/** Bets are taken while the round is open by status and the server's clock is inside [open_at, close_at). */
export const isRoundOpen = (round: RoundRow, now: Date) =>
  round.status === 'open' &&
  round.open_at.getTime() <= now.getTime() &&
  now.getTime() < round.close_at.getTime();

export const toLottoRound = (round: RoundRow, now: Date): LottoRound => ({
  round_id: Number(round.id),
  market_id: round.market_id,
  market_code: round.market_code,
  market_name: round.market_name,
  market_type: round.market_type,
  round_key: round.round_key,
  title: round.title,
  open_at: round.open_at.toISOString(),
  close_at: round.close_at.toISOString(),
  result_at: round.result_at.toISOString(),
  // A round past its close still says 'open' in the table until the results work closes it: say what it is.
  status: round.status === 'open' && now >= round.close_at ? 'closed' : round.status,
  is_open: isRoundOpen(round, now),
  seconds_to_close: Math.max(0, Math.ceil((round.close_at.getTime() - now.getTime()) / 1000)),
});

export const marketOfRound = (round: RoundRow): LottoMarket => ({
  id: round.market_id,
  code: round.market_code,
  name: round.market_name,
  type: round.market_type,
  bet_types: round.bet_types,
  image: round.image,
  cancel_window_seconds: round.cancel_window_seconds,
  tote_triples_allowed: round.tote_triples_allowed,
});

export const toLottoMarket = (market: MarketRow): LottoMarket => ({
  id: market.id,
  code: market.code,
  name: market.name,
  type: market.type,
  bet_types: market.bet_types,
  image: market.image,
  cancel_window_seconds: market.cancel_window_seconds,
  tote_triples_allowed: market.tote_triples_allowed,
});

export const findRound = async (q: Queryable, roundId: number): Promise<RoundRow | null> => {
  const { rows } = await q.query<RoundRow>(`${roundSelect} WHERE r.id = $1 AND m.enabled`, [roundId], {
    name: 'lotto_round',
  });
  return rows[0] ?? null;
};

export const requireRound = async (q: Queryable, roundId: number): Promise<RoundRow> =>
  (await findRound(q, roundId)) ?? fail();

const fail = (): never => {
  throw new AppError('LOTTO_ROUND_NOT_FOUND');
};

/** Rounds of enabled markets: open ones (taking bets now or later) soonest first, or past ones newest first. */
export const listRounds = async (
  q: Queryable,
  now: Date,
  filter: { marketId?: number; status: 'open' | 'closed' | 'all'; limit: number },
): Promise<RoundRow[]> => {
  const where = ['m.enabled'];
  const params: unknown[] = [filter.limit];
  if (filter.marketId) where.push(`r.market_id = $${params.push(filter.marketId)}`);
  if (filter.status === 'open') where.push(`r.status = 'open' AND r.close_at > $${params.push(now)}`);
  if (filter.status === 'closed') where.push(`(r.status <> 'open' OR r.close_at <= $${params.push(now)})`);
  const order = filter.status === 'open' ? 'r.close_at ASC' : 'r.close_at DESC';
  const { rows } = await q.query<RoundRow>(
    `${roundSelect} WHERE ${where.join(' AND ')} ORDER BY ${order}, r.id LIMIT $1`,
    params,
  );
  return rows;
};

/** Enabled markets in lobby order. */
export const listMarkets = async (q: Queryable): Promise<MarketRow[]> => {
  const { rows } = await q.query<MarketRow>(
    `SELECT id, code, name, type, bet_types, image, cancel_window_seconds, tote_triples_allowed
       FROM lotto_markets WHERE enabled ORDER BY sort, id`,
  );
  return rows;
};
