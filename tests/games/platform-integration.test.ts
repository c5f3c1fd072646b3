import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { builtinGamesPlugin } from '@games/plugin';
import { injectTransport, type Transport } from '@games/provider/seamless-client';
import { builtinProviderSecret } from '@server/games/catalogue-sync';
import { call } from '@tests/server/helpers/test-app';
import { createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember, launch, mainBalance } from '@tests/server/games-platform/helpers';

/**
 * The provider as a separate service (its own Fastify instance) against the real platform: the platform's
 * seamless endpoints, ledger and game sessions, reached through `app.inject`. A switchable fault sits in between.
 */
let platform: FastifyInstance;
let provider: FastifyInstance;
let fault: ((call: string) => 'down' | 'lost' | null) | null = null;
const clock = { now: Date.now() };
let sweep: () => Promise<number> = async () => 0;

beforeAll(async () => {
  platform = await createTestApp();
  await platform.ready();
  const real = injectTransport(platform);
  const transport: Transport = async (request) => {
    const kind = fault?.(request.path.split('/').pop()!) ?? null;
    if (kind === 'down') throw new Error('connect ECONNREFUSED');
    const answer = await real(request);
    if (kind === 'lost') throw new Error('socket hang up');
    return answer;
  };
  provider = Fastify({ logger: false });
  await provider.register(builtinGamesPlugin, {
    db: platform.db,
    platformUrl: 'http://platform.invalid',
    secret: await builtinProviderSecret(platform.db),
    providerCode: 'builtin',
    transport,
    backoffMs: [0, 0],
    sweepIntervalMs: 0,
    now: () => clock.now,
    expose: (handle) => (sweep = handle.sweep),
  });
  await provider.ready();
});
afterAll(async () => {
  await provider.close();
  await platform.close();
});

const play = async (token: string, url: string, body?: object) => {
  const response = await provider.inject({
    method: body ? 'POST' : 'GET',
    url,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json() as { error: number; message: string; data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads any shape
};

describe('built-in provider on the real seamless wallet', () => {
  it('a launched member spins and the platform balance moves by exactly the net result', async () => {
    const member = await fundedMember(platform, 1000);
    const token = await launch(platform, member, 'builtin-slot-thai');
    const session = await play(token, '/games/api/session');
    expect(session.data.balance).toBe(1000);
    let expected = 1000;
    for (let i = 0; i < 5; i += 1) {
      const spin = await play(token, '/games/api/slot/builtin-slot-thai/spin', { bet: 10 });
      expect(spin.error).toBe(0);
      expected = Math.round((expected - 10 + spin.data.win) * 100) / 100;
      expect(spin.data.balance).toBe(expected);
    }
    expect(await mainBalance(platform, member.token)).toBe(expected);
  });

  it("shows a member's next launch the rounds of the last one, and another member none of them", async () => {
    const member = await fundedMember(platform, 100);
    const first = await launch(platform, member, 'builtin-slot-thai');
    const spin = await play(first, '/games/api/slot/builtin-slot-thai/spin', { bet: 1 });
    expect(spin.error).toBe(0);
    const second = await launch(platform, member, 'builtin-slot-thai');
    const listed = await play(second, '/games/api/rounds?game=builtin-slot-thai');
    expect(listed.data.rounds.map((r: { round_id: string }) => r.round_id)).toEqual([spin.data.round_id]);
    const revealed = await play(second, '/games/api/seeds/rotate', { round: spin.data.round_id });
    expect(revealed.data.revealed.server_seed_hash).toBe(spin.data.server_seed_hash);

    const other = await launch(platform, await fundedMember(platform, 100), 'builtin-slot-thai');
    expect((await play(other, '/games/api/rounds')).data.rounds).toEqual([]);
    expect((await play(other, `/games/api/rounds/${spin.data.round_id}`)).error).toBe(
      errorCatalogue.GP_NOT_FOUND.code,
    );
  });

  it('refuses a spin above the balance without moving money', async () => {
    const member = await fundedMember(platform, 3);
    const token = await launch(platform, member, 'builtin-slot-freespin');
    const spin = await play(token, '/games/api/slot/builtin-slot-freespin/spin', { bet: 5 });
    expect(spin.error).toBe(errorCatalogue.GP_INSUFFICIENT_FUNDS.code);
    expect(await mainBalance(platform, member.token)).toBe(3);
  });

  it('rolls back a bet whose answer was lost, and the platform refunds it', async () => {
    const member = await fundedMember(platform, 100);
    const token = await launch(platform, member, 'builtin-roulette');
    await play(token, '/games/api/session');
    let bets = 0;
    fault = (name) => (name === 'bet' ? ((bets += 1) === 1 ? 'lost' : 'down') : null);
    const spin = await play(token, '/games/api/roulette/spin', { bets: [{ kind: 'red', amount: 20 }] });
    fault = null;
    expect(spin.error).toBe(errorCatalogue.GP_WALLET_UNAVAILABLE.code);
    expect(await mainBalance(platform, member.token)).toBe(100);
  });

  it('a demo link plays without the platform wallet', async () => {
    const demo = await call<{ link: string }>(platform, 'POST', '/api/game/demo', {
      body: {
        game_id: 'builtin-fishing',
        provider_id: 'builtin',
        is_mobile: true,
        source: 'test',
        agent_code: 'demo',
      },
    });
    expect(demo.data.link).toContain('mode=demo');
    const start = await provider.inject({ method: 'POST', url: '/games/api/demo', payload: {} });
    const token = (start.json() as { data: { token: string } }).data.token;
    const shot = await play(token, '/games/api/fishing/shoot', { fish: 'shrimp', stake: 5 });
    expect(shot.error).toBe(0);
    expect(shot.data.balance).toBe(10000 - 5 + shot.data.win);
  });

  it('settles a baccarat bet after the game session expired, through the platform', async () => {
    const member = await fundedMember(platform, 500);
    const token = await launch(platform, member, 'builtin-baccarat');
    const tables = await provider.inject({ method: 'GET', url: '/games/api/baccarat/tables' });
    const table = (tables.json() as { data: { tables: { id: string; open_round_no: number }[] } }).data
      .tables[0]!;
    const bet = await play(token, '/games/api/baccarat/bet', {
      table: table.id,
      round_no: table.open_round_no,
      bet: 'player',
      amount: 100,
    });
    expect(bet.error).toBe(0);
    expect(await mainBalance(platform, member.token)).toBe(400);
    await platform.db.query(`UPDATE game_sessions SET expires_at = now() - interval '1 minute'`);

    clock.now += 60_000;
    expect(await sweep()).toBeGreaterThan(0);
    const history = await provider.inject({
      method: 'GET',
      url: `/games/api/baccarat/tables/${table.id}/history?limit=5`,
    });
    const hands = (history.json() as { data: { hands: { round_no: number; winner: string }[] } }).data.hands;
    const hand = hands.find((h) => h.round_no === table.open_round_no)!;
    const expected = hand.winner === 'player' ? 600 : hand.winner === 'tie' ? 500 : 400;
    expect(await mainBalance(platform, member.token)).toBe(expected);
  });
});
