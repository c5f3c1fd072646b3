import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { verifyFieldText } from '@games/fair/verify-input';
import { baccaratTables, dealTime } from '@games/schedule/baccarat-tables';
import { createGamesApp } from './helpers/games-app';

let t: Awaited<ReturnType<typeof createGamesApp>>;
let n = 0;
const member = (baht = 1000) => {
  n += 1;
  const token = `history-${n}-${Date.now()}`;
  t.platform.member(token, baht);
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
    t.platform.member(token, 1000, id);
    return token;
  };
};
const SLOT = 'builtin-slot-thai';
const spin = (token: string, bet = 10) => t.api('POST', `/games/api/slot/${SLOT}/spin`, token, { bet });
const roulette = (token: string) =>
  t.api('POST', '/games/api/roulette/spin', token, { bets: [{ kind: 'red', amount: 5 }] });
type Round = { round_id: string; game: string; [key: string]: unknown };
const rounds = async (token: string, query = '') => {
  const answer = await t.api<{ rounds: Round[]; next_before: string | null }>(
    'GET',
    `/games/api/rounds${query}`,
    token,
  );
  expect(answer.error).toBe(0);
  return answer.data;
};
const round = (token: string, id: string) => t.api('GET', `/games/api/rounds/${id}`, token);
/** A 10 baht bet on the hand a table is taking bets for. */
const betOnTable = async (token: string, index: number, side: 'banker' | 'player') => {
  const table = (await t.api('GET', '/games/api/baccarat/tables')).data.tables[index];
  const bet = await t.api('POST', '/games/api/baccarat/bet', token, {
    table: table.id,
    round_no: table.open_round_no,
    bet: side,
    amount: 10,
  });
  return { table, bet };
};
const verify = (body: object) => t.api('POST', '/games/api/verify', undefined, body);
/** The verify page's "reveal" button on a round: rotates out the pair that round was played on. */
const reveal = (token: string, id: string) => t.api('POST', '/games/api/seeds/rotate', token, { round: id });
const ids = (list: { rounds: Round[] }) => list.rounds.map((r) => r.round_id);
const NOT_FOUND = errorCatalogue.GP_NOT_FOUND.code;

beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(async () => {
  await t.app.close();
});

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
    expect((await t.api('GET', '/games/api/rounds', 'no-such-session')).error).toBe(
      errorCatalogue.GP_SESSION_INVALID.code,
    );
    // Another player's round as a page cursor gives nothing of that player's.
    await spin(bob);
    const paged = await rounds(bob, `?before=${played.data.round_id}`);
    expect(paged.rounds).toEqual([]);
  });

  it('keeps demo rounds to the demo session that played them', async () => {
    const demo = (await t.api('POST', '/games/api/demo')).data.token as string;
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
    const other = (await t.api('POST', '/games/api/demo')).data.token as string;
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
      t.clock.now = dealTime(baccaratTables[0]!, table.open_round_no) + 1;
      await t.sweep();
      const settled = (await round(token, bet.data.round_id)).data;
      expect(settled.status).toBe('settled');
      expect(settled.detail.outcome.round_no).toBe(table.open_round_no);
      expect(settled.detail.outcome.player_cards.length).toBeGreaterThanOrEqual(2);
      expect(settled.win).toBe(
        settled.detail.outcome.winner === 'player' ? 20 : settled.detail.outcome.winner === 'tie' ? 10 : 0,
      );
    } finally {
      t.clock.now = Date.now();
    }
  });
});

describe('verifying a round from its history entry', () => {
  it('recomputes exactly the slot spin that was played, once its seed is rotated out', async () => {
    const token = member(5000);
    await t.api('POST', '/games/api/seeds/client', token, { client_seed: 'history-seed' });
    // A few spins, a changed client seed in between: each round keeps the client seed it was played with.
    const spins = [await spin(token, 50), await spin(token, 100)];
    await t.api('POST', '/games/api/seeds/client', token, { client_seed: 'changed-after' });
    spins.push(await spin(token, 20));

    const before = (await round(token, spins[0]!.data.round_id)).data;
    expect(before.fair).toMatchObject({ server_seed: null, reveal: 'rotate', nonce: 0 });
    expect(before.fair.server_seed_hash).toBe(spins[0]!.data.server_seed_hash);

    await t.api('POST', '/games/api/seeds/rotate', token);
    for (const played of spins) {
      const entry = (await round(token, played.data.round_id)).data;
      expect(entry.fair.server_seed).toMatch(/^[0-9a-f]{64}$/);
      const answer = await verify({
        game: entry.game,
        server_seed: entry.fair.server_seed,
        client_seed: entry.fair.client_seed,
        nonce: entry.fair.nonce,
        bet: entry.detail.bet,
      });
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
      t.clock.now = dealTime(baccaratTables[1]!, table.open_round_no) + 1;
      await t.sweep();
      expect((await round(token, bet.data.round_id)).data.fair.server_seed).toBeNull(); // today's seed
      t.clock.now = Date.now() + 2 * 86_400_000;
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
      t.clock.now = Date.now();
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

describe("a member's rounds over all their launches", () => {
  it("lists the earlier launches' rounds to a new launch, newest first, paging across launches", async () => {
    const alice = launcher();
    const first = alice();
    const played = [await spin(first, 1), await spin(first, 2)];
    await roulette(first);
    played.push(await spin(first, 5));
    const second = alice();
    played.push(await spin(second, 10), await spin(second, 20));
    expect(played.map((p) => p.error)).toEqual([0, 0, 0, 0, 0]);
    const newest = played.map((p) => p.data.round_id as string).reverse();

    expect(ids(await rounds(second, `?game=${SLOT}&limit=50`))).toEqual(newest);
    expect((await rounds(second)).rounds).toHaveLength(6); // the roulette spin too, without a game
    // The first launch, still open, sees the second's rounds as well.
    expect(ids(await rounds(first, `?game=${SLOT}&limit=50`))).toEqual(newest);

    const page1 = await rounds(second, `?game=${SLOT}&limit=2`);
    const page2 = await rounds(second, `?game=${SLOT}&limit=2&before=${page1.next_before}`);
    const page3 = await rounds(second, `?game=${SLOT}&limit=2&before=${page2.next_before}`);
    expect([ids(page1), ids(page2), ids(page3)]).toEqual([
      newest.slice(0, 2),
      newest.slice(2, 4),
      newest.slice(4),
    ]);
    expect(page3.next_before).toBeNull();

    const old = await round(second, played[0]!.data.round_id);
    expect(old.error).toBe(0);
    expect(old.data).toMatchObject({ round_id: played[0]!.data.round_id, bet: 1, win: played[0]!.data.win });
  });

  it("reveals an earlier launch's seed from a new launch, which then verifies; that launch plays on a new pair", async () => {
    const alice = launcher();
    const first = alice();
    await t.api('POST', '/games/api/seeds/client', first, { client_seed: 'first-launch' });
    const old = await spin(first, 10);
    const second = alice();
    const ownBefore = (await t.api('GET', '/games/api/session', second)).data.seed;

    const hidden = (await round(second, old.data.round_id)).data;
    expect(hidden.fair).toMatchObject({ server_seed: null, reveal: 'rotate', nonce: 0 });
    const answer = await reveal(second, old.data.round_id);
    expect(answer.error).toBe(0);
    expect(answer.data.revealed).toMatchObject({
      server_seed_hash: old.data.server_seed_hash,
      client_seed: 'first-launch',
      active: false,
    });
    expect(answer.data.revealed.server_seed).toMatch(/^[0-9a-f]{64}$/);
    // The second launch's own pair is untouched: `next` is still it.
    expect(answer.data.next).toEqual(ownBefore);

    const entry = (await round(second, old.data.round_id)).data;
    expect(entry.fair.server_seed).toBe(answer.data.revealed.server_seed);
    const check = await verify({
      game: entry.game,
      server_seed: entry.fair.server_seed,
      client_seed: entry.fair.client_seed,
      nonce: entry.fair.nonce,
      bet: entry.detail.bet,
    });
    expect(check.error).toBe(0);
    expect(check.data.server_seed_hash).toBe(old.data.server_seed_hash);
    const { win, ...outcome } = check.data.result;
    expect(outcome).toEqual(entry.detail.outcome);
    expect(win).toBe(entry.win);

    // The first launch, still open, goes on with a fresh pair and its own client seed, as after a rotation.
    const again = await spin(first, 10);
    expect(again.error).toBe(0);
    expect(again.data.server_seed_hash).not.toBe(old.data.server_seed_hash);
    expect(again.data.nonce).toBe(0);
    expect((await t.api('GET', '/games/api/session', first)).data.seed.client_seed).toBe('first-launch');
    // Revealing it again changes nothing; the second launch's pair still is the one it had.
    const twice = await reveal(second, old.data.round_id);
    expect(twice.data.revealed.server_seed).toBe(answer.data.revealed.server_seed);
    expect((await t.api('GET', '/games/api/session', second)).data.seed).toEqual(ownBefore);
  });

  it("keeps a member's rounds and seeds from another member, who gets GP_NOT_FOUND for them", async () => {
    const alice = launcher();
    const first = alice();
    const alices = await spin(first);
    const bob = launcher()();
    const bobs = await spin(bob);
    const second = alice();

    expect(ids(await rounds(bob))).toEqual([bobs.data.round_id]);
    expect(ids(await rounds(second))).toEqual([alices.data.round_id]);
    expect((await round(bob, alices.data.round_id)).error).toBe(NOT_FOUND);
    expect((await round(second, bobs.data.round_id)).error).toBe(NOT_FOUND);
    expect((await rounds(bob, `?before=${alices.data.round_id}`)).rounds).toEqual([]);

    const refused = await reveal(bob, alices.data.round_id);
    expect(refused.error).toBe(NOT_FOUND);
    expect(refused.data).toBeNull();
    expect((await reveal(second, bobs.data.round_id)).error).toBe(NOT_FOUND);
    // Nothing was rotated: Alice's pair is still in play and still hidden, as is Bob's.
    expect((await t.api('GET', '/games/api/session', first)).data.seed.server_seed_hash).toBe(
      alices.data.server_seed_hash,
    );
    expect((await round(second, alices.data.round_id)).data.fair.server_seed).toBeNull();
    expect((await round(bob, bobs.data.round_id)).data.fair.server_seed).toBeNull();
    // Her own next launch may reveal it.
    expect((await reveal(second, alices.data.round_id)).error).toBe(0);
  });

  it('keeps a demo session to its own rounds and seeds', async () => {
    const demo = (await t.api('POST', '/games/api/demo')).data.token as string;
    const demoSpin = await spin(demo);
    const alice = launcher();
    const first = alice();
    const alices = await spin(first);
    const second = alice();

    expect(ids(await rounds(demo))).toEqual([demoSpin.data.round_id]);
    expect(ids(await rounds(second))).toEqual([alices.data.round_id]);
    expect((await round(demo, alices.data.round_id)).error).toBe(NOT_FOUND);
    expect((await round(second, demoSpin.data.round_id)).error).toBe(NOT_FOUND);
    expect((await reveal(demo, alices.data.round_id)).error).toBe(NOT_FOUND);
    expect((await reveal(second, demoSpin.data.round_id)).error).toBe(NOT_FOUND);
    const own = await reveal(demo, demoSpin.data.round_id);
    expect(own.data.revealed.server_seed_hash).toBe(demoSpin.data.server_seed_hash);
    expect(own.data.next.server_seed_hash).not.toBe(demoSpin.data.server_seed_hash);
  });

  it('answers a reveal of a scheduled bet that its seed is the day seed', async () => {
    const token = member();
    const { bet } = await betOnTable(token, 1, 'banker');
    expect(bet.error).toBe(0);
    expect((await reveal(token, bet.data.round_id)).error).toBe(errorCatalogue.GP_SEED_INVALID.code);
  });
});
