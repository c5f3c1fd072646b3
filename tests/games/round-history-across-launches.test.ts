import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { roundHistoryApp, SLOT } from './helpers/round-history';

const { t, member, launcher, spin, roulette, rounds, round, betOnTable, reveal, verifyEntry, ids } =
  roundHistoryApp();
const NOT_FOUND = errorCatalogue.GP_NOT_FOUND.code;

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
    await t().api('POST', '/games/api/seeds/client', first, { client_seed: 'first-launch' });
    const old = await spin(first, 10);
    const second = alice();
    const ownBefore = (await t().api('GET', '/games/api/session', second)).data.seed;

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
    const check = await verifyEntry(entry);
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
    expect((await t().api('GET', '/games/api/session', first)).data.seed.client_seed).toBe('first-launch');
    // Revealing it again changes nothing; the second launch's pair still is the one it had.
    const twice = await reveal(second, old.data.round_id);
    expect(twice.data.revealed.server_seed).toBe(answer.data.revealed.server_seed);
    expect((await t().api('GET', '/games/api/session', second)).data.seed).toEqual(ownBefore);
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
    expect((await t().api('GET', '/games/api/session', first)).data.seed.server_seed_hash).toBe(
      alices.data.server_seed_hash,
    );
    expect((await round(second, alices.data.round_id)).data.fair.server_seed).toBeNull();
    expect((await round(bob, bobs.data.round_id)).data.fair.server_seed).toBeNull();
    // Her own next launch may reveal it.
    expect((await reveal(second, alices.data.round_id)).error).toBe(0);
  });

  it('keeps a demo session to its own rounds and seeds', async () => {
    const demo = (await t().api('POST', '/games/api/demo')).data.token as string;
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
