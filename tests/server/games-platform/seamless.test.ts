import { createHmac, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { builtinProviderSecret } from '@server/games/catalogue-sync';
import { playerRef } from '@server/games/seamless/player-ref';
import { memberWallets, openMemberWallets, transfer } from '@server/ledger';
import { createSession } from '@server/plugins/auth';
import { call, createTestApp, randomPhone } from '@tests/server/helpers/test-app';
import { bet, launch, mainBalance, seamlessPlayer, rollback, seamlessCall, settle, txId } from './helpers';
import { autocommit } from '@server/db/db';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const player = (baht = 100) => seamlessPlayer(app, baht);

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
    // The header one millisecond off the signed body's time (both fixed here: a header read from the clock a
    // moment before the body's could come out equal to it).
    const signedAt = Date.now();
    const edited = await seamlessCall(
      app,
      'balance',
      { token: p.session },
      { timestamp: signedAt, headerTimestamp: String(signedAt + 1) },
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

describe('seamless wallet: the player behind a session', () => {
  /** A member with a thirteen-digit id: were it inside a 64-character hash, that could be no chance. */
  const longIdMember = async () => {
    const id = 8_000_000_000_000 + randomInt(0, 1_000_000_000);
    const phone = randomPhone();
    await app.db.query(
      `INSERT INTO members (id, agent_id, phone, username, password_hash, full_name, bank_code, bank_account,
                            referral_code, age_confirmed_at)
       SELECT $1, id, $2, $2, 'not-a-hash', 'ทดสอบ ระบบ', 'KBANK', $3, $4, now() FROM agents WHERE code = 'demo'`,
      [id, phone, randomPhone().slice(0, 10), `R${phone}`],
    );
    await openMemberWallets(app.db, id);
    const token = await createSession(app.db, id, 1);
    const wallets = await call<{ id: number; wallet_type_id: number }[]>(app, 'POST', '/api/member/wallets', {
      token,
    });
    return { id, token, walletId: wallets.data.find((wallet) => wallet.wallet_type_id === 1)!.id };
  };
  const refOf = async (session: string) => {
    const answer = await seamlessCall<{ balance: number; player_ref?: string }>(app, 'balance', {
      token: session,
    });
    expect(answer.error).toBe(0);
    return answer.data.player_ref;
  };

  it('answers a balance call with one opaque player_ref per member, the same for all their launches', async () => {
    const alice = await longIdMember();
    const bob = await longIdMember();
    const [first, second] = [await launch(app, alice), await launch(app, alice, 'builtin-roulette')];
    const ref = await refOf(first);
    expect(ref).toMatch(/^[0-9a-f]{64}$/);
    expect(await refOf(second)).toBe(ref);
    expect(await refOf(await launch(app, bob))).not.toBe(ref);

    // It tells nothing of the member id: not in it, and not what the provider could compute from it with the
    // secret it holds (member ids are few enough to try them all).
    expect(ref).not.toContain(String(alice.id));
    const secret = await builtinProviderSecret(app.db);
    for (const text of [String(alice.id), `builtin:${alice.id}`])
      expect(createHmac('sha256', secret).update(text).digest('hex')).not.toBe(ref);
    // Another provider knows the same member by another reference.
    expect(await playerRef(app.db, { code: 'builtin' }, alice.id)).toBe(ref);
    expect(await playerRef(app.db, { code: 'other-provider' }, alice.id)).not.toBe(ref);
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
    await transfer(autocommit(app.db), {
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

  it('refuses amounts with more than two decimals as a bad request', async () => {
    const p = await player(100);
    const answer = await seamlessCall(app, 'bet', bet(p.session, txId(), 1.005));
    expect(answer.status).toBe(400);
    expect(await mainBalance(app, p.token)).toBe(100);
  });

  it('writes the bet, win and refund into the member statement kinds of the ledger', async () => {
    const p = await player(100);
    const id = txId('bet');
    const undone = txId('bet');
    await seamlessCall(app, 'bet', bet(p.session, id, 10, 'round-l'));
    await seamlessCall(app, 'settle', settle(p.session, txId('win'), 'round-l', 15));
    await seamlessCall(app, 'bet', bet(p.session, undone, 5, 'round-u'));
    await seamlessCall(app, 'rollback', rollback(p.session, txId('rb'), undone, 'round-u'));
    const { rows } = await app.db.query<{ kind: string }>(
      `SELECT t.kind FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
        WHERE t.idem_key LIKE 'seamless:builtin:%' AND e.account_id = $1 ORDER BY t.id`,
      [p.walletId],
    );
    expect(rows.map((row) => row.kind)).toEqual(['bet', 'win', 'bet', 'refund']);
  });
});
