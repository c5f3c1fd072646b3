import type { Satang } from '@contract/money';
import type { Db, Queryable, Tx } from '@server/db/db';
import { transfer } from '@server/ledger';
import { runOnce } from '@server/jobs/claim';
import { periodBounds } from '@server/rewards/periods';
import { isExcluded } from '@server/protection/gate';
import { playTotals, type PlayTotals } from '@server/rewards/play';
import { AFFILIATE_WALLET, HOUSE, readSettings, type AffiliateSettings } from './settings';

export type Commission = {
  referrerId: number;
  level: 1 | 2;
  amount: Satang;
  members: number;
  /** Satang per referred member, each floored: for the network page only. */
  detail: Record<string, number>;
};

type Upline = Map<number, number>; // member -> referrer

/**
 * The day's commission per (referrer, level) from the referred members' play: per category a percentage of
 * turnover (stakes) or of net loss (stakes minus wins, never below 0, per member and category). Rates have two
 * decimals, so each part is summed exactly in 1/10000 of a satang and floored once per (referrer, level).
 */
const commissionsOf = (play: PlayTotals[], upline: Upline, settings: AffiliateSettings): Commission[] => {
  const sums = new Map<
    string,
    { referrerId: number; level: 1 | 2; units: number; members: Map<number, number> }
  >();
  const add = (referrerId: number, level: 1 | 2, units: number, memberId: number) => {
    if (units <= 0) return;
    const key = `${referrerId}:${level}`;
    const sum = sums.get(key) ?? { referrerId, level, units: 0, members: new Map<number, number>() };
    sum.units += units;
    sum.members.set(memberId, (sum.members.get(memberId) ?? 0) + units);
    sums.set(key, sum);
  };
  for (const row of play) {
    const rate = settings.rates[row.category];
    const level1 = upline.get(row.memberId);
    if (!rate || level1 === undefined) continue;
    const basis = rate.basis === 'turnover' ? row.stake : Math.max(0, row.stake - row.win);
    add(level1, 1, basis * Math.round(rate.level1 * 100), row.memberId);
    const level2 = upline.get(level1);
    if (settings.levels === 2 && level2 !== undefined)
      add(level2, 2, basis * Math.round(rate.level2 * 100), row.memberId);
  }
  return [...sums.values()]
    .map((s) => ({
      referrerId: s.referrerId,
      level: s.level,
      amount: Math.floor(s.units / 10_000) as Satang,
      members: s.members.size,
      detail: Object.fromEntries(
        [...s.members].map(([id, units]) => [String(id), Math.floor(units / 10_000)]),
      ),
    }))
    .filter((c) => c.amount > 0);
};

const uplineOf = async (q: Queryable, agentId: number): Promise<Upline> => {
  const { rows } = await q.query<{ id: string; referred_by: string }>(
    `SELECT id, referred_by FROM members WHERE agent_id = $1 AND referred_by IS NOT NULL`,
    [agentId],
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.referred_by)]));
};

const commissionKey = (day: string, referrerId: number, level: number) =>
  `affiliate:${day}:${referrerId}:${level}`;

/** Credits one commission to the referrer's affiliate wallet (the key makes a second call pay nothing). */
export const creditCommission = (
  q: Tx,
  day: string,
  c: Pick<Commission, 'referrerId' | 'level' | 'amount'>,
) =>
  transfer(q, {
    key: commissionKey(day, c.referrerId, c.level),
    from: { house: HOUSE },
    to: { member: c.referrerId, walletTypeId: AFFILIATE_WALLET },
    amount: c.amount,
    kind: 'affiliate',
    description: `ค่าแนะนำเพื่อน ขั้นที่ ${c.level} วันที่ ${day}`,
    meta: { day, level: c.level },
  });

/**
 * Computes and credits the commissions of one agent's Bangkok day, in one transaction. A referrer whose day
 * total passes the hold threshold is held for review (nothing credited until staff release it); a referrer in a
 * time-out or a self-exclusion is held as 'excluded' and paid by the job once the exclusion ends
 * (`releaseAfterExclusion`). Rows are unique per (day, referrer, level): a second run inserts and pays nothing.
 */
export const runCommissionDay = async (db: Db, agentId: number, day: string, now: Date) => {
  const settings = await readSettings(db, agentId);
  const { start, end } = periodBounds(day, 1);
  return db.tx(async (q) => {
    const commissions = commissionsOf(
      await playTotals(q, { agentId, start, end, now }),
      await uplineOf(q, agentId),
      settings,
    );
    const totals = new Map<number, number>();
    for (const c of commissions) totals.set(c.referrerId, (totals.get(c.referrerId) ?? 0) + c.amount);
    let credited = 0;
    let held = 0;
    const excluded = new Set<number>();
    for (const referrerId of totals.keys())
      if (await isExcluded(q, referrerId, now)) excluded.add(referrerId);
    for (const c of commissions) {
      const over = settings.holdThreshold > 0 && totals.get(c.referrerId)! > settings.holdThreshold;
      const hold = over || excluded.has(c.referrerId);
      const { rows } = await q.query(
        `INSERT INTO affiliate_commissions (agent_id, day, referrer_id, level, amount, members, detail, status, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (day, referrer_id, level) DO NOTHING RETURNING id`,
        [
          agentId,
          day,
          c.referrerId,
          c.level,
          c.amount,
          c.members,
          JSON.stringify(c.detail),
          hold ? 'held' : 'credited',
          excluded.has(c.referrerId) ? EXCLUDED : over ? 'over_threshold' : '',
        ],
      );
      if (rows.length === 0) continue;
      if (hold) held += 1;
      else {
        await creditCommission(q, day, c);
        credited += 1;
      }
    }
    return { credited, held };
  });
};

/** The reason of a commission held while its referrer is excluded: the job pays it when the exclusion ends. */
export const EXCLUDED = 'excluded';

/**
 * Pays the commissions held because their referrer was excluded, once the exclusion has ended: each row locked
 * and credited with the job's own key, so a parallel run or a staff release pays it once. Runs on every tick
 * (nothing to claim: each row is decided once under its lock).
 */
export const releaseAfterExclusion = async (db: Db, now: Date) => {
  const { rows } = await db.query<{ id: string; referrer_id: string }>(
    `SELECT id, referrer_id FROM affiliate_commissions WHERE status = 'held' AND reason = $1 ORDER BY id LIMIT 500`,
    [EXCLUDED],
  );
  let released = 0;
  for (const row of rows) {
    const done = await db.tx(async (q) => {
      if (await isExcluded(q, Number(row.referrer_id), now)) return false;
      const { rows: held } = await q.query<{
        day: string;
        referrer_id: string;
        level: 1 | 2;
        amount: string;
      }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, referrer_id, level, amount FROM affiliate_commissions
          WHERE id = $1 AND status = 'held' FOR UPDATE`,
        [row.id],
      );
      const c = held[0];
      if (!c) return false;
      await creditCommission(q, c.day, {
        referrerId: Number(c.referrer_id),
        level: c.level,
        amount: Number(c.amount) as Satang,
      });
      await q.query(`UPDATE affiliate_commissions SET status = 'released', decided_at = $2 WHERE id = $1`, [
        row.id,
        now,
      ]);
      return true;
    });
    if (done) released += 1;
  }
  return released;
};

/** The job: each agent's day claimed once across every process (`affiliate-commission:<agent>`, day). */
export const runCommissionJob = async (db: Db, day: string, now: Date) => {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM agents ORDER BY id`);
  const ran: number[] = [];
  for (const { id } of rows) {
    if (
      await runOnce(
        db,
        `affiliate-commission:${id}`,
        day,
        async () => void (await runCommissionDay(db, id, day, now)),
      )
    )
      ran.push(id);
  }
  return ran;
};
