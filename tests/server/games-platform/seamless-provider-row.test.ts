import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '@tests/server/helpers/test-app';
import { bet, mainBalance, rollback, seamlessCall, seamlessPlayer, settle, txId } from './helpers';

// Every member playing a provider's games shares its game_providers row. A seamless call must not lock it
// (migration 1020): a foreign key's check did, on every bet, settlement and rollback, and parallel calls then
// built MultiXacts on that one row.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** The row's xmax: a transaction that locks the row (FOR KEY SHARE included) leaves its id there. */
const providerXmax = async () =>
  (
    await app.db.query<{ xmax: string }>(
      `SELECT xmax::text AS xmax FROM game_providers WHERE code = 'builtin'`,
    )
  ).rows[0]!.xmax;

describe(`the provider's row under seamless calls (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is neither written nor locked by a bet, a settlement or a rollback', async () => {
    const player = await seamlessPlayer(app, 100);
    const before = await providerXmax();
    const stake = txId('pr-bet');
    expect((await seamlessCall(app, 'bet', bet(player.session, stake, 10, 'pr-round'))).error).toBe(0);
    expect(
      (await seamlessCall(app, 'settle', settle(player.session, txId('pr-win'), 'pr-round', 25))).error,
    ).toBe(0);
    const undone = txId('pr-undo');
    expect((await seamlessCall(app, 'bet', bet(player.session, undone, 5, 'pr-round-2'))).error).toBe(0);
    const refund = rollback(player.session, txId('pr-rb'), undone, 'pr-round-2');
    expect((await seamlessCall(app, 'rollback', refund)).error).toBe(0);
    expect(await providerXmax()).toBe(before);
    expect(await mainBalance(app, player.token)).toBe(115);
  });

  // PostgreSQL only: PGlite has one connection, so no other transaction can hold the row while a bet runs.
  it.runIf(process.env.DATABASE_URL)(
    'takes bets while another transaction holds the row locked',
    async () => {
      const player = await seamlessPlayer(app, 100);
      let call: ReturnType<typeof seamlessCall> | undefined;
      const outcome = await app.db.tx(async (q) => {
        await q.query(`SELECT 1 FROM game_providers WHERE code = 'builtin' FOR UPDATE`);
        call = seamlessCall(app, 'bet', bet(player.session, txId('pr-locked'), 10));
        // With the key, the bet's check waited for this transaction to end: a few seconds say so.
        const waited = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3_000));
        return Promise.race([call.then(() => 'answered' as const), waited]);
      });
      await call; // a blocked bet goes through once the lock is gone
      expect(outcome).not.toBe('blocked');
      expect(await mainBalance(app, player.token)).toBe(90);
    },
  );

  it('cannot be deleted: a provider is disabled instead, and its transactions keep naming it', async () => {
    await expect(app.db.query(`DELETE FROM game_providers WHERE code = 'builtin'`)).rejects.toThrow(
      /IMMUTABLE DELETE on game_providers/,
    );
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_providers WHERE code = 'builtin'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
