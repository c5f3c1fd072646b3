import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { checkLedger } from '@server/ledger';
import { call } from '@tests/server/helpers/test-app';
import { fundedMember, mainBalance } from '@tests/server/games-platform/helpers';
import { connectedHub88, gameRow, importNow, type Hub88GamesStandIn } from './games-fixtures';

// End to end: a member launches a Hub88 game, plays on the stand-in's game page, and the stand-in places the
// bets and wins through our Wallet API over HTTP, signed, as Hub88 would. The balance and the ledger agree.
let app: FastifyInstance;
let hub88: Hub88GamesStandIn;
let slot: string;

beforeAll(async () => {
  const connected = await connectedHub88();
  ({ app, hub88 } = connected);
  expect((await importNow(app, connected.owner.token)).data.errors).toEqual([]);
  slot = (await gameRow(app, hub88.games.find((g) => g.category === 'Video Slots')!.game_code))!.code;
});
afterAll(async () => {
  await hub88.close();
  await app.close();
});
afterEach(async () => {
  hub88.sendDuplicates(false);
  expect(await checkLedger(app.db)).toEqual([]);
});

type Spin = { status: string; balance?: number; win?: number };

/** A member with 100 baht on the game page of a real launch. */
const playing = async () => {
  const member = await fundedMember(app, 100);
  const launched = await call<{ link: string }>(app, 'POST', '/api/game/link', {
    token: member.token,
    body: { game_id: slot, provider_id: 'hub88', wallet_id: member.walletId },
  });
  expect(launched.error).toBe(0);
  const page = await fetch(launched.data.link);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('หมุน');
  const spinUrl = /data-spin="([^"]+)"/.exec(html)![1]!;
  const spin = async (baht: number): Promise<Spin> =>
    (
      await fetch(spinUrl, { method: 'POST', body: JSON.stringify({ amount: baht }) })
    ).json() as Promise<Spin>;
  return { member, spin };
};

const rows = async (memberId: number) =>
  (
    await app.db.query<{ kind: string }>(
      `SELECT kind FROM seamless_transactions WHERE member_id = $1 ORDER BY kind`,
      [memberId],
    )
  ).rows;

describe('Hub88 play through the stand-in’s game page', () => {
  it('a spin is a bet then a win through our wallet: the balance the game shows is the member’s', async () => {
    const { member, spin } = await playing();
    let expected = 100;
    for (let round = 0; round < 5; round += 1) {
      const answer = await spin(10);
      expect(answer.status).toBe('RS_OK');
      expected += -10 + answer.win! / 100_000;
      expect(answer.balance).toBe(Math.round(expected * 100_000));
    }
    expect(await mainBalance(app, member.token)).toBeCloseTo(expected, 2);
    const calls = hub88.walletCalls.slice(-10);
    expect(calls.map((c) => c.call)).toEqual(Array(5).fill(['transaction/bet', 'transaction/win']).flat());
    expect(calls.every((c) => c.answer.signed)).toBe(true);
  });

  it('counts in its catalogue category for turnover, cashback, quests and loss limits (member_play)', async () => {
    const { member, spin } = await playing();
    const first = await spin(10);
    const second = await spin(15);
    const played = await app.db.query<{ category: string; game_code: string; stake: string; win: string }>(
      `SELECT category, game_code, sum(stake)::text AS stake, sum(win)::text AS win FROM member_play
        WHERE member_id = $1 GROUP BY category, game_code`,
      [member.id],
    );
    // Hub88 names the game by its own id; the claim rows, and so every reader of play, by our code.
    expect(played.rows).toEqual([
      {
        category: 'slot',
        game_code: slot,
        stake: String(2_500),
        win: String((first.win! + second.win!) / 1_000),
      },
    ]);
  });

  it('a bet above the balance is refused and moves nothing', async () => {
    const { member, spin } = await playing();
    const answer = await spin(500);
    expect(answer.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(await mainBalance(app, member.token)).toBe(100);
  });

  it('duplicates of every bet and win are answered alike and counted once', async () => {
    const { member, spin } = await playing();
    hub88.sendDuplicates(true);
    const answer = await spin(20);
    expect(answer.status).toBe('RS_OK');
    const [bet, betAgain, win, winAgain] = hub88.walletCalls.slice(-4);
    expect(betAgain!.body).toEqual(bet!.body);
    expect(betAgain!.answer).toEqual(bet!.answer);
    expect(winAgain!.answer).toEqual(win!.answer);
    expect(await mainBalance(app, member.token)).toBeCloseTo(100 - 20 + answer.win! / 100_000, 2);
    expect((await rows(member.id)).map((row) => row.kind)).toEqual(['bet', 'settle']);
  });

  it('a bet whose answer is lost is rolled back by the stand-in: the stake comes back', async () => {
    const { member, spin } = await playing();
    // We took the bet, but our answer never reached Hub88: its retry policy rolls the bet back.
    hub88.loseNextAnswer('transaction/bet');
    const answer = await spin(30);
    expect(answer.status).toBe('RS_ERROR_UNKNOWN');
    expect(hub88.walletCalls.at(-1)!.call).toBe('transaction/rollback');
    expect(hub88.walletCalls.at(-1)!.answer.status).toBe('RS_OK');
    expect(await mainBalance(app, member.token)).toBe(100);
    expect((await rows(member.id)).map((row) => row.kind)).toEqual(['bet', 'rollback']);
  });
});
