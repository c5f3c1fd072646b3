import type { LottoLobby, MarketRates } from '@contract/lotto';
import type { Queryable } from '@server/db/db';
import { listMarkets, roundSelect, toLottoMarket, toLottoRound, type RoundRow } from './rounds';
import { betSettings, toBetTypeRate } from './settings';

/** Rounds shown per market in the lobby: the current one and the next few (Yeekee has 88 a day). */
const ROUNDS_PER_MARKET = 4;

/** Every enabled market with its rounds still to close, soonest first: the lobby's countdowns. */
export const lottoLobby = async (q: Queryable, now: Date): Promise<LottoLobby> => {
  const markets = await listMarkets(q);
  const { rows } = await q.query<RoundRow>(
    `SELECT * FROM (
       SELECT x.*, row_number() OVER (PARTITION BY x.market_id ORDER BY x.close_at, x.id) AS n
         FROM (${roundSelect} WHERE m.enabled AND r.status = 'open' AND r.close_at > $1) x) y
      WHERE n <= $2 ORDER BY close_at, id`,
    [now, ROUNDS_PER_MARKET],
  );
  return {
    server_time: now.toISOString(),
    markets: markets.map((market) => ({
      ...toLottoMarket(market),
      rounds: rows.filter((round) => round.market_id === market.id).map((round) => toLottoRound(round, now)),
    })),
  };
};

/** Rates of every enabled market (or one) for the agent, for the rates page. */
export const lottoRates = async (
  q: Queryable,
  agentId: number,
  marketId?: number,
): Promise<MarketRates[]> => {
  const markets = (await listMarkets(q)).filter((m) => marketId === undefined || m.id === marketId);
  const answer: MarketRates[] = [];
  for (const market of markets) {
    answer.push({
      market_id: market.id,
      market_code: market.code,
      market_name: market.name,
      market_type: market.type,
      rates: (await betSettings(q, agentId, market.id)).map(toBetTypeRate),
    });
  }
  return answer;
};
