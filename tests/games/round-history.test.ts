import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { verifyFieldText } from '@games/fair/verify-input';
import { baccaratTables, dealTime } from '@games/schedule/baccarat-tables';
import { roundHistoryApp, SLOT } from './helpers/round-history';

// A member's rounds over all their launches: round-history-across-launches.test.ts.
const { t, member, spin, roulette, rounds, round, betOnTable, verify, verifyEntry } = roundHistoryApp();

describe("a player's rounds of one game", () => {
  it("lists the token's own rounds of the game asked for, newest first, with stake, win and time", async () => {
    const alice = member();
    const bob = member();
    const first = await spin(alice, 10);
    await roulette(alice);
    const second = await spin(alice, 20);
    const bobs = await spin(bob, 5);
    expect([first.error, second.error, bobs.error]).toEqual([0, 0, 0]);

    const list = await rounds(alice, `?game=${SLOT}&limit=50`);
    expect(list.rounds.map((r) => r.round_id)).toEqual([second.data.round_id, first.data.round_id]);
    expect(list.next_before).toBeNull();
    expect(list.rounds[0]).toMatchObject({ game: SLOT, status: 'settled', bet: 20, win: second.data.win });
    expect(Date.parse(String(list.rounds[0]!.created_at))).toBeGreaterThan(Date.now() - 60_000);
    expect((await rounds(bob, `?game=${SLOT}`)).rounds.map((r) => r.round_id)).toEqual([bobs.data.round_id]);
    // Without a game: every game of the token's, still none of Bob's.
    expect((await rounds(alice)).rounds).toHaveLength(3);
  });

  it("refuses another player's round id as if it did not exist, and a missing token altogether", async () => {
    const alice = member();
    const bob = member();
    const played = await spin(alice);
    const own = await round(alice, played.data.round_id);
    expect(own.error).toBe(0);
    expect(own.data.round_id).toBe(played.data.round_id);

    const other = await round(bob, played.data.round_id);
    expect(other.error).toBe(errorCatalogue.GP_NOT_FOUND.code);
    expect(other.data).toBeNull();
    const unknown = await round(bob, '00000000-0000-0000-0000-000000000000');
    expect(unknown.error).toBe(errorCatalogue.GP_NOT_FOUND.code);
    expect((await round('', played.data.round_id)).error).toBe(errorCatalogue.GP_SESSION_INVALID.code);
    expect((await t().api('GET', '/games/api/rounds', 'no-such-session')).error).toBe(
      errorCatalogue.GP_SESSION_INVALID.code,
    );
    // Another player's round as a page cursor gives nothing of that player's.
    await spin(bob);
    const paged = await rounds(bob, `?before=${played.data.round_id}`);
    expect(paged.rounds).toEqual([]);
  });

  it('keeps demo rounds to the demo session that played them', async () => {
    const demo = (await t().api('POST', '/games/api/demo')).data.token as string;
    const real = member();
    const demoSpin = await spin(demo);
    const realSpin = await spin(real);
    expect([demoSpin.error, realSpin.error]).toEqual([0, 0]);

    expect((await rounds(demo, `?game=${SLOT}`)).rounds.map((r) => r.round_id)).toEqual([
      demoSpin.data.round_id,
    ]);
    expect((await rounds(real, `?game=${SLOT}`)).rounds.map((r) => r.round_id)).toEqual([
      realSpin.data.round_id,
    ]);
    expect((await round(real, demoSpin.data.round_id)).error).toBe(errorCatalogue.GP_NOT_FOUND.code);
    expect((await round(demo, realSpin.data.round_id)).error).toBe(errorCatalogue.GP_NOT_FOUND.code);
    const other = (await t().api('POST', '/games/api/demo')).data.token as string;
    expect((await rounds(other)).rounds).toEqual([]);
  });

  it('pages to older rounds after the last one shown', async () => {
    const token = member();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.unshift((await spin(token, 1)).data.round_id);
    const page1 = await rounds(token, `?game=${SLOT}&limit=2`);
    expect(page1.rounds.map((r) => r.round_id)).toEqual(ids.slice(0, 2));
    const page2 = await rounds(token, `?game=${SLOT}&limit=2&before=${page1.next_before}`);
    expect(page2.rounds.map((r) => r.round_id)).toEqual(ids.slice(2, 4));
    const page3 = await rounds(token, `?game=${SLOT}&limit=2&before=${page2.next_before}`);
    expect(page3.rounds.map((r) => r.round_id)).toEqual(ids.slice(4));
    expect(page3.next_before).toBeNull();
  });

  it('hides the outcome of a scheduled bet until it is settled, then shows the hand', async () => {
    const token = member();
    const { table, bet } = await betOnTable(token, 0, 'player');
    expect(bet.error).toBe(0);
    // The hand is already determined by the day's seed: a pending bet must not tell it.
    const pending = (await rounds(token, '?game=builtin-baccarat')).rounds[0]!;
    expect(pending).toMatchObject({ status: 'placed', win: null, bet: 10 });
    expect(pending.detail).not.toHaveProperty('outcome');
    expect(pending.fair).toMatchObject({
      server_seed: null,
      client_seed: table.id,
      nonce: table.open_round_no,
    });
    expect((await round(token, bet.data.round_id)).data.detail).not.toHaveProperty('outcome');

    try {
      t().clock.now = dealTime(baccaratTables[0]!, table.open_round_no) + 1;
      await t().sweep();
      const settled = (await round(token, bet.data.round_id)).data;
      expect(settled.status).toBe('settled');
      expect(settled.detail.outcome.round_no).toBe(table.open_round_no);
      expect(settled.detail.outcome.player_cards.length).toBeGreaterThanOrEqual(2);
      expect(settled.win).toBe(
        settled.detail.outcome.winner === 'player' ? 20 : settled.detail.outcome.winner === 'tie' ? 10 : 0,
      );
    } finally {
      t().clock.now = Date.now();
    }
  });
});

describe('verifying a round from its history entry', () => {
  it('recomputes exactly the slot spin that was played, once its seed is rotated out', async () => {
    const token = member(5000);
    await t().api('POST', '/games/api/seeds/client', token, { client_seed: 'history-seed' });
    // A few spins, a changed client seed in between: each round keeps the client seed it was played with.
    const spins = [await spin(token, 50), await spin(token, 100)];
    await t().api('POST', '/games/api/seeds/client', token, { client_seed: 'changed-after' });
    spins.push(await spin(token, 20));

    const before = (await round(token, spins[0]!.data.round_id)).data;
    expect(before.fair).toMatchObject({ server_seed: null, reveal: 'rotate', nonce: 0 });
    expect(before.fair.server_seed_hash).toBe(spins[0]!.data.server_seed_hash);

    await t().api('POST', '/games/api/seeds/rotate', token);
    for (const played of spins) {
      const entry = (await round(token, played.data.round_id)).data;
      expect(entry.fair.server_seed).toMatch(/^[0-9a-f]{64}$/);
      const answer = await verifyEntry(entry);
      expect(answer.error).toBe(0);
      expect(answer.data.server_seed_hash).toBe(played.data.server_seed_hash);
      const { win, ...outcome } = answer.data.result;
      expect(outcome).toEqual(played.data.outcome);
      expect(outcome).toEqual(entry.detail.outcome);
      expect(win).toBe(played.data.win);
      expect(win).toBe(entry.win);
    }
    expect((await round(token, spins[2]!.data.round_id)).data.fair.client_seed).toBe('changed-after');
  });

  it('recomputes a settled baccarat bet from the day seed once the day is over', async () => {
    const token = member();
    const { table, bet } = await betOnTable(token, 1, 'banker');
    try {
      t().clock.now = dealTime(baccaratTables[1]!, table.open_round_no) + 1;
      await t().sweep();
      expect((await round(token, bet.data.round_id)).data.fair.server_seed).toBeNull(); // today's seed
      t().clock.now = Date.now() + 2 * 86_400_000;
      const entry = (await round(token, bet.data.round_id)).data;
      expect(entry.fair).toMatchObject({
        client_seed: table.id,
        nonce: table.open_round_no,
        reveal: 'day_end',
      });
      const answer = await verify({
        game: 'builtin-baccarat',
        server_seed: entry.fair.server_seed,
        client_seed: entry.fair.client_seed,
        nonce: entry.fair.nonce,
      });
      expect(answer.data.server_seed_hash).toBe(entry.fair.server_seed_hash);
      expect(answer.data.result.winner).toBe(entry.detail.outcome.winner);
      expect(answer.data.result.player).toEqual(entry.detail.outcome.player_cards);
      expect(answer.data.result.banker).toEqual(entry.detail.outcome.banker_cards);
    } finally {
      t().clock.now = Date.now();
    }
  });

  it('answers an empty or wrong request with what to type in each field, in Thai', async () => {
    const empty = await verify({});
    expect(empty.status).toBe(400);
    expect(empty.error).toBe(errorCatalogue.BAD_REQUEST.code);
    expect(empty.data.fields).toEqual({
      game: verifyFieldText.game,
      server_seed: verifyFieldText.server_seed,
      client_seed: verifyFieldText.client_seed,
      nonce: verifyFieldText.nonce,
    });
    expect(empty.message).toContain(verifyFieldText.server_seed);
    expect(empty.message).not.toBe(errorCatalogue.BAD_REQUEST.message);

    const wrong = await verify({
      game: SLOT,
      server_seed: 'abc',
      client_seed: 'x',
      nonce: -1,
      bet: 0.001,
    });
    expect(Object.keys(wrong.data.fields).sort()).toEqual(['bet', 'nonce', 'server_seed']);
    const fish = await verify({
      game: 'builtin-fishing',
      server_seed: 'a'.repeat(64),
      client_seed: 'x',
      nonce: 0,
      fish: 'unicorn',
    });
    expect(fish.message).toBe(verifyFieldText.fish);
  });
});
