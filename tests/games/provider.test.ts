import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { purgeDemoPlayers } from '@games/provider/sweeper';
import { baccaratTables, dealTime } from '@games/schedule/baccarat-tables';
import { createGamesApp } from './helpers/games-app';

let t: Awaited<ReturnType<typeof createGamesApp>>;
let n = 0;
const member = (baht = 1000) => {
  n += 1;
  const token = `session-${n}-${Date.now()}`;
  t.platform.member(token, baht);
  return token;
};
const spin = (token: string, bet = 10) =>
  t.api('POST', '/games/api/slot/builtin-slot-thai/spin', token, { bet });

beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('built-in provider against the seamless wallet', () => {
  it('moves the member balance by exactly the net result of a spin', async () => {
    const token = member(1000);
    const session = await t.api('GET', '/games/api/session', token);
    expect(session.data.balance).toBe(1000);
    const result = await spin(token, 10);
    expect(result.error).toBe(0);
    expect(result.data.balance).toBe(1000 - 10 + result.data.win);
    expect(t.platform.balance(token)).toBe(result.data.balance);
  });

  it('refuses an unknown session token', async () => {
    const result = await spin('not-a-session');
    expect(result.error).toBe(errorCatalogue.GP_SESSION_INVALID.code);
  });

  it('refuses a bet above the balance and changes nothing', async () => {
    const token = member(5);
    const result = await spin(token, 10);
    expect(result.error).toBe(errorCatalogue.GP_INSUFFICIENT_FUNDS.code);
    expect(t.platform.balance(token)).toBe(5);
    expect(t.platform.calls('settle').filter((c) => c.body.token === token)).toHaveLength(0);
  });

  it('retries a failed call with the same transaction id and succeeds', async () => {
    const token = member(100);
    t.platform.fail('bet', '503', 2);
    const result = await spin(token, 10);
    expect(result.error).toBe(0);
    const bets = t.platform.calls('bet').filter((c) => c.body.token === token);
    expect(bets).toHaveLength(3);
    expect(new Set(bets.map((b) => b.body.transaction_id)).size).toBe(1);
    expect(t.platform.balance(token)).toBe(100 - 10 + result.data.win);
  });

  it('rolls back a bet whose answer was lost when every retry fails', async () => {
    const token = member(100);
    t.platform.fail('bet', 'lost', 1);
    t.platform.fail('bet', 'down', 3);
    const result = await spin(token, 10);
    expect(result.error).toBe(errorCatalogue.GP_WALLET_UNAVAILABLE.code);
    const rollbacks = t.platform.calls('rollback').filter((c) => c.body.token === token);
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]!.body.ref_transaction_id).toBe(t.platform.calls('bet').at(-1)!.body.transaction_id);
    expect(t.platform.balance(token)).toBe(100);
  });

  it('rolls back the bet when the win cannot be delivered, and says so', async () => {
    const token = member(100);
    t.platform.fail('settle', 'down', 4);
    const result = await spin(token, 10);
    expect(result.error).toBe(errorCatalogue.GP_ROUND_REFUNDED.code);
    expect(t.platform.balance(token)).toBe(100);
  });

  it('keeps a settlement whose answer was lost: the platform refuses the rollback, the round stands', async () => {
    const token = member(100);
    t.platform.fail('settle', 'lost', 1);
    t.platform.fail('settle', 'down', 3);
    const result = await spin(token, 10);
    expect(result.error).toBe(0);
    expect(t.platform.balance(token)).toBe(100 - 10 + result.data.win);
  });

  it('finishes a rollback later when the platform is down for it too', async () => {
    const token = member(100);
    t.platform.fail('settle', 'down', 4);
    t.platform.fail('rollback', 'down', 4);
    const result = await spin(token, 10);
    expect(result.error).toBe(errorCatalogue.GP_ROUND_REFUNDED.code);
    expect(t.platform.balance(token)).toBe(90);
    const { rows } = await t.db.query<{ status: string }>(
      `SELECT status FROM gp_rounds WHERE status = 'rollback_pending'`,
    );
    expect(rows).toHaveLength(1);
    await t.sweep();
    expect(t.platform.balance(token)).toBe(100);
  });

  it('settles a baccarat bet once the hand is dealt, even after the session token expired', async () => {
    const token = member(1000);
    const tables = await t.api('GET', '/games/api/baccarat/tables');
    const table = tables.data.tables[0];
    const bet = await t.api('POST', '/games/api/baccarat/bet', token, {
      table: table.id,
      round_no: table.open_round_no,
      bet: 'banker',
      amount: 100,
    });
    expect(bet.error).toBe(0);
    expect(t.platform.balance(token)).toBe(900);
    t.platform.expire(token);
    await t.sweep();
    expect(t.platform.balance(token)).toBe(900); // not dealt yet

    t.clock.now = dealTime(baccaratTables[0]!, table.open_round_no) + 1;
    await t.sweep();
    const history = await t.api('GET', `/games/api/baccarat/tables/${table.id}/history?limit=1`);
    const hand = history.data.hands[0];
    expect(hand.round_no).toBe(table.open_round_no);
    const expected = hand.winner === 'banker' ? 1095 : hand.winner === 'tie' ? 1000 : 900;
    expect(t.platform.balance(token)).toBe(expected);
    t.clock.now = Date.now();
  });

  it('refuses a baccarat bet on a hand whose betting has closed', async () => {
    const token = member(1000);
    const tables = await t.api('GET', '/games/api/baccarat/tables');
    const table = tables.data.tables[0];
    const bet = await t.api('POST', '/games/api/baccarat/bet', token, {
      table: table.id,
      round_no: table.open_round_no - 1,
      bet: 'player',
      amount: 100,
    });
    expect(bet.error).toBe(errorCatalogue.GP_BETTING_CLOSED.code);
    expect(t.platform.balance(token)).toBe(1000);
  });

  it('settles a football bet at the odds taken once the match is over', async () => {
    const token = member(1000);
    const fixtures = await t.api('GET', '/games/api/football/fixtures');
    const round = fixtures.data.upcoming[0];
    const match = round.matches[0];
    const bet = await t.api('POST', '/games/api/football/bet', token, {
      fixture_no: round.fixture_no,
      match: 0,
      selection: 'home',
      amount: 100,
    });
    expect(bet.error).toBe(0);
    expect(bet.data.odds).toBe(match.odds.home);
    t.clock.now = Date.parse(round.result_at) + 1;
    await t.sweep();
    const results = await t.api('GET', '/games/api/football/results?limit=1');
    expect(results.data.rounds[0].fixture_no).toBe(round.fixture_no);
    const played = results.data.rounds[0].matches[0];
    const won = played.result.home_goals > played.result.away_goals;
    expect(t.platform.balance(token)).toBe(won ? Math.round((900 + 100 * match.odds.home) * 100) / 100 : 900);
    t.clock.now = Date.now();
  });

  it('plays demo money without ever calling the platform', async () => {
    const before = t.platform.log.length;
    const demo = await t.api('POST', '/games/api/demo');
    const token = demo.data.token as string;
    const session = await t.api('GET', '/games/api/session', token);
    expect(session.data).toMatchObject({ mode: 'demo', balance: 10000 });
    const result = await t.api('POST', '/games/api/roulette/spin', token, {
      bets: [{ kind: 'red', amount: 100 }],
    });
    expect(result.error).toBe(0);
    expect(result.data.balance).toBe(10000 - 100 + result.data.win);
    expect(t.platform.log.length).toBe(before);
  });

  it('gives ten parallel spins of one player ten distinct nonces and ten debits', async () => {
    const token = member(1000);
    const spins = await Promise.all(Array.from({ length: 10 }, () => spin(token, 1)));
    expect(spins.filter((s) => s.error !== 0)).toEqual([]);
    expect(new Set(spins.map((s) => s.data.nonce)).size).toBe(10);
    const won = spins.reduce((sum, s) => sum + s.data.win, 0);
    expect(t.platform.balance(token)).toBeCloseTo(1000 - 10 + won, 2);
  });

  it('settles a due bet once even when several sweeps run at the same time', async () => {
    const token = member(1000);
    const fixtures = await t.api('GET', '/games/api/football/fixtures');
    const round = fixtures.data.upcoming[1];
    const bet = await t.api('POST', '/games/api/football/bet', token, {
      fixture_no: round.fixture_no,
      match: 2,
      selection: 'under',
      amount: 50,
    });
    expect(bet.error).toBe(0);
    t.clock.now = Date.parse(round.result_at) + 1;
    await Promise.all([t.sweep(), t.sweep(), t.sweep()]);
    t.clock.now = Date.now();
    const settles = t.platform.calls('settle').filter((c) => c.body.round_id === bet.data.round_id);
    expect(settles).toHaveLength(1);
  });

  it('forgets demo sessions a day after they started', async () => {
    const demo = await t.api('POST', '/games/api/demo');
    const token = demo.data.token as string;
    await t.api('POST', '/games/api/fishing/shoot', token, { fish: 'squid', stake: 1 });
    expect((await t.api('GET', '/games/api/session', token)).error).toBe(0);
    t.clock.now = Date.now() + 86_400_000 + 60_000;
    expect(await purgeDemoPlayers({ db: t.db, now: () => t.clock.now })).toBeGreaterThan(0);
    t.clock.now = Date.now();
    expect((await t.api('GET', '/games/api/session', token)).error).toBe(
      errorCatalogue.GP_SESSION_INVALID.code,
    );
  });

  it('serves each game page at /games/<code>/ and nothing for unknown codes', async () => {
    for (const code of ['builtin-slot-thai', 'builtin-baccarat', 'builtin-football', 'verify']) {
      const page = await t.app.inject({ method: 'GET', url: `/games/${code}/?mode=demo&lang=th` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<html lang="th">');
    }
    const bare = await t.app.inject({ method: 'GET', url: '/games/builtin-roulette?token=x' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/games/builtin-roulette/?token=x');
    expect((await t.app.inject({ method: 'GET', url: '/games/not-a-game/' })).statusCode).toBe(404);
  });

  it("answers favicon.ico anywhere under /games with the site's icon, and each page names it", async () => {
    const icon = readFileSync('web-app/public/demo/logo.svg');
    for (const url of [
      '/games/favicon.ico',
      '/games/builtin-slot-thai/favicon.ico',
      '/games/anything/favicon.ico',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      expect(answer.rawPayload.equals(icon)).toBe(true);
    }
    const page = await t.app.inject({ method: 'GET', url: '/games/verify/' });
    expect(page.body).toContain('<link rel="icon" href="/demo/logo.svg" />');
  });
});
