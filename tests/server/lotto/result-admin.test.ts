import { afterAll, describe, expect, it } from 'vitest';
import { roleMay } from '@contract/admin/permissions';
import { checkLedger } from '@server/ledger';
import { settleRound } from '@server/lotto/settle';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { balanceOf, createMarket, createRound, fundedMember, placeBill } from './lotto-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const draw = { first_prize: '820866', front3: ['266', '479'], back3: ['068', '492'], bottom2: '06' };

describe('result entry with four eyes', () => {
  it('pays nothing until a second, different staff member confirms the entered result', async () => {
    const [alice, bob] = [await insertStaff(app, 'lotto'), await insertStaff(app, 'lotto')];
    const round = await createRound(app.db, await createMarket(app.db, 'government'));
    const member = await fundedMember(app);
    await placeBill(app.db, member, round, [['two_bottom', '06', 10_00, 9_000]]);
    const start = await balanceOf(app.db, member.walletId);

    const entered = await call(app, 'POST', `/api/admin/lotto/rounds/${round}/result`, {
      token: alice.token,
      body: draw,
    });
    expect(entered).toMatchObject({ error: 0, data: { status: 'pending', entered_by: alice.username } });
    // Pending: settlement finds nothing to pay.
    expect((await settleRound(app.db, round)).bills).toBe(0);
    // A second entry while one is pending is refused.
    expect(
      (await call(app, 'POST', `/api/admin/lotto/rounds/${round}/result`, { token: bob.token, body: draw }))
        .error,
    ).toBe(6202);
    // The one who entered it cannot confirm it.
    const entry = entered.data.id as number;
    expect(
      (await call(app, 'POST', `/api/admin/lotto/results/${entry}/confirm`, { token: alice.token, body: {} }))
        .error,
    ).toBe(6204);
    expect(await balanceOf(app.db, member.walletId)).toBe(start);

    const confirmed = await call(app, 'POST', `/api/admin/lotto/results/${entry}/confirm`, {
      token: bob.token,
      body: {},
    });
    expect(confirmed).toMatchObject({ error: 0, data: { status: 'confirmed', decided_by: bob.username } });
    expect(
      (await call(app, 'POST', `/api/admin/lotto/results/${entry}/confirm`, { token: bob.token, body: {} }))
        .error,
    ).toBe(6203);

    const published = await call(app, 'GET', '/api/lotto/result', { query: { round_id: String(round) } });
    expect(published.data).toMatchObject({
      result: { kind: 'draw', first_prize: '820866' },
      winning: { three_tote: ['668', '686', '866'] },
    });

    // The re-run from the back office pays, and a second re-run pays nothing more.
    const rerun = await call(app, 'POST', `/api/admin/lotto/rounds/${round}/settle`, {
      token: bob.token,
      body: {},
    });
    expect(rerun.data).toMatchObject({
      settled_bills: 1,
      paid: 900,
      settlement: { round_status: 'settled', ledger_paid: 900 },
    });
    const again = await call(app, 'POST', `/api/admin/lotto/rounds/${round}/settle`, {
      token: alice.token,
      body: {},
    });
    expect(again.data).toMatchObject({ settled_bills: 0, paid: 0, settlement: { ledger_paid: 900 } });
    expect(await balanceOf(app.db, member.walletId)).toBe(start + 900_00);

    const { rows } = await app.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'lotto_round' AND target_id = $1 ORDER BY id`,
      [String(round)],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'lotto.result.enter',
      'lotto.result.confirm',
      'lotto.settle.rerun',
      'lotto.settle.rerun',
    ]);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('refuses a malformed result, a round still taking bets and a Yeekee round, changing nothing', async () => {
    const alice = await insertStaff(app, 'lotto');
    const closed = await createRound(app.db, await createMarket(app.db, 'generic'));
    for (const bad of [
      { ...draw, first_prize: '82086' },
      { ...draw, bottom2: '6x' },
      { ...draw, front3: ['26'] },
    ]) {
      const answer = await call(app, 'POST', `/api/admin/lotto/rounds/${closed}/result`, {
        token: alice.token,
        body: bad,
      });
      expect(answer).toMatchObject({ status: 200, error: 6201 });
    }
    expect(
      (
        await call(app, 'POST', `/api/admin/lotto/rounds/${closed}/result`, {
          token: alice.token,
          body: { first_prize: 1 },
        })
      ).status,
    ).toBe(400);
    const open = await createRound(app.db, await createMarket(app.db, 'government'), {
      openAt: new Date(Date.now() - 60_000),
      closeAt: new Date(Date.now() + 3600_000),
    });
    expect(
      (await call(app, 'POST', `/api/admin/lotto/rounds/${open}/result`, { token: alice.token, body: draw }))
        .error,
    ).toBe(6205);
    const yeekee = await createRound(app.db, await createMarket(app.db, 'yeekee'));
    expect(
      (
        await call(app, 'POST', `/api/admin/lotto/rounds/${yeekee}/result`, {
          token: alice.token,
          body: draw,
        })
      ).error,
    ).toBe(6207);
    expect(
      (
        await call(app, 'POST', `/api/admin/lotto/rounds/999999999/result`, {
          token: alice.token,
          body: draw,
        })
      ).error,
    ).toBe(6206);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lotto_result_entries WHERE round_id = ANY($1::bigint[])`,
      [[closed, open, yeekee]],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('lets the lotto role enter results and settle, and not touch member money or staff', async () => {
    expect(roleMay('lotto', 'lotto.results')).toBe(true);
    expect(roleMay('lotto', 'lotto.settle')).toBe(true);
    expect(roleMay('lotto', 'adjust.money')).toBe(false);
    expect(roleMay('lotto', 'staff.manage')).toBe(false);
    expect(roleMay('finance', 'lotto.results')).toBe(false);
    const support = await insertStaff(app, 'support');
    const round = await createRound(app.db, await createMarket(app.db, 'government'));
    expect(
      (
        await call(app, 'POST', `/api/admin/lotto/rounds/${round}/result`, {
          token: support.token,
          body: draw,
        })
      ).status,
    ).toBe(403);
  });
});
