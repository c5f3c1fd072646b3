import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SEAMLESS_ERROR } from '@contract/seamless';
import { checkLedger } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { bet, fundedMember, launch, mainBalance, rollback, seamlessCall, settle, txId } from './helpers';

// On PostgreSQL (DATABASE_URL) the parallel settlements truly overlap; PGlite serialises them.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(app.db)).toEqual([]);
  await app.close();
});

const call = (token: string, game: string, round: string) => ({
  bet: (id: string, amount: number) => seamlessCall(app, 'bet', bet(token, id, amount, round, game)),
  settle: (id: string, amount: number) => seamlessCall(app, 'settle', settle(token, id, round, amount, game)),
  rollback: (id: string, ref: string) => seamlessCall(app, 'rollback', rollback(token, id, ref, round, game)),
});

const player = async (game: string, baht = 100) => {
  const member = await fundedMember(app, baht);
  return { ...member, session: await launch(app, member, game) };
};

const reviews = async (transactionId: string) =>
  (
    await app.db.query<{ amount: number; cap: number; staked: number; attempts: number; status: string }>(
      `SELECT amount::int, cap::int, staked::int, attempts, status FROM seamless_settle_reviews WHERE transaction_id = $1`,
      [transactionId],
    )
  ).rows;

describe('a round is paid at most its game maximum win', () => {
  it('syncs each game its maximum win from the catalogue', async () => {
    const { rows } = await app.db.query<{ code: string; m: number }>(
      `SELECT code, max_win_multiplier::float AS m FROM games WHERE code IN ('builtin-roulette', 'builtin-slot-thai')
        ORDER BY code`,
    );
    expect(rows).toEqual([
      { code: 'builtin-roulette', m: 36 },
      { code: 'builtin-slot-thai', m: 1020 },
    ]);
  });

  it('pays a win up to the cap (36 times the stake in roulette)', async () => {
    const p = await player('builtin-roulette');
    const round = call(p.session, 'builtin-roulette', txId('round'));
    expect((await round.bet(txId('bet'), 10)).error).toBe(0);
    expect((await round.settle(txId('win'), 360)).error).toBe(0);
    expect(await mainBalance(app, p.token)).toBe(450);
  });

  it('refuses a settlement above the cap with 4111, pays nothing and flags it for review', async () => {
    const p = await player('builtin-roulette');
    const round = call(p.session, 'builtin-roulette', txId('round'));
    await round.bet(txId('bet'), 10);
    const win = txId('win');
    const refused = await round.settle(win, 360.01);
    expect([refused.status, refused.error]).toEqual([200, SEAMLESS_ERROR.winAboveMax]);
    expect(refused.message).toMatch(/ตรวจสอบ/);
    expect(await mainBalance(app, p.token)).toBe(90);
    expect(await reviews(win)).toEqual([
      { amount: 36001, cap: 36000, staked: 1000, attempts: 1, status: 'open' },
    ]);
    // A retry is refused again (nothing was claimed) and counted on the same review.
    expect((await round.settle(win, 360.01)).error).toBe(SEAMLESS_ERROR.winAboveMax);
    expect((await reviews(win))[0]!.attempts).toBe(2);
  });

  it('caps the sum of many settlements of one round, not each one', async () => {
    const p = await player('builtin-roulette');
    const round = call(p.session, 'builtin-roulette', txId('round'));
    await round.bet(txId('bet'), 10);
    expect((await round.settle(txId('win'), 200)).error).toBe(0);
    expect((await round.settle(txId('win'), 160)).error).toBe(0);
    expect((await round.settle(txId('win'), 1)).error).toBe(SEAMLESS_ERROR.winAboveMax);
    expect((await round.settle(txId('win'), 0)).error).toBe(0);
    expect(await mainBalance(app, p.token)).toBe(90 + 360);
  });

  it('takes the cap from the game the bet was launched for, whatever game the settlement names', async () => {
    const p = await player('builtin-baccarat');
    const slot = await launch(app, p, 'builtin-slot-freespin');
    const roundId = txId('round');
    await call(p.session, 'builtin-baccarat', roundId).bet(txId('bet'), 10);
    const claimed = await call(slot, 'builtin-slot-freespin', roundId).settle(txId('win'), 1000);
    expect(claimed.error).toBe(SEAMLESS_ERROR.winAboveMax);
    expect((await call(p.session, 'builtin-baccarat', roundId).settle(txId('win'), 90)).error).toBe(0);
  });

  it('accepts a capped settlement after the game session expired (DOMAIN.md)', async () => {
    const p = await player('builtin-roulette');
    const round = call(p.session, 'builtin-roulette', txId('round'));
    await round.bet(txId('bet'), 10);
    await app.db.query(
      `UPDATE game_sessions SET expires_at = now() - interval '1 minute' WHERE member_id = $1`,
      [p.id],
    );
    expect((await round.settle(txId('win'), 1000)).error).toBe(SEAMLESS_ERROR.winAboveMax);
    expect((await round.settle(txId('win'), 20)).error).toBe(0);
    expect(await mainBalance(app, p.token)).toBe(110);
  });

  it('lets the provider roll back a bet whose settlement was refused: the stake comes back, no more', async () => {
    const p = await player('builtin-roulette');
    const round = call(p.session, 'builtin-roulette', txId('round'));
    const bet = txId('bet');
    await round.bet(bet, 10);
    await round.settle(txId('win'), 5000);
    expect((await round.rollback(txId('rb'), bet)).error).toBe(0);
    expect(await mainBalance(app, p.token)).toBe(100);
  });

  it('pays at most the cap when 20 different settlements of one round arrive at once', async () => {
    const p = await player('builtin-roulette');
    const round = call(p.session, 'builtin-roulette', txId('round'));
    await round.bet(txId('bet'), 10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => round.settle(txId('win'), 100)));
    expect(answers.filter((a) => a.error === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.error === SEAMLESS_ERROR.winAboveMax)).toHaveLength(17);
    expect(await mainBalance(app, p.token)).toBe(90 + 300);
  });
});
