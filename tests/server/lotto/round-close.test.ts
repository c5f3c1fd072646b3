import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { ROUND_LOCK_CLASS, roundLockKey } from '@server/lotto/bill-insert';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { balanceOf, createLottoApp, fund, openRound, requestId } from './lotto-helpers';

describe('lotto: closing a round against bills in flight', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  beforeAll(async () => {
    ctx = await createLottoApp();
  });
  afterAll(async () => ctx.app.close());

  it('a bill arriving while a job closes the round under its lock is refused after the close, debiting nothing', async () => {
    const { app } = ctx;
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const roundId = await openRound(app, ctx.now());
    let bill: Promise<Awaited<ReturnType<typeof call>>> | undefined;
    await app.db.tx(async (q) => {
      await q.query(`SELECT pg_advisory_xact_lock(${ROUND_LOCK_CLASS}, $1::int)`, [roundLockKey(roundId)]);
      bill = call(app, 'POST', '/api/lotto/bill/create', {
        token: member.token,
        body: {
          round_id: roundId,
          request_id: requestId(),
          lines: [{ bet_type: 'two_top', number: '12', amount: 10 }],
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await q.query(`UPDATE lotto_rounds SET status = 'closed' WHERE id = $1`, [roundId]);
    });
    const answer = await bill!;
    expect(answer.error).toBe(errorCatalogue.LOTTO_ROUND_CLOSED.code);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lotto_bills WHERE round_id = $1`,
      [roundId],
    );
    expect(rows[0]!.n).toBe(0);
    expect(await balanceOf(app, member.id)).toBe(10000);
  });
});
