import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
