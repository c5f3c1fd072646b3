import { afterAll, beforeAll, expect } from 'vitest';
import { createGamesApp } from './games-app';

type GamesApp = Awaited<ReturnType<typeof createGamesApp>>;
type Round = { round_id: string; game: string; [key: string]: unknown };

export const SLOT = 'builtin-slot-thai';

/**
 * The round-history tests' provider (one per test file, opened before its tests and closed after them) and the
 * calls they make of it: members, spins and bets, a member's rounds, the verify page's requests.
 */
export const roundHistoryApp = () => {
  let app: GamesApp | undefined;
  beforeAll(async () => {
    app = await createGamesApp();
  });
  afterAll(async () => {
    await app?.app.close();
  });
  const t = () => {
    if (!app) throw new Error('the games app opens in beforeAll');
    return app;
  };

  let n = 0;
  const member = (baht = 1000) => {
    n += 1;
    const token = `history-${n}-${Date.now()}`;
    t().platform.member(token, baht);
    return token;
  };
  /** A member who launches the game again and again: each call a new game session token of the same member. */
  const launcher = () => {
    n += 1;
    const id = `member-${n}-${Date.now()}`;
    let launches = 0;
    return () => {
      launches += 1;
      const token = `${id}-launch-${launches}`;
      t().platform.member(token, 1000, id);
      return token;
    };
  };
  const spin = (token: string, bet = 10) => t().api('POST', `/games/api/slot/${SLOT}/spin`, token, { bet });
  const roulette = (token: string) =>
    t().api('POST', '/games/api/roulette/spin', token, { bets: [{ kind: 'red', amount: 5 }] });
  const rounds = async (token: string, query = '') => {
    const answer = await t().api<{ rounds: Round[]; next_before: string | null }>(
      'GET',
      `/games/api/rounds${query}`,
      token,
    );
    expect(answer.error).toBe(0);
    return answer.data;
  };
  const round = (token: string, id: string) => t().api('GET', `/games/api/rounds/${id}`, token);
  /** A 10 baht bet on the hand a table is taking bets for. */
  const betOnTable = async (token: string, index: number, side: 'banker' | 'player') => {
    const table = (await t().api('GET', '/games/api/baccarat/tables')).data.tables[index];
    const bet = await t().api('POST', '/games/api/baccarat/bet', token, {
      table: table.id,
      round_no: table.open_round_no,
      bet: side,
      amount: 10,
    });
    return { table, bet };
  };
  const verify = (body: object) => t().api('POST', '/games/api/verify', undefined, body);
  /** The verify page's request for a history entry of a spin, with what the entry says verifying it needs. */
  const verifyEntry = (entry: { game: string; fair: Record<string, unknown>; detail: { bet: unknown } }) =>
    verify({
      game: entry.game,
      server_seed: entry.fair.server_seed,
      client_seed: entry.fair.client_seed,
      nonce: entry.fair.nonce,
      bet: entry.detail.bet,
    });
  /** The verify page's "reveal" button on a round: rotates out the pair that round was played on. */
  const reveal = (token: string, id: string) =>
    t().api('POST', '/games/api/seeds/rotate', token, { round: id });
  const ids = (list: { rounds: Round[] }) => list.rounds.map((r) => r.round_id);

  return { t, member, launcher, spin, roulette, rounds, round, betOnTable, verify, verifyEntry, reveal, ids };
};
