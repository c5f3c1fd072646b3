import { afterAll, describe, expect, it } from 'vitest';
import { ROUND_LOCK_CLASS, roundLockKey } from '@server/lotto/bill-insert';
import { closeDueRounds } from '@server/lotto/close-rounds';
import { createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { extraPools, onPostgres } from '@tests/server/helpers/extra-pools';
import { createMarket, createRound } from './lotto-fixtures';

/**
 * The close of a Yeekee round against a shot in flight (PostgreSQL: two connections). The shot holds the round
 * row FOR SHARE as shootNumber does; the close must wait for it, and its result must count it.
 */
const app = await createTestApp();
afterAll(() => app.close());

describe.skipIf(!onPostgres)('closing a Yeekee round while a shot is in flight', () => {
  it('waits for the shot and counts it in the result', async () => {
    const [, other] = await extraPools(app, 1);
    try {
      const round = await createRound(app.db, await createMarket(app.db, 'yeekee'), {
        openAt: new Date(Date.now() - 60_000),
        closeAt: new Date(Date.now() + 600_000),
      });
      const member = await insertMember(app);
      await app.db.query(
        `INSERT INTO lotto_yeekee_shots (round_id, member_id, number) SELECT $1, $2, '00001' FROM generate_series(1, 20)`,
        [round, member.id],
      );
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const shot = other!.tx(async (q) => {
        await q.query(`SELECT 1 FROM lotto_rounds WHERE id = $1 FOR SHARE`, [round]);
        await q.query(
          `INSERT INTO lotto_yeekee_shots (round_id, member_id, number) VALUES ($1, $2, '90000')`,
          [round, member.id],
        );
        locked();
        await held;
      });
      await isLocked;
      let closedBeforeCommit = false;
      const closing = closeDueRounds(app.db, new Date(Date.now() + 601_000)).then((ids) => {
        closedBeforeCommit = !committed;
        return ids;
      });
      let committed = false;
      // Give the close every chance to run ahead; it must not.
      await new Promise((resolve) => setTimeout(resolve, 300));
      committed = true;
      release();
      await shot;
      expect(await closing).toContain(round);
      expect(closedBeforeCommit).toBe(false);
      const { rows } = await app.db.query<{ result: { shot_count: number; sum: string } }>(
        `SELECT result FROM lotto_rounds WHERE id = $1`,
        [round],
      );
      expect(rows[0]!.result).toMatchObject({ shot_count: 21, sum: String(20 + 90_000) });
    } finally {
      await other!.close();
    }
  });

  it("waits for a bill in flight (the bill holds the round's advisory lock shared, as bill/create does)", async () => {
    const [, other] = await extraPools(app, 1);
    try {
      const round = await createRound(app.db, await createMarket(app.db, 'yeekee'), {
        openAt: new Date(Date.now() - 60_000),
        closeAt: new Date(Date.now() + 600_000),
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const bill = other!.tx(async (q) => {
        await q.query(`SELECT pg_advisory_xact_lock_shared(${ROUND_LOCK_CLASS}, $1::int)`, [
          roundLockKey(round),
        ]);
        locked();
        await held;
      });
      await isLocked;
      let committed = false;
      const closing = closeDueRounds(app.db, new Date(Date.now() + 601_000)).then((ids) => ({
        ids,
        committed,
      }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      committed = true;
      release();
      await bill;
      const { ids, committed: billCommittedFirst } = await closing;
      expect(ids).toContain(round);
      expect(billCommittedFirst).toBe(true);
    } finally {
      await other!.close();
    }
  });
});
