import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { checkLedger } from '@server/ledger';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { call } from '@tests/server/helpers/test-app';
import { openRound } from '@tests/server/lotto/lotto-helpers';
import { givePoints, money, nothing, setWheel, spin } from '@tests/server/rewards/wheel-helpers';
import { mainBalance } from '@tests/server/games-platform/helpers';
import {
  createProtectionApp,
  fundedMember,
  gameLink,
  launch,
  MINUTE,
  setLimit,
  slotBet,
  transferOrder,
  slotSettle,
  type Player,
} from './protection-helpers';

/**
 * Every entry point that stakes or deposits refuses a member in a time-out, and lets them in again exactly when
 * it ends (the clock moves; nothing sleeps). Withdrawals and settlements are never blocked.
 */
let t: Awaited<ReturnType<typeof createProtectionApp>>;
let app: FastifyInstance;
let staff: { token: string };
beforeAll(async () => {
  t = await createProtectionApp();
  app = t.app;
  staff = await insertStaff(app, 'marketing');
  await setWheel(app, staff.token, [money(1), nothing()], { pointsPerSpin: 1 });
});
afterAll(async () => app.close());

const code = (reason: keyof typeof errorCatalogue) => errorCatalogue[reason].code;

const billOf = async (m: Player) =>
  call(app, 'POST', '/api/lotto/bill/create', {
    token: m.token,
    body: {
      round_id: await openRound(app, t.now()),
      lines: [{ bet_type: 'two_top', number: '12', amount: 5 }],
      request_id: randomUUID(),
    },
  });

/** The answer of every gate for the member now: launch, a bet on an open session, a bill, a spin, a deposit. */
const gates = async (m: Player, session: string) => {
  await givePoints(app, m.id, 1);
  return {
    launch: (await gameLink(app, m)).error,
    bet: (await slotBet(app, session, 1)).error,
    bill: (await billOf(m)).error,
    spin: (await spin(app, m.token)).error,
    deposit: (await transferOrder(app, m, 100)).error,
  };
};

const all = (value: number) => ({ launch: value, bet: value, bill: value, spin: value, deposit: value });

describe('a time-out', () => {
  it('refuses every stake and deposit until it ends, then allows them again; withdrawals and wins go through', async () => {
    const m = await fundedMember(app, 1000);
    const session = await launch(app, m);
    const open = await slotBet(app, session, 10, 'r-before');
    expect(open.error).toBe(0);

    const started = await call(app, 'POST', '/api/member/safety/timeout', {
      token: m.token,
      body: { duration: '24h' },
    });
    expect(started.error).toBe(0);
    const until = Date.parse(started.data.exclusion.until);
    expect(until - t.now().getTime()).toBe(24 * 60 * MINUTE);
    expect(started.data.blocked.reason).toBe('PLAYER_TIMED_OUT');

    expect(await gates(m, session)).toEqual(all(code('PLAYER_TIMED_OUT')));
    const refused = await gameLink(app, m);
    expect(refused.message).toMatch(/พักการเล่น.*\d{2}\/\d{2}\/25\d{2} \d{2}:\d{2}/);

    // Wins of a bet made before, and withdrawals, are never blocked.
    const withdrawn = await call(app, 'POST', '/api/member/withdraw', {
      token: m.token,
      body: { amount: 100, request_id: randomUUID() },
    });
    expect(withdrawn.error).toBe(0);
    expect((await slotSettle(app, session, 'r-before', 25)).error).toBe(0);

    t.setNow(new Date(until - 1));
    expect((await gameLink(app, m)).error).toBe(code('PLAYER_TIMED_OUT'));
    t.setNow(new Date(until));
    expect(await gates(m, session)).toEqual(all(0));
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('is only ever lengthened: a shorter one is refused, a longer one replaces it', async () => {
    const m = await fundedMember(app, 0);
    await call(app, 'POST', '/api/member/safety/timeout', { token: m.token, body: { duration: '7d' } });
    const shorter = await call(app, 'POST', '/api/member/safety/timeout', {
      token: m.token,
      body: { duration: '24h' },
    });
    expect(shorter.error).toBe(code('PROTECTION_SHORTEN_REFUSED'));
    const longer = await call(app, 'POST', '/api/member/safety/timeout', {
      token: m.token,
      body: { duration: '6w' },
    });
    expect(longer.error).toBe(0);
    expect(Date.parse(longer.data.exclusion.until) - t.now().getTime()).toBe(42 * 24 * 60 * MINUTE);
  });
});

describe('a session time limit', () => {
  it('refuses play once the login session is that old, and a new login starts a new session', async () => {
    const m = await fundedMember(app, 1000);
    const session = await launch(app, m);
    await setLimit(app, m.token, 'session', 30);
    const start = (
      await app.db.query<{ created_at: Date }>(`SELECT created_at FROM sessions WHERE member_id = $1`, [m.id])
    ).rows[0]!.created_at;
    t.setNow(new Date(start.getTime() + 30 * MINUTE - 1));
    expect((await slotBet(app, session, 1)).error).toBe(0);
    // +1 ms: PostgreSQL keeps microseconds that the JavaScript Date of the start dropped.
    t.setNow(new Date(start.getTime() + 30 * MINUTE + 1));
    const refused = await slotBet(app, session, 1);
    expect(refused.error).toBe(code('PLAYER_SESSION_LIMIT'));
    expect(refused.message).toContain('30 นาที');
    expect((await gameLink(app, m)).error).toBe(code('PLAYER_SESSION_LIMIT'));
    expect((await billOf(m)).error).toBe(code('PLAYER_SESSION_LIMIT'));
    // A fresh login (its own start) may play again.
    const login = await freshSession(m.id);
    const again = { ...m, token: login };
    expect((await gameLink(app, again)).error).toBe(0);
    t.setNow(new Date());
  });
});

/** A new login session of the member, started at the test's clock. */
const freshSession = async (memberId: number) => {
  const { createSession, hashToken } = await import('@server/plugins/auth');
  const token = await createSession(app.db, memberId, 1);
  await app.db.query(`UPDATE sessions SET created_at = $2 WHERE token_hash = $1`, [
    hashToken(token),
    t.now(),
  ]);
  return token;
};

describe('the main balance after refusals', () => {
  it('is untouched by refused stakes', async () => {
    const m = await fundedMember(app, 200);
    const session = await launch(app, m);
    await call(app, 'POST', '/api/member/safety/timeout', { token: m.token, body: { duration: '24h' } });
    await gates(m, session);
    expect(await mainBalance(app, m.token)).toBe(200);
    t.setNow(new Date());
  });
});
