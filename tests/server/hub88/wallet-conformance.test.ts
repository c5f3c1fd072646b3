import { describe, expect, it } from 'vitest';
import { call } from '@tests/server/helpers/test-app';
import { mainBalance } from '@tests/server/games-platform/helpers';
import { setLimit } from '@tests/server/protection/protection-helpers';
import { betBody, units } from '@tests/server/helpers/hub88-stand-in';
import { hub88WalletSetup } from './wallet-fixtures';

// Every wallet scenario of Hub88's Operator API documentation (server/src/games/hub88/README.md) against our
// endpoints, sent by the Hub88 stand-in. PGlite by default; PostgreSQL when DATABASE_URL is set (the parallel
// cases then truly overlap). After each scenario the ledger check passes.
// Signatures, user info, balance and bets here; idempotency, wins and rollbacks in wallet-conformance-settle.test.ts.
const { app, hub88, game, player } = await hub88WalletSetup();

describe(`Hub88 wallet: signatures (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses a missing signature, another key, a body changed after signing; moves nothing; signs every answer', async () => {
    const { member, session } = await player(100);
    const bet = betBody(session, 10);
    for (const signature of ['none', 'other', 'tampered'] as const) {
      const sent = await hub88.send('transaction/bet', bet, { signature });
      expect(sent.http).toBe(200);
      expect(sent.answer).toEqual({
        status: 'RS_ERROR_INVALID_SIGNATURE',
        request_uuid: bet.request_uuid,
        user: session.user,
      });
      expect(sent.signed).toBe(true);
    }
    expect(await mainBalance(app, member.token)).toBe(100);
    const good = await hub88.send('transaction/bet', bet);
    expect(good.signed).toBe(true);
    expect(good.answer.status).toBe('RS_OK');
  });

  it('checks the signature before the body: unsigned garbage is an invalid signature, signed garbage bad syntax', async () => {
    expect(
      (await hub88.send('transaction/bet', {}, { raw: '{not json', signature: 'none' })).answer.status,
    ).toBe('RS_ERROR_INVALID_SIGNATURE');
    const garbage = await hub88.send('transaction/bet', {}, { raw: '{not json' });
    expect(garbage.answer).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
    expect(garbage.signed).toBe(true);
  });
});

describe('Hub88 wallet: user info and balance', () => {
  it('answers /user/info without personal data, and the disabled user as disabled', async () => {
    const { member, session } = await player(5);
    const info = await hub88.send('user/info', { user: session.user, request_uuid: 'r-1' });
    expect(info.answer).toMatchObject({
      status: 'RS_OK',
      user: session.user,
      request_uuid: 'r-1',
      country: 'TH',
    });
    expect(info.answer.registration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(info.answer)).not.toContain(member.phone);
    const unknown = await hub88.send('user/info', { user: 'nobody-at-all', request_uuid: 'r-2' });
    expect(unknown.answer.status).toBe('RS_ERROR_UNKNOWN');
    await app.db.query(`UPDATE members SET status = 'disabled' WHERE id = $1`, [member.id]);
    const disabled = await hub88.send('user/info', { user: session.user, request_uuid: 'r-3' });
    expect(disabled.answer.status).toBe('RS_ERROR_USER_DISABLED');
  });

  it('answers the balance in 1/100,000 baht; an unknown token, another user or an expired session are refused', async () => {
    const { session } = await player(123.45);
    const body = { user: session.user, token: session.token, request_uuid: 'b-1', game_code: game };
    expect((await hub88.send('user/balance', body)).answer).toEqual({
      status: 'RS_OK',
      user: session.user,
      request_uuid: 'b-1',
      currency: 'THB',
      balance: 12_345_000,
    });
    expect((await hub88.send('user/balance', { ...body, game_code: null })).answer.status).toBe('RS_OK');
    expect((await hub88.send('user/balance', { ...body, token: 'x'.repeat(43) })).answer.status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const other = await player(1);
    expect((await hub88.send('user/balance', { ...body, user: other.session.user })).answer.status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const expired = await player(1, -1);
    expect(
      (
        await hub88.send('user/balance', {
          ...body,
          user: expired.session.user,
          token: expired.session.token,
        })
      ).answer.status,
    ).toBe('RS_ERROR_TOKEN_EXPIRED');
  });
});

describe('Hub88 wallet: bets', () => {
  it('debits a bet and answers the balance after it, with the request echoed; counts it in its catalogue category', async () => {
    const { member, session } = await player(100);
    const bet = betBody(session, 12.5);
    const sent = await hub88.send('transaction/bet', bet);
    expect(sent.answer).toEqual({
      status: 'RS_OK',
      user: session.user,
      request_uuid: bet.request_uuid,
      currency: 'THB',
      balance: units(87.5),
    });
    expect(await mainBalance(app, member.token)).toBe(87.5);
    const { rows } = await app.db.query<{ category: string; stake: number }>(
      `SELECT category, stake FROM member_play WHERE member_id = $1`,
      [member.id],
    );
    expect(rows).toEqual([{ category: 'slot', stake: 1250 }]);
  });

  it('refuses a malformed bet by the documented statuses and moves nothing', async () => {
    const { member, session } = await player(100);
    const bet = betBody(session, 10);
    const { amount: _amount, ...missing } = bet;
    expect((await hub88.send('transaction/bet', missing)).answer.status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await hub88.send('transaction/bet', { ...bet, amount: '1000000' })).answer.status).toBe(
      'RS_ERROR_WRONG_TYPES',
    );
    // Finer than a satang: refused, never rounded.
    expect((await hub88.send('transaction/bet', { ...bet, amount: 1_000_500 })).answer.status).toBe(
      'RS_ERROR_WRONG_TYPES',
    );
    expect((await hub88.send('transaction/bet', { ...bet, currency: 'EUR' })).answer.status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
    expect(
      (await hub88.send('transaction/bet', { ...bet, game_code: 'hub88-no-such-game' })).answer.status,
    ).toBe('RS_ERROR_INVALID_GAME');
    expect((await hub88.send('transaction/bet', { ...bet, token: 'y'.repeat(43) })).answer.status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect(await mainBalance(app, member.token)).toBe(100);
  });

  it('refuses a bet above the balance with the real balance, and a disabled member', async () => {
    const { member, session } = await player(40.25);
    const refused = await hub88.send('transaction/bet', betBody(session, 50));
    expect(refused.answer).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: units(40.25),
      currency: 'THB',
    });
    await app.db.query(`UPDATE members SET status = 'disabled' WHERE id = $1`, [member.id]);
    expect((await hub88.send('transaction/bet', betBody(session, 1))).answer.status).toBe(
      'RS_ERROR_USER_DISABLED',
    );
    const { rows } = await app.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE id = $1`,
      [member.walletId],
    );
    expect(Number(rows[0]!.balance)).toBe(4025);
  });

  it('refuses a bet on an expired session, and the protection gates: a time-out, a loss limit', async () => {
    const expired = await player(100, -1);
    expect((await hub88.send('transaction/bet', betBody(expired.session, 1))).answer.status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    const limited = await player(100);
    expect((await setLimit(app, limited.member.token, 'loss_day', 10)).error).toBe(0);
    expect((await hub88.send('transaction/bet', betBody(limited.session, 20))).answer.status).toBe(
      'RS_ERROR_LIMIT_REACHED',
    );
    const paused = await player(100);
    await call(app, 'POST', '/api/member/safety/timeout', {
      token: paused.member.token,
      body: { duration: '24h' },
    });
    expect((await hub88.send('transaction/bet', betBody(paused.session, 1))).answer.status).toBe(
      'RS_ERROR_USER_DISABLED',
    );
    expect(await mainBalance(app, limited.member.token)).toBe(100);
    expect(await mainBalance(app, paused.member.token)).toBe(100);
  });
});
