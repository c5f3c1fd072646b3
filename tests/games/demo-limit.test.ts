import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { createDemoPlayer, DEMO_PLAYERS_PER_ADDRESS_PER_10_MINUTES } from '@games/provider/players';
import { onPostgres, rejections } from '@tests/server/helpers/extra-pools';
import { createGamesApp } from './helpers/games-app';

let t: Awaited<ReturnType<typeof createGamesApp>>;
let dbs: Db[] = [];
beforeAll(async () => {
  t = await createGamesApp();
  const url = (t.db as Db & { pool?: { options: { connectionString: string } } }).pool?.options
    .connectionString;
  dbs = onPostgres && url ? await Promise.all([1, 2, 3, 4].map(() => openPostgres(url, 8))) : [];
});
afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
  await t.app.close();
});

let address = 0;
const nextIp = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const demo = (ip: string) =>
  t.app.inject({ method: 'POST', url: '/games/api/demo', payload: {}, remoteAddress: ip });
const demoPlayers = async (ip: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM gp_players WHERE created_ip = $1`, [ip]))
    .rows[0]!.n;

describe('demo sessions per address', () => {
  it('refuses a demo session past the limit of one address with 429 RATE_LIMITED, creating nothing', async () => {
    const ip = nextIp();
    for (let i = 0; i < DEMO_PLAYERS_PER_ADDRESS_PER_10_MINUTES; i++)
      expect((await demo(ip)).statusCode).toBe(200);
    const refused = await demo(ip);
    expect([refused.statusCode, refused.json().error]).toEqual([429, 1029]);
    expect(await demoPlayers(ip)).toBe(DEMO_PLAYERS_PER_ADDRESS_PER_10_MINUTES);
    expect((await demo(nextIp())).statusCode).toBe(200);
  });

  it('counts only the last ten minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < DEMO_PLAYERS_PER_ADDRESS_PER_10_MINUTES; i++) await demo(ip);
    await t.db.query(
      `UPDATE gp_players SET created_at = now() - interval '11 minutes' WHERE created_ip = $1`,
      [ip],
    );
    expect((await demo(ip)).statusCode).toBe(200);
  });
});

describe.skipIf(!onPostgres)('demo sessions per address under concurrency (PostgreSQL only)', () => {
  it('starts exactly the limit when 60 requests from one address race over four pools', async () => {
    const ip = nextIp();
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => createDemoPlayer(dbs[i % dbs.length]!, ip)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(
      DEMO_PLAYERS_PER_ADDRESS_PER_10_MINUTES,
    );
    expect(new Set(rejections(results))).toEqual(new Set(['RATE_LIMITED']));
    expect(await demoPlayers(ip)).toBe(DEMO_PLAYERS_PER_ADDRESS_PER_10_MINUTES);
  });
});
