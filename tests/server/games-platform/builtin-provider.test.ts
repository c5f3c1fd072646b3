import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { builtinGamesPlugin } from '@games/plugin';
import { builtinProviderSecret } from '@server/games/catalogue-sync';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember, launch, mainBalance } from './helpers';

// The platform and the real built-in provider together, the provider calling the seamless endpoints through
// the app's router (its HTTP transport swapped for inject): the protocol as both sides implement it.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  const secret = await builtinProviderSecret(app.db);
  await app.register(builtinGamesPlugin, {
    db: app.db,
    platformUrl: 'http://platform.invalid',
    secret,
    providerCode: 'builtin',
    transport: async ({ path, headers, body }) => {
      const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
      return { status: response.statusCode, body: response.body };
    },
    backoffMs: [],
    sweepIntervalMs: 0,
    pages: { mode: 'built' },
  });
});
afterAll(async () => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the built-in provider on the platform', () => {
  it('shows the session wallet balance to the game page opened with the launch token', async () => {
    const member = await fundedMember(app, 80);
    const token = await launch(app, member);
    const session = await app.inject({ method: 'GET', url: '/games/api/session', headers: bearer(token) });
    expect(session.json()).toMatchObject({ error: 0, data: { mode: 'real', balance: 80 } });
  });

  it('moves exactly the net result of a slot spin through the seamless wallet', async () => {
    const member = await fundedMember(app, 100);
    const token = await launch(app, member);
    const spin = await app.inject({
      method: 'POST',
      url: '/games/api/slot/builtin-slot-thai/spin',
      headers: bearer(token),
      payload: { bet: 1 },
    });
    expect(spin.json().error).toBe(0);
    const { rows } = await app.db.query<{ kind: string; amount: number }>(
      `SELECT kind, amount FROM seamless_transactions WHERE member_id = $1 ORDER BY id`,
      [member.id],
    );
    expect(rows.map((row) => row.kind)).toEqual(['bet', 'settle']);
    expect(rows[0]!.amount).toBe(100);
    expect(await mainBalance(app, member.token)).toBe((10_000 - 100 + rows[1]!.amount) / 100);
  });

  it('shows a member past their loss limit the wallet refusal in Thai with its code, and takes nothing', async () => {
    const member = await fundedMember(app, 100);
    const token = await launch(app, member);
    const limit = await call(app, 'POST', '/api/member/safety/limit', {
      token: member.token,
      body: { key: 'loss_day', value: 1 },
    });
    expect(limit.error).toBe(0);
    const spin = await app.inject({
      method: 'POST',
      url: '/games/api/slot/builtin-slot-thai/spin',
      headers: bearer(token),
      payload: { bet: 2 },
    });
    expect(spin.json()).toMatchObject({ error: 8903 });
    expect(spin.json().message).toContain('วงเงินเสียรายวัน');
    expect(await mainBalance(app, member.token)).toBe(100);
  });

  it("feeds the formula rooms from the provider's live baccarat tables", async () => {
    const tables = await call(app, 'POST', '/api/sooth/baccarat', { body: {} });
    expect(tables.error).toBe(0);
    expect(tables.data.length).toBeGreaterThan(1);
    const first = tables.data[0];
    expect(first.counts.hands).toBe(first.counts.banker + first.counts.player + first.counts.tie);
    const detail = await call(app, 'POST', '/api/sooth/detail', { body: { table_id: first.table_id } });
    expect(detail.error).toBe(0);
    expect(detail.data.bead_plate).toHaveLength(first.counts.hands);
  });
});
