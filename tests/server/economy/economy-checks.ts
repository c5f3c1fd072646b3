import { expect } from 'vitest';
import { toSatang } from '@contract/money';
import { pointBalance } from '@server/ledger';
import { checkPlayTotals } from '@server/rewards/totals-check';
import { call } from '@tests/server/helpers/test-app';
import { balancesOf, type Run } from './economy-context';
import type { Award } from './economy-model';

type AwardRow = {
  member_id: string;
  kind: Award['kind'];
  period_key: string;
  amount: string;
  points: number;
};

/** The awards the app made to the sequence's members, in the model's terms (a spin's or redemption's id aside). */
const awardsPaid = async (run: Run) => {
  const ids = run.stage.members.map((m) => m.id);
  const { rows } = await run.world.app.db.query<AwardRow>(
    `SELECT a.member_id, c.kind, a.period_key, a.amount, a.points
       FROM reward_awards a JOIN reward_campaigns c ON c.id = a.campaign_id WHERE a.member_id = ANY($1::bigint[])`,
    [ids],
  );
  return rows.map((r) =>
    describe({
      kind: r.kind,
      m: ids.indexOf(Number(r.member_id)),
      period: r.kind === 'wheel' || r.kind === 'redeem' ? null : r.period_key,
      amount: Number(r.amount),
      points: r.points,
    }),
  );
};

const describe = (a: Award) => `m${a.m} ${a.kind} ${a.period ?? '-'}: ${a.amount} satang, ${a.points} points`;

/**
 * Money paid into the member's wallets by a house account (commission from 'affiliate', poll prizes from 'polls'),
 * read from the ledger's entries, whatever the transfers' keys.
 */
const paidFromHouse = async (run: Run, memberId: number, house: string) =>
  Number(
    (
      await run.world.app.db.query<{ total: string }>(
        `SELECT coalesce(sum(e.amount), 0) AS total
           FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.member_id = $1 AND a.owner = 'member' AND a.asset = 'thb' AND e.amount > 0
            AND EXISTS (SELECT 1 FROM ledger_entries h JOIN ledger_accounts ha ON ha.id = h.account_id
                         WHERE h.transfer_id = e.transfer_id AND ha.house_code = $2)`,
        [memberId, house],
      )
    ).rows[0]!.total,
  );

/**
 * After every step: each member's open turnover requirements are the model's (required and progress to the
 * satang, read as the member's screen reads them, which also closes met and spent ones); the awards paid are
 * exactly the model's; points, commission and poll prizes are the model's; and every member's wallets hold
 * exactly deposits + game result + the awards the model justifies - withdrawals (never more); and the running
 * totals per member and day (migration 1250) equal their recount from raw play and the ledger.
 */
export const checkStep = async (run: Run) => {
  const { model } = run;
  expect(await checkPlayTotals(run.world.app.db), 'running totals').toEqual([]);
  expect((await awardsPaid(run)).sort(), 'awards paid').toEqual(model.awards.map(describe).sort());
  for (const [m, member] of run.stage.members.entries()) {
    const balances = await balancesOf(run, m);
    model.close(m, run.now, balances);
    const turnover = await call<{ items: { wallet_type_id: number; required: number; progress: number }[] }>(
      run.world.app,
      'GET',
      '/api/member/turnover',
      { token: member.token },
    );
    const read = (r: { wallet: number; required: number; progress: number }) =>
      `wallet ${r.wallet}: ${r.progress} of ${r.required}`;
    expect(
      turnover.data.items
        .map((i) =>
          read({ wallet: i.wallet_type_id, required: toSatang(i.required), progress: toSatang(i.progress) }),
        )
        .sort(),
      `m${m}'s open turnover requirements`,
    ).toEqual(model.open(m, run.now).map(read).sort());
    expect(await pointBalance(run.world.app.db, member.id), `m${m}'s points`).toBe(model.members[m]!.points);
    expect(await paidFromHouse(run, member.id, 'affiliate'), `m${m}'s commission credited`).toBe(
      model.members[m]!.affiliateCredited,
    );
    expect(await paidFromHouse(run, member.id, 'polls'), `m${m}'s poll prizes`).toBe(
      model.members[m]!.pollPaid,
    );
    const held = [...balances.values()].reduce((sum, b) => sum + b, 0);
    expect(held, `m${m}'s money: more than the model justifies`).toBeLessThanOrEqual(model.justified(m));
    expect(held, `m${m}'s money`).toBe(model.justified(m));
  }
};
