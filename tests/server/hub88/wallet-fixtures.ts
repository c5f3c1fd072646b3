import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, expect } from 'vitest';
import { checkLedger } from '@server/ledger';
import { createTestApp, call } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { hub88Game, hub88Session, startHub88StandIn } from '@tests/server/helpers/hub88-stand-in';

/**
 * A Hub88 wallet test file's setup: the app, the Hub88 stand-in with our keys exchanged in the console, the provider
 * switched on and a test game; closed after the file; the ledger check passes after each scenario. Answers what the
 * tests call with: the app, the stand-in, the game, a funded player with a session, and the transfers of a key.
 */
export const hub88WalletSetup = async () => {
  const app: FastifyInstance = await createTestApp();
  afterAll(async () => app.close());
  const owner = await insertStaff(app, 'owner');
  const hub88 = await startHub88StandIn(app, owner.token);
  const providers = await call<{ id: number; code: string; sort: number }[]>(
    app,
    'GET',
    '/api/admin/games/providers',
    { token: owner.token },
  );
  const row = providers.data.find((provider) => provider.code === 'hub88')!;
  const enabled = await call(app, 'POST', `/api/admin/games/providers/${row.id}`, {
    token: owner.token,
    body: { status: 'active', sort: row.sort },
  });
  expect(enabled.error).toBe(0);
  const game = await hub88Game(app);
  afterEach(async () => {
    expect(await checkLedger(app.db)).toEqual([]);
  });

  /** A member with `baht` in the main wallet and a Hub88 session of the test game on it. */
  const player = async (baht = 100, hours = 6) => {
    const member = await fundedMember(app, baht);
    return { member, session: await hub88Session(app, member, game, hours) };
  };

  const transfers = async (key: string) =>
    Number(
      (
        await app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ledger_transfers WHERE idem_key = $1`,
          [key],
        )
      ).rows[0]!.n,
    );

  return { app, hub88, game, player, transfers };
};
