import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGamesApp } from './helpers/games-app';

let t: Awaited<ReturnType<typeof createGamesApp>>;
beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('verifying a recorded result from its revealed seed', () => {
  it('recomputes a slot spin, a roulette spin and a fishing shot after the seed is rotated', async () => {
    const token = 'verify-session';
    t.platform.member(token, 10_000);
    const session = await t.api('GET', '/games/api/session', token);
    const hashBefore = session.data.seed.server_seed_hash as string;
    await t.api('POST', '/games/api/seeds/client', token, { client_seed: 'my-lucky-seed' });

    const slot = await t.api('POST', '/games/api/slot/builtin-slot-freespin/spin', token, { bet: 20 });
    const wheel = await t.api('POST', '/games/api/roulette/spin', token, {
      bets: [{ kind: 'straight', number: 7, amount: 5 }],
    });
    const shot = await t.api('POST', '/games/api/fishing/shoot', token, { fish: 'turtle', stake: 10 });
    expect([slot.error, wheel.error, shot.error]).toEqual([0, 0, 0]);
    expect([slot.data.nonce, wheel.data.nonce, shot.data.nonce]).toEqual([0, 1, 2]);
    expect(slot.data.server_seed_hash).toBe(hashBefore);

    const rotated = await t.api('POST', '/games/api/seeds/rotate', token);
    const revealed = rotated.data.revealed;
    expect(revealed.server_seed_hash).toBe(hashBefore);
    expect(rotated.data.next.server_seed_hash).not.toBe(hashBefore);

    const verify = (body: object) =>
      t.api('POST', '/games/api/verify', undefined, {
        server_seed: revealed.server_seed,
        client_seed: 'my-lucky-seed',
        ...body,
      });
    const v1 = await verify({ game: 'builtin-slot-freespin', nonce: 0, bet: 20 });
    expect(v1.data.server_seed_hash).toBe(hashBefore);
    expect(v1.data.result.base).toEqual(slot.data.outcome.base);
    expect(v1.data.result.win).toBe(slot.data.win);
    const v2 = await verify({ game: 'builtin-roulette', nonce: 1 });
    expect(v2.data.result.pocket).toBe(wheel.data.outcome.pocket);
    const v3 = await verify({ game: 'builtin-fishing', nonce: 2, fish: 'turtle' });
    expect(v3.data.result.hit).toBe(shot.data.outcome.hit);

    const history = await t.api('GET', '/games/api/rounds?limit=3', token);
    expect(history.data.rounds.map((r: { seed: { server_seed: string } }) => r.seed.server_seed)).toEqual([
      revealed.server_seed,
      revealed.server_seed,
      revealed.server_seed,
    ]);
  });

  it('does not reveal the active server seed', async () => {
    const token = 'verify-session-2';
    t.platform.member(token, 100);
    await t.api('POST', '/games/api/roulette/spin', token, { bets: [{ kind: 'odd', amount: 1 }] });
    const history = await t.api('GET', '/games/api/rounds', token);
    expect(history.data.rounds[0].seed.server_seed).toBeNull();
  });

  it('recomputes a dealt baccarat hand from the day seed once the day is over', async () => {
    const history = await t.api('GET', '/games/api/baccarat/tables/b2/history?limit=1');
    const hand = history.data.hands[0];
    t.clock.now = Date.now() + 2 * 86_400_000;
    const seeds = await t.api('GET', '/games/api/house-seeds?game=baccarat&days=5');
    t.clock.now = Date.now();
    const day = new Date(Date.parse(hand.dealt_at) + 7 * 3_600_000).toISOString().slice(0, 10);
    const seed = seeds.data.seeds.find((s: { day: string }) => s.day === day);
    expect(seed.server_seed).toMatch(/^[0-9a-f]{64}$/);
    const v = await t.api('POST', '/games/api/verify', undefined, {
      game: 'builtin-baccarat',
      server_seed: seed.server_seed,
      client_seed: 'b2',
      nonce: hand.round_no,
    });
    expect(v.data.server_seed_hash).toBe(seed.server_seed_hash);
    expect(v.data.result.winner).toBe(hand.winner);
    expect(v.data.result.player.length).toBe(hand.player_cards.length);
  });

  it('keeps today’s house seed secret', async () => {
    const seeds = await t.api('GET', '/games/api/house-seeds?game=football&days=2');
    expect(seeds.data.seeds[0].server_seed).toBeNull(); // tomorrow
    expect(seeds.data.seeds[1].server_seed).toBeNull(); // today
  });
});
