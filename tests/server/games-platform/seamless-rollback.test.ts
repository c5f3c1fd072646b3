import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import {
  claimRollback,
  findGameSession,
  findSeamlessProvider,
} from '@server/games/seamless/seamless-repository';
import { transfer, transferArgs, transferTemplate } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { bet, game, mainBalance, seamlessPlayer, rollback, seamlessCall, settle, txId } from './helpers';
import { autocommit } from '@server/db/db';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const player = (baht = 100) => seamlessPlayer(app, baht);

describe('seamless wallet: rollbacks (DOMAIN.md) and one statement per call', () => {
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
    const done = await claimRollback(
      app.db,
      { ...claim, gameCode: game, ref: id },
      transferTemplate(refund),
      new Date(),
    );
    expect(done).toMatchObject({ balance: 10_000 });
    expect(await mainBalance(app, p.token)).toBe(100);
    const full = { ...refund, to: { walletId: p.walletId }, amount: toSatang(12) };
    const { rows } = await app.db.query<{ fingerprint: string }>(
      `SELECT fingerprint FROM ledger_transfers WHERE idem_key = $1`,
      [refund.key],
    );
    expect(rows).toEqual([{ fingerprint: transferArgs(full).fingerprint }]);
    // The same transfer sent by the ledger module is a replay of it, not another transfer under its key.
    expect(await transfer(autocommit(app.db), full)).toMatchObject({ replayed: true, toBalance: 10_000 });
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
});
