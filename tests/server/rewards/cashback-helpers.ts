import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { buildApp } from '@server/app';
import { dayStart } from '@server/rewards';
import { fundedMember, launch, seamlessCall, txId } from '@tests/server/games-platform/helpers';
import { testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';

/** The app on a private database with a clock the test sets (claim windows are read by the server's clock). */
export const createClockedApp = async (start: Date) => {
  let now = start;
  const app = await buildApp({
    config: testConfig(),
    db: await openTestDb(),
    ownsDb: true,
    logger: false,
    clock: () => now,
  });
  return { app, setNow: (date: Date) => void (now = date) };
};

const GAMES = {
  slot: 'builtin-slot-thai',
  casino: 'builtin-baccarat',
  fishing: 'builtin-fishing',
  sport: 'builtin-football',
} as const;
export type PlayedCategory = keyof typeof GAMES;

/** One generated round: a stake and a win (baht, two decimals) in a category on a Bangkok day at an hour. */
export type Play = {
  day: string;
  hour: number;
  category: PlayedCategory;
  stake: number;
  win: number;
  rolledBack?: boolean;
};

/** A small deterministic generator (the same week of play on every run, so a failure can be replayed). */
const seeded = (seed: number) => {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: a power-of-two LCG's low bits repeat with a short period.
    return Math.floor(state / 65_536) % max;
  };
};

/**
 * Plays the rounds for real through the signed seamless wallet (bet, then settle or roll back), then dates each
 * of its transactions at the round's Bangkok day and hour, as if played then: the week of play is in the past.
 */
export const playWeek = async (app: FastifyInstance, plays: Play[]) => {
  const member = await fundedMember(app, 100_000);
  const sessions = new Map<PlayedCategory, string>();
  const dated: [string, Date][] = [];
  for (const play of plays) {
    const game = GAMES[play.category];
    const session = sessions.get(play.category) ?? (await launch(app, member, game));
    sessions.set(play.category, session);
    const id = txId('cb');
    const round = `r-${id}`;
    const at = new Date(dayStart(play.day).getTime() + play.hour * 3_600_000);
    const base = { token: session, round_id: round, game_id: game, currency: 'THB' };
    const bet = await seamlessCall(app, 'bet', { ...base, transaction_id: id, amount: play.stake });
    if (bet.error !== 0) throw new Error(`bet refused: ${bet.error} ${bet.message}`);
    dated.push([id, at]);
    if (play.rolledBack) {
      const rb = await seamlessCall(app, 'rollback', {
        token: session,
        round_id: round,
        game_id: game,
        transaction_id: `${id}-rb`,
        ref_transaction_id: id,
      });
      if (rb.error !== 0) throw new Error(`rollback refused: ${rb.error}`);
      dated.push([`${id}-rb`, at]);
    } else {
      const settle = await seamlessCall(app, 'settle', {
        ...base,
        transaction_id: `${id}-w`,
        amount: play.win,
      });
      if (settle.error !== 0) throw new Error(`settle refused: ${settle.error} ${settle.message}`);
      dated.push([`${id}-w`, at]);
    }
  }
  for (const [id, at] of dated) {
    await app.db.query(`UPDATE seamless_transactions SET created_at = $2 WHERE transaction_id = $1`, [
      id,
      at,
    ]);
  }
  return member;
};

/** A generated week for one member: 1-3 rounds a day in random categories, stakes 1-500 baht, some rolled back. */
export const generateWeek = (monday: string, seed: number): Play[] => {
  const rnd = seeded(seed);
  const categories = Object.keys(GAMES) as PlayedCategory[];
  const plays: Play[] = [];
  for (let d = 0; d < 7; d += 1) {
    const day = new Date(Date.parse(`${monday}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    for (let n = rnd(3) + 1; n > 0; n -= 1) {
      const stake = (rnd(50_000) + 100) / 100;
      // Mostly losses, sometimes a win over the stake: net results of both signs.
      // (at most 3x the stake: under every built-in game's maximum win, which would refuse the settlement).
      const cents = Math.round(stake * 100);
      const win = (rnd(4) === 0 ? cents + rnd(cents * 2) : rnd(cents)) / 100;
      plays.push({
        day,
        hour: rnd(23),
        category: categories[rnd(categories.length)]!,
        stake,
        win,
        rolledBack: rnd(10) === 0,
      });
    }
  }
  return plays;
};

export const satang = (baht: number) => toSatang(baht) as number;
