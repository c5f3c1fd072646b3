import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateSeed, takeNonce } from '@games/provider/seeds';
import { createGamesApp } from './helpers/games-app';

let t: Awaited<ReturnType<typeof createGamesApp>>;
beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(async () => t.app.close());

// On PostgreSQL a spin waiting on the seed row while a rotation commits found no active pair and answered 500
// (PGlite runs one statement at a time, so there it cannot race).
describe('spins racing seed rotations', () => {
  it('plays every spin on a pair of its own nonce, with no server error', async () => {
    const token = `session-race-${Date.now()}`;
    t.platform.member(token, 100_000);
    await t.api('GET', '/games/api/session', token);
    const calls = Array.from({ length: 60 }, (_, i) =>
      i % 4 === 0
        ? t.api('POST', '/games/api/seeds/rotate', token)
        : t.api('POST', '/games/api/slot/builtin-slot-thai/spin', token, { bet: 1 }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    expect(answers.every((answer) => answer.error === 0)).toBe(true);
    const { rows } = await t.db.query<{ seed_id: string; nonce: string; n: string }>(
      `SELECT seed_id, nonce, count(*) AS n FROM gp_rounds GROUP BY seed_id, nonce HAVING count(*) > 1`,
    );
    expect(rows).toEqual([]);
  });

  // Through HTTP the requests arrive spread out; straight at the provider, half of 600 calls rotating left one
  // play in eight without a pair when a play retried a fixed number of times (CI caught it as a 500).
  it('takes every nonce on the pair that stays active, however many rotations race it', async () => {
    const token = `nonce-race-${Date.now()}`;
    t.platform.member(token, 100_000);
    await t.api('GET', '/games/api/session', token);
    const { rows: players } = await t.db.query<{ id: string }>(
      `SELECT p.id FROM gp_players p JOIN gp_seeds s ON s.player_id = p.id ORDER BY s.id DESC LIMIT 1`,
    );
    const playerId = Number(players[0]!.id);
    const failures: string[] = [];
    const taken: { id: number; nonce: number }[] = [];
    for (let wave = 0; wave < 3; wave += 1) {
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          (i % 2 === 0
            ? rotateSeed(t.db, playerId)
            : t.db
                .tx((q) => takeNonce(q, playerId))
                .then((seed) => taken.push({ id: Number(seed.id), nonce: seed.nonce }))
          ).catch((error: Error) => failures.push(error.message)),
        ),
      );
    }
    expect(failures).toEqual([]);
    expect(taken).toHaveLength(300);
    expect(new Set(taken.map((seed) => `${seed.id}:${seed.nonce}`)).size).toBe(300);
  });
});
