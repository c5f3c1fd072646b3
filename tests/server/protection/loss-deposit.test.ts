import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { errorCatalogue } from '@contract/errors';
import { transfer } from '@server/ledger';
import { call } from '@tests/server/helpers/test-app';
import { openRound } from '@tests/server/lotto/lotto-helpers';
import {
  createProtectionApp,
  fundedMember,
  gameLink,
  launch,
  limitOf,
  safety,
  setLimit,
  slotBet,
  transferOrder,
  slotSettle,
  type Player,
} from './protection-helpers';
import { autocommit } from '@server/db/db';
import { ORDER_TTL_SECONDS } from '@server/payments/constants';

/** Loss and deposit limits count to the satang, across games and lotto, and start again with their period. */
let t: Awaited<ReturnType<typeof createProtectionApp>>;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createProtectionApp();
  app = t.app;
});
afterAll(async () => app.close());

const code = (reason: keyof typeof errorCatalogue) => errorCatalogue[reason].code;

const bill = async (m: Player, amount: number) =>
  call(app, 'POST', '/api/lotto/bill/create', {
    token: m.token,
    body: {
      round_id: await openRound(app, t.now()),
      lines: [{ bet_type: 'two_top', number: '34', amount }],
      request_id: randomUUID(),
    },
  });

const deposited = (m: Player, baht: number) =>
  transfer(autocommit(app.db), {
    key: `test-deposit:${randomUUID()}`,
    from: { house: 'adjustments' },
    to: { member: m.id, walletTypeId: 1 },
    amount: toSatang(baht),
    kind: 'deposit',
    description: 'ฝากเงินทดสอบ',
  });

describe('a daily loss limit', () => {
  it('takes stakes up to the limit exactly, counts wins, rollbacks and lotto, and opens again the next day', async () => {
    const m = await fundedMember(app, 1000);
    const session = await launch(app, m);
    await setLimit(app, m.token, 'loss_day', 100);

    expect((await slotBet(app, session, 60, 'r-a')).error).toBe(0);
    const over = await slotBet(app, session, 40.01);
    expect(over.error).toBe(code('PLAYER_LOSS_LIMIT'));
    expect(over.message).toContain('40.00 บาท');
    expect((await slotBet(app, session, 40)).error).toBe(0);
    expect((await slotBet(app, session, 0.01)).error).toBe(code('PLAYER_LOSS_LIMIT'));
    expect((await gameLink(app, m)).error).toBe(code('PLAYER_LOSS_LIMIT'));

    // A win is never blocked and makes room: 100 lost, 30 won back.
    expect((await slotSettle(app, session, 'r-a', 30)).error).toBe(0);
    expect(limitOf((await safety(app, m.token)).data, 'loss_day').used).toBe(70);
    expect((await bill(m, 31)).error).toBe(code('PLAYER_LOSS_LIMIT'));
    expect((await bill(m, 30)).error).toBe(0);
    expect((await slotBet(app, session, 0.01)).error).toBe(code('PLAYER_LOSS_LIMIT'));

    const status = (await safety(app, m.token)).data;
    expect(status.blocked.reason).toBe('PLAYER_LOSS_LIMIT');
    t.setNow(new Date(limitOf(status, 'loss_day').resets_at!));
    expect((await slotBet(app, session, 50)).error).toBe(0);
    t.setNow(new Date());
  });

  it('counts a rolled-back bet as nothing lost', async () => {
    const m = await fundedMember(app, 500);
    const session = await launch(app, m);
    await setLimit(app, m.token, 'loss_day', 50);
    const bet = await slotBet(app, session, 50, 'r-roll');
    expect(bet.error).toBe(0);
    expect((await slotBet(app, session, 1)).error).toBe(code('PLAYER_LOSS_LIMIT'));
    const { rows } = await app.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM seamless_transactions WHERE round_id = 'r-roll' AND member_id = $1`,
      [m.id],
    );
    const { seamlessCall, txId } = await import('@tests/server/games-platform/helpers');
    const rolled = await seamlessCall(app, 'rollback', {
      token: session,
      transaction_id: txId('rb'),
      ref_transaction_id: rows[0]!.transaction_id,
      round_id: 'r-roll',
      game_id: 'builtin-slot-thai',
      amount: 50,
      currency: 'THB',
    });
    expect(rolled.error).toBe(0);
    expect((await slotBet(app, session, 50)).error).toBe(0);
  });
});

describe('a deposit limit', () => {
  it('refuses an order over what is left, with the amount still allowed; open orders count; the next day opens again', async () => {
    await t.today(); // the deposits below are stamped by PostgreSQL's clock, the limit's day by the app's
    const m = await fundedMember(app, 0);
    await setLimit(app, m.token, 'deposit_day', 500);
    await deposited(m, 150);
    expect((await transferOrder(app, m, 200)).error).toBe(0); // open: counts (as asked) until it expires or is paid
    const over = await transferOrder(app, m, 151);
    expect(over.error).toBe(code('PLAYER_DEPOSIT_LIMIT'));
    expect(over.data).toMatchObject({ allowed: 150 });
    expect(over.message).toContain('ฝากได้อีก 150.00 บาท');
    expect((await transferOrder(app, m, 150)).error).toBe(0);

    const usage = limitOf((await safety(app, m.token)).data, 'deposit_day');
    expect(usage.used).toBe(500);
    // The next day, once the two orders have expired: an order still open at midnight (made in its last quarter
    // hour) counts on the new day too, until it expires (CI ran this test at 23:59 Bangkok time once).
    const expired = t.now().getTime() + (ORDER_TTL_SECONDS + 60) * 1000;
    t.setNow(new Date(Math.max(Date.parse(usage.resets_at!), expired)));
    expect(limitOf((await safety(app, m.token)).data, 'deposit_day').used).toBe(0);
    t.setNow(new Date());
  });

  it('holds a weekly limit that is tighter than the daily one', async () => {
    const m = await fundedMember(app, 0);
    await setLimit(app, m.token, 'deposit_day', 1000);
    await setLimit(app, m.token, 'deposit_week', 300);
    const over = await transferOrder(app, m, 301);
    expect(over.error).toBe(code('PLAYER_DEPOSIT_LIMIT'));
    expect(over.message).toContain('รายสัปดาห์');
    expect(over.data.allowed).toBe(300);
  });
});

describe('self-exclusion', () => {
  it('stops play, deposits and every bonus offer, and nobody can lift or shorten it', async () => {
    const m = await fundedMember(app, 100);
    const refused = await call(app, 'POST', '/api/member/safety/self-exclude', {
      token: m.token,
      body: { duration: '6m' },
    });
    expect(refused.status).toBe(400); // the confirmation is required
    const excluded = await call(app, 'POST', '/api/member/safety/self-exclude', {
      token: m.token,
      body: { duration: '1y', confirm: true },
    });
    expect(excluded.data.exclusion.kind).toBe('self_exclusion');
    expect((await gameLink(app, m)).error).toBe(code('PLAYER_SELF_EXCLUDED'));
    expect((await transferOrder(app, m, 100)).error).toBe(code('PLAYER_SELF_EXCLUDED'));
    expect((await call(app, 'GET', '/api/promotion/list', { token: m.token })).data.items).toEqual([]);
    expect((await call(app, 'GET', '/api/banner', { token: m.token })).data).toEqual([]);

    const shorter = await call(app, 'POST', '/api/member/safety/self-exclude', {
      token: m.token,
      body: { duration: '6m', confirm: true },
    });
    expect(shorter.error).toBe(code('PROTECTION_SHORTEN_REFUSED'));
    const timeout = await call(app, 'POST', '/api/member/safety/timeout', {
      token: m.token,
      body: { duration: '6w' },
    });
    expect(timeout.error).toBe(code('PROTECTION_SHORTEN_REFUSED'));
    // Not even by hand in the database.
    await expect(
      app.db.query(`UPDATE member_protection SET excluded_until = now() WHERE member_id = $1`, [m.id]),
    ).rejects.toThrow(/PROTECTION_SHORTEN_REFUSED/);
    await expect(app.db.query(`DELETE FROM member_protection WHERE member_id = $1`, [m.id])).rejects.toThrow(
      /PROTECTION_SHORTEN_REFUSED/,
    );
    await expect(
      app.db.query(`UPDATE member_protection SET exclusion_kind = 'timeout' WHERE member_id = $1`, [m.id]),
    ).rejects.toThrow(/PROTECTION_SHORTEN_REFUSED/);
    const status = (await safety(app, m.token)).data;
    expect(status.exclusion.until).toBe(excluded.data.exclusion.until);

    t.setNow(new Date(excluded.data.exclusion.until));
    expect((await gameLink(app, m)).error).toBe(0);
    expect((await call(app, 'GET', '/api/banner', { token: m.token })).data.length).toBeGreaterThan(0);
    t.setNow(new Date());
  });
});
