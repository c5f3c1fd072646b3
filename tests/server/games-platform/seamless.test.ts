import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import {
  claimRollback,
  findGameSession,
  findSeamlessProvider,
} from '@server/games/seamless/seamless-repository';
import { memberWallets, transfer, transferArgs, transferTemplate } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember, launch, mainBalance, seamlessCall, txId } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const game = 'builtin-slot-thai';
const bet = (token: string, id: string, amount: number, round = `r-${id}`) => ({
  token,
  transaction_id: id,
  round_id: round,
  game_id: game,
  amount,
  currency: 'THB',
});
const settle = (token: string, id: string, round: string, amount: number) => ({
  token,
  transaction_id: id,
  round_id: round,
  game_id: game,
  amount,
  currency: 'THB',
});
const rollback = (token: string, id: string, ref: string, round: string) => ({
  token,
  transaction_id: id,
  ref_transaction_id: ref,
  round_id: round,
  game_id: game,
});

const player = async (baht = 100) => {
  const member = await fundedMember(app, baht);
  return { ...member, session: await launch(app, member) };
};

describe('seamless wallet: signatures', () => {
  it('answers the balance of the session wallet to a correctly signed call', async () => {
    const p = await player(123.45);
    const answer = await seamlessCall(app, 'balance', { token: p.session });
    expect(answer).toMatchObject({ status: 200, error: 0, data: { balance: 123.45 } });
  });

  it('refuses a bad signature, a missing signature and a foreign secret with 4101 and moves nothing', async () => {
    const p = await player();
    const id = txId();
    const wrong = await seamlessCall(app, 'bet', bet(p.session, id, 10), { signature: 'ab'.repeat(32) });
    const missing = await seamlessCall(app, 'bet', bet(p.session, id, 10), { signature: null });
    const foreign = await seamlessCall(app, 'bet', bet(p.session, id, 10), { secret: 'x'.repeat(64) });
    for (const answer of [wrong, missing, foreign])
      expect([answer.status, answer.error]).toEqual([401, 4101]);
    expect(await mainBalance(app, p.token)).toBe(100);
  });

  it('refuses a stale timestamp, a future one and a header that differs from the signed body', async () => {
    const p = await player();
    const old = await seamlessCall(
      app,
      'balance',
      { token: p.session },
      { timestamp: Date.now() - 6 * 60_000 },
    );
    const future = await seamlessCall(
      app,
      'balance',
      { token: p.session },
      { timestamp: Date.now() + 6 * 60_000 },
    );
    const edited = await seamlessCall(
      app,
      'balance',
      { token: p.session },
      { headerTimestamp: String(Date.now() + 1) },
    );
    for (const answer of [old, future, edited]) expect(answer.error).toBe(4109);
  });

  it('refuses an unknown or disabled provider', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/seamless/nobody/balance',
      payload: { token: 'x' },
    });
    expect(response.json().error).toBe(4110);
  });
});

describe('seamless wallet: the rules of DOMAIN.md', () => {
  it('debits a bet once and answers a replay with the first answer and the current balance', async () => {
    const p = await player(100);
    const id = txId('bet');
    const first = await seamlessCall(app, 'bet', bet(p.session, id, 12.5));
    expect(first).toMatchObject({ error: 0, data: { balance: 87.5 } });
    const win = await seamlessCall(app, 'settle', settle(p.session, txId('win'), `r-${id}`, 20));
    expect(win.data.balance).toBe(107.5);
    const replay = await seamlessCall(app, 'bet', bet(p.session, id, 12.5));
    expect(replay).toMatchObject({
      error: 0,
      data: { balance: 107.5, transaction_id: first.data.transaction_id },
    });
    expect(await mainBalance(app, p.token)).toBe(107.5);
  });

  it('refuses the same id with another amount, member or round (4105)', async () => {
    const p = await player(100);
    const q = await player(100);
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-a'));
    const amount = await seamlessCall(app, 'bet', bet(p.session, id, 11, 'round-a'));
    const round = await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-b'));
    const member = await seamlessCall(app, 'bet', bet(q.session, id, 10, 'round-a'));
    for (const answer of [amount, round, member]) expect(answer.error).toBe(4105);
    expect(await mainBalance(app, p.token)).toBe(90);
    expect(await mainBalance(app, q.token)).toBe(100);
  });

  it('refuses a bet beyond the balance and changes nothing; the same id may then succeed', async () => {
    const p = await player(5);
    const id = txId('bet');
    const refused = await seamlessCall(app, 'bet', bet(p.session, id, 5.01));
    expect(refused.error).toBe(4104);
    expect(await mainBalance(app, p.token)).toBe(5);
    const { rows } = await app.db.query(`SELECT 1 FROM seamless_transactions WHERE transaction_id = $1`, [
      id,
    ]);
    expect(rows).toHaveLength(0);
    const ok = await seamlessCall(app, 'bet', bet(p.session, id, 5));
    expect(ok).toMatchObject({ error: 0, data: { balance: 0 } });
  });

  it('refuses an unknown token (4102) and a bet on an expired session (4103), but settles after expiry', async () => {
    const p = await player(100);
    expect((await seamlessCall(app, 'balance', { token: 'not-a-session' })).error).toBe(4102);
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-exp'));
    await app.db.query(
      `UPDATE game_sessions SET expires_at = now() - interval '1 minute' WHERE member_id = $1`,
      [p.id],
    );
    expect((await seamlessCall(app, 'bet', bet(p.session, txId(), 10, 'round-exp2'))).error).toBe(4103);
    expect((await seamlessCall(app, 'balance', { token: p.session })).error).toBe(4103);
    const late = await seamlessCall(app, 'settle', settle(p.session, txId('win'), 'round-exp', 30));
    expect(late).toMatchObject({ error: 0, data: { balance: 120 } });
  });

  it('settles zero without moving money, and refuses a settlement of a round without a bet (4106)', async () => {
    const p = await player(100);
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-z'));
    const zero = await seamlessCall(app, 'settle', settle(p.session, txId('win'), 'round-z', 0));
    expect(zero).toMatchObject({ error: 0, data: { balance: 90 } });
    const orphan = await seamlessCall(app, 'settle', settle(p.session, txId('win'), 'round-none', 50));
    expect(orphan.error).toBe(4106);
    expect(await mainBalance(app, p.token)).toBe(90);
  });

  it('rolls a bet back once, refunds it, and refuses the same bet id afterwards (4108)', async () => {
    const p = await player(100);
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 40, 'round-rb'));
    const rbId = txId('rb');
    const undone = await seamlessCall(app, 'rollback', rollback(p.session, rbId, id, 'round-rb'));
    expect(undone).toMatchObject({ error: 0, data: { balance: 100 } });
    const again = await seamlessCall(app, 'rollback', rollback(p.session, rbId, id, 'round-rb'));
    expect(again).toMatchObject({
      error: 0,
      data: { balance: 100, transaction_id: undone.data.transaction_id },
    });
    const other = await seamlessCall(app, 'rollback', rollback(p.session, txId('rb'), id, 'round-rb'));
    expect(other).toMatchObject({ error: 0, data: { balance: 100 } });
    expect((await seamlessCall(app, 'bet', bet(p.session, id, 40, 'round-rb'))).error).toBe(4108);
    expect(await mainBalance(app, p.token)).toBe(100);
  });

  it('records a rollback of an unknown bet as a tombstone so the late bet is refused', async () => {
    const p = await player(100);
    const id = txId('late');
    const tomb = await seamlessCall(app, 'rollback', rollback(p.session, txId('rb'), id, 'round-late'));
    expect(tomb).toMatchObject({ error: 0, data: { balance: 100 } });
    const late = await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-late'));
    expect(late.error).toBe(4108);
    expect(await mainBalance(app, p.token)).toBe(100);
  });

  it('refuses a rollback once the round has a settlement (4107)', async () => {
    const p = await player(100);
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-s'));
    await seamlessCall(app, 'settle', settle(p.session, txId('win'), 'round-s', 25));
    const refused = await seamlessCall(app, 'rollback', rollback(p.session, txId('rb'), id, 'round-s'));
    expect(refused.error).toBe(4107);
    expect(await mainBalance(app, p.token)).toBe(115);
  });

  it('accepts a rollback after the session expired (it gives the money back)', async () => {
    const p = await player(100);
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-x'));
    await app.db.query(
      `UPDATE game_sessions SET expires_at = now() - interval '1 minute' WHERE member_id = $1`,
      [p.id],
    );
    const undone = await seamlessCall(app, 'rollback', rollback(p.session, txId('rb'), id, 'round-x'));
    expect(undone).toMatchObject({ error: 0, data: { balance: 100 } });
  });

  it('refuses a settle replay with another amount and answers an equal replay without paying twice', async () => {
    const p = await player(100);
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-w'));
    const winId = txId('win');
    const first = await seamlessCall(app, 'settle', settle(p.session, winId, 'round-w', 19.5));
    const replay = await seamlessCall(app, 'settle', settle(p.session, winId, 'round-w', 19.5));
    const changed = await seamlessCall(app, 'settle', settle(p.session, winId, 'round-w', 50));
    expect(first.data).toEqual(replay.data);
    expect(changed.error).toBe(4105);
    expect(await mainBalance(app, p.token)).toBe(109.5);
  });

  it('pays a win into the wallet the round was bet from, even when the settlement names a session of another', async () => {
    const p = await player(100);
    // A promotion wallet of the same member (opened by its first credit), and a game session launched on it.
    await transfer(app.db, {
      key: `test-promo:${txId()}`,
      from: { house: 'promotions' },
      to: { member: p.id, walletTypeId: 2 },
      amount: toSatang(5),
      kind: 'bonus',
      description: 'โบนัสทดสอบ',
    });
    const promo = (await memberWallets(app.db, p.id)).find((w) => w.walletTypeId === 2)!;
    const promoSession = await launch(app, { token: p.token, walletId: promo.id });
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 10, `r-${id}`));
    const win = await seamlessCall(app, 'settle', settle(promoSession, txId('win'), `r-${id}`, 30));
    // The main wallet (the round's) is paid and answered; the promotion wallet is untouched.
    expect(win).toMatchObject({ error: 0, data: { balance: 120 } });
    expect(await mainBalance(app, p.token)).toBe(120);
    expect((await memberWallets(app.db, p.id)).find((w) => w.id === promo.id)!.balance).toBe(500);
  });

  it('refunds the bet its one statement locks, with the fingerprint the ledger gives that very transfer', async () => {
    const p = await player(100);
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 12, `r-${id}`));
    const provider = (await findSeamlessProvider(app.db, 'builtin'))!;
    const found = (await findGameSession(app.db, p.session))!;
    const rollbackId = txId('rb');
    const refund = {
      key: `seamless:builtin:rollback:${id}`,
      from: { house: 'game:builtin' },
      kind: 'refund' as const,
      description: 'คืนเงินเดิมพันทดสอบ',
      meta: { round_id: `r-${id}` },
    };
    // No read of the bet before: the statement takes its wallet and amount (12 baht) under its lock.
    const claim = { providerId: provider.id, transactionId: rollbackId, session: found, roundId: `r-${id}` };
    const done = await claimRollback(app.db, { ...claim, gameCode: game, ref: id }, transferTemplate(refund));
    expect(done).toMatchObject({ balance: 10_000 });
    expect(await mainBalance(app, p.token)).toBe(100);
    const full = { ...refund, to: { walletId: p.walletId }, amount: toSatang(12) };
    const { rows } = await app.db.query<{ fingerprint: string }>(
      `SELECT fingerprint FROM ledger_transfers WHERE idem_key = $1`,
      [refund.key],
    );
    expect(rows).toEqual([{ fingerprint: transferArgs(full).fingerprint }]);
    // The same transfer sent by the ledger module is a replay of it, not another transfer under its key.
    expect(await transfer(app.db, full)).toMatchObject({ replayed: true, toBalance: 10_000 });
    expect(await mainBalance(app, p.token)).toBe(100);
  });

  it('bets, settles and rolls back in one statement each once the session was seen', async () => {
    const p = await player(100);
    await seamlessCall(app, 'bet', bet(p.session, txId('bet'), 1)); // the session and the provider are now known
    const sent: string[] = [];
    const query = app.db.query.bind(app.db);
    const spy = vi.spyOn(app.db, 'query').mockImplementation((sql, params, options) => {
      // The test's own signing reads the provider's secret through the same handle: not the endpoint's.
      if (!sql.startsWith('SELECT secret FROM game_providers'))
        sent.push(sql.trim().split(/\s+/).slice(0, 4).join(' '));
      return query(sql, params, options);
    });
    try {
      const id = txId('bet');
      expect((await seamlessCall(app, 'bet', bet(p.session, id, 10, `r-${id}`))).error).toBe(0);
      expect((await seamlessCall(app, 'settle', settle(p.session, txId('win'), `r-${id}`, 5))).error).toBe(0);
      const other = txId('bet');
      await seamlessCall(app, 'bet', bet(p.session, other, 2, `r-${other}`));
      const undone = await seamlessCall(
        app,
        'rollback',
        rollback(p.session, txId('rb'), other, `r-${other}`),
      );
      expect(undone).toMatchObject({ error: 0, data: { balance: 94 } });
    } finally {
      spy.mockRestore();
    }
    expect(sent).toEqual([
      'SELECT claim_id, balance_after FROM',
      'SELECT claim_id, balance FROM',
      'SELECT claim_id, balance_after FROM',
      'SELECT claim_id, balance FROM',
    ]);
  });

  it('refuses amounts with more than two decimals as a bad request', async () => {
    const p = await player(100);
    const answer = await seamlessCall(app, 'bet', bet(p.session, txId(), 1.005));
    expect(answer.status).toBe(400);
    expect(await mainBalance(app, p.token)).toBe(100);
  });

  it('writes the bet, win and refund into the member statement kinds of the ledger', async () => {
    const p = await player(100);
    const id = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-l'));
    await seamlessCall(app, 'settle', settle(p.session, txId('win'), 'round-l', 15));
    const { rows } = await app.db.query<{ kind: string }>(
      `SELECT t.kind FROM ledger_transfers t WHERE t.idem_key LIKE $1 ORDER BY t.id`,
      [`seamless:builtin:%`],
    );
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['bet', 'win', 'refund']));
  });
});
