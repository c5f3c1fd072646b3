import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hash } from '@node-rs/argon2';
import { toSatang } from '@contract/money';
import { claimBet, findGameSession } from '@server/games/seamless/seamless-repository';
import { memberWallets, transfer, transferArgs } from '@server/ledger';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { bet, fundedMember, launch, mainBalance, seamlessCall, txId } from './helpers';
import { autocommit } from '@server/db/db';

/** A game session ends with the member session that launched it, and bets only on its own game. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const SLOT = 'builtin-slot-thai';
const move = (token: string, id: string, round: string, amount: number, game = SLOT) =>
  bet(token, id, amount, round, game);

const player = async (baht = 100, game = SLOT) => {
  const member = await fundedMember(app, baht);
  return { ...member, session: await launch(app, member, game) };
};

const mainBalanceOf = async (memberId: number) =>
  (await memberWallets(app.db, memberId)).find((wallet) => wallet.walletTypeId === 1)!.balance;

/** A bet that went through, so the test can settle or roll it back after the session ended. */
const openBet = async (session: string, amount = 10) => {
  const round = `r-${randomUUID()}`;
  const answer = await seamlessCall(app, 'bet', move(session, txId('bet'), round, amount));
  expect(answer.error).toBe(0);
  return round;
};

describe('game sessions end with the member', () => {
  it('refuses bets and balance after logout, and still takes the settlement of an earlier bet', async () => {
    const p = await player(100);
    const round = await openBet(p.session);
    expect((await call(app, 'POST', '/api/logout', { token: p.token })).error).toBe(0);
    const late = await seamlessCall(app, 'bet', move(p.session, txId('bet'), `r-${randomUUID()}`, 10));
    expect(late.error).toBe(4103);
    expect((await seamlessCall(app, 'balance', { token: p.session })).error).toBe(4103);
    const settled = await seamlessCall(app, 'settle', move(p.session, txId('win'), round, 25));
    expect(settled).toMatchObject({ error: 0, data: { balance: 115 } });
  });

  it('refuses bets after a password change, and rolls back an earlier bet', async () => {
    const p = await player(100);
    await app.db.query(`UPDATE members SET password_hash = $2 WHERE id = $1`, [
      p.id,
      await hash('oldpass123'),
    ]);
    const round = await openBet(p.session);
    const bet = (
      await app.db.query<{ transaction_id: string }>(
        `SELECT transaction_id FROM seamless_transactions WHERE member_id = $1 AND kind = 'bet'`,
        [p.id],
      )
    ).rows[0]!.transaction_id;
    const changed = await call(app, 'POST', '/api/member/change_password', {
      token: p.token,
      body: { old_password: 'oldpass123', new_password: 'newpass987' },
    });
    expect(changed.error).toBe(0);
    const late = await seamlessCall(app, 'bet', move(p.session, txId('bet'), `r-${randomUUID()}`, 10));
    expect(late.error).toBe(4103);
    const undone = await seamlessCall(app, 'rollback', {
      token: p.session,
      transaction_id: txId('rb'),
      ref_transaction_id: bet,
      round_id: round,
      game_id: SLOT,
    });
    expect(undone).toMatchObject({ error: 0, data: { balance: 100 } });
  });

  it('refuses bets after a password reset by SMS code', async () => {
    const p = await player(100);
    const asked = await call(app, 'POST', '/api/reset_password', {
      body: { phone: p.phone },
      headers: { 'x-forwarded-for': '10.9.8.7' },
    });
    expect(asked.error).toBe(0);
    const sms = await app.db.query<{ body: string }>(
      `SELECT body FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1`,
      [p.phone],
    );
    const otp = /\d{6}/.exec(sms.rows[0]!.body)![0];
    const reset = await call(app, 'POST', '/api/reset_password_v2', {
      body: { phone: p.phone, ref: asked.data.ref, otp, new_password: 'newpass987' },
    });
    expect(reset.error).toBe(0);
    const late = await seamlessCall(app, 'bet', move(p.session, txId('bet'), `r-${randomUUID()}`, 10));
    expect(late.error).toBe(4103);
    expect(await mainBalanceOf(p.id)).toBe(10_000);
  });

  it('refuses bets of a disabled member, and still settles', async () => {
    const p = await player(100);
    const round = await openBet(p.session);
    await app.db.query(`UPDATE members SET status = 'disabled' WHERE id = $1`, [p.id]);
    const late = await seamlessCall(app, 'bet', move(p.session, txId('bet'), `r-${randomUUID()}`, 10));
    expect(late.error).toBe(2017);
    expect((await seamlessCall(app, 'settle', move(p.session, txId('win'), round, 5))).error).toBe(0);
    await app.db.query(`UPDATE members SET status = 'active' WHERE id = $1`, [p.id]);
    expect(await mainBalance(app, p.token)).toBe(95);
  });

  it('refuses a replay of an earlier bet after logout or disable, as it did before claiming', async () => {
    const p = await player(100);
    const id = txId('bet');
    const round = `r-${randomUUID()}`;
    expect((await seamlessCall(app, 'bet', move(p.session, id, round, 10))).error).toBe(0);
    await app.db.query(`UPDATE members SET status = 'disabled' WHERE id = $1`, [p.id]);
    expect((await seamlessCall(app, 'bet', move(p.session, id, round, 10))).error).toBe(2017);
    await app.db.query(`UPDATE members SET status = 'active' WHERE id = $1`, [p.id]);
    expect((await seamlessCall(app, 'bet', move(p.session, id, round, 10))).error).toBe(0);
    await call(app, 'POST', '/api/logout', { token: p.token });
    expect((await seamlessCall(app, 'bet', move(p.session, id, round, 10))).error).toBe(4103);
    expect(await mainBalanceOf(p.id)).toBe(9_000);
  });

  it('refuses bets once staff end the game session, though its fixed fields are kept in memory', async () => {
    const p = await player(100);
    const round = await openBet(p.session);
    await app.db.query(`UPDATE game_sessions SET expires_at = now() WHERE member_id = $1`, [p.id]);
    const late = await seamlessCall(app, 'bet', move(p.session, txId('bet'), `r-${randomUUID()}`, 10));
    expect(late.error).toBe(4103);
    expect((await seamlessCall(app, 'settle', move(p.session, txId('win'), round, 4))).error).toBe(0);
    expect(await mainBalanceOf(p.id)).toBe(9_400);
  });

  it('checks inside the bet statement: a session read before logout cannot bet after it', async () => {
    const p = await player(100);
    const found = (await findGameSession(app.db, p.session))!;
    await call(app, 'POST', '/api/logout', { token: p.token });
    const id = txId('bet');
    const attempt = claimBet(
      app.db,
      {
        providerId: found.provider_id,
        transactionId: id,
        session: found,
        roundId: 'r-race',
        gameCode: SLOT,
        amount: toSatang(10),
      },
      transferArgs({
        key: `seamless:builtin:bet:${id}`,
        from: { walletId: found.wallet_id },
        to: { house: 'game:builtin' },
        amount: toSatang(10),
        kind: 'bet',
        description: 'เดิมพันทดสอบ',
      }),
      new Date(),
    );
    await expect(attempt).rejects.toMatchObject({ reason: 'SEAMLESS_TOKEN_EXPIRED' });
    const { rows } = await app.db.query(`SELECT 1 FROM seamless_transactions WHERE transaction_id = $1`, [
      id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('a game session bets only on its own game', () => {
  it('refuses a bet for another game with a slot session, and moves nothing', async () => {
    const p = await player(100);
    for (const game of ['builtin-roulette', 'builtin-baccarat', 'builtin-slot-freespin']) {
      const answer = await seamlessCall(
        app,
        'bet',
        move(p.session, txId('bet'), `r-${randomUUID()}`, 10, game),
      );
      expect(answer.error).toBe(4112);
    }
    expect(await mainBalance(app, p.token)).toBe(100);
    expect(
      (await seamlessCall(app, 'bet', move(p.session, txId('bet'), `r-${randomUUID()}`, 10))).error,
    ).toBe(0);
  });

  it("refuses a bet from a wallet whose type may not play the session's game", async () => {
    const member = await fundedMember(app, 0);
    await transfer(autocommit(app.db), {
      key: `promo-${member.id}`,
      from: { house: 'promotions' },
      to: { member: member.id, walletTypeId: 2 },
      amount: toSatang(50),
      kind: 'bonus',
      description: 'โบนัสทดสอบ',
    });
    const wallets = await call(app, 'POST', '/api/member/wallets', { token: member.token });
    const promo = wallets.data.find((w: { wallet_type_id: number }) => w.wallet_type_id === 2);
    const session = await launch(app, { token: member.token, walletId: promo.id }, SLOT);
    // A session whose game is outside its wallet's categories (as a provider sharing one session across its
    // games would have it): the bet statement refuses it.
    await app.db.query(
      `UPDATE game_sessions SET game_id = (SELECT id FROM games WHERE code = 'builtin-roulette')
        WHERE member_id = $1`,
      [member.id],
    );
    const answer = await seamlessCall(
      app,
      'bet',
      move(session, txId('bet'), `r-${randomUUID()}`, 10, 'builtin-roulette'),
    );
    expect(answer.error).toBe(4002);
    const after = await call(app, 'POST', '/api/member/wallets', { token: member.token });
    expect(after.data.find((w: { wallet_type_id: number }) => w.wallet_type_id === 2).balance).toBe(50);
  });
});
