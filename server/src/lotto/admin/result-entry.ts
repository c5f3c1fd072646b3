import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { drawResultProblems, type DrawResult } from '@server/lotto/outcome';
import { storedDraw } from '@server/lotto/round-result';
import { auditAs, type ByStaff } from '@server/staff/audit';

export type ResultEntry = {
  id: number;
  roundId: number;
  result: DrawResult;
  status: 'pending' | 'confirmed' | 'rejected';
  enteredBy: string;
  enteredAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
};

type EntryRow = {
  id: string;
  round_id: string;
  result: { first_prize: string; front3: string[]; back3: string[]; bottom2: string };
  status: ResultEntry['status'];
  entered_by_name: string;
  entered_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
};

const entrySql = `SELECT e.id, e.round_id, e.result, e.status, se.username AS entered_by_name, e.entered_at,
       sd.username AS decided_by_name, e.decided_at
  FROM lotto_result_entries e JOIN staff se ON se.id = e.entered_by LEFT JOIN staff sd ON sd.id = e.decided_by`;

const toEntry = (r: EntryRow): ResultEntry => ({
  id: Number(r.id),
  roundId: Number(r.round_id),
  result: {
    firstPrize: r.result.first_prize,
    front3: r.result.front3,
    back3: r.result.back3,
    bottom2: r.result.bottom2,
  },
  status: r.status,
  enteredBy: r.entered_by_name,
  enteredAt: r.entered_at,
  decidedBy: r.decided_by_name,
  decidedAt: r.decided_at,
});

export const entriesOfRound = async (q: Queryable, roundId: number) =>
  (await q.query<EntryRow>(`${entrySql} WHERE e.round_id = $1 ORDER BY e.id`, [roundId])).rows.map(toEntry);

/**
 * Locks a round's row: the entry and its confirmation both run under it, so a check and its write cannot
 * interleave. Closed by the server's clock (`now`, app.clock()), as the lobby shows it and betting stops by it.
 */
const lockRound = async (q: Queryable, roundId: number, now: Date) => {
  const { rows } = await q.query<{ status: string; type: string; closed: boolean; bet_types: string[] }>(
    `SELECT r.status, m.type, m.bet_types, $2::timestamptz >= r.close_at AS closed
       FROM lotto_rounds r JOIN lotto_markets m ON m.id = r.market_id WHERE r.id = $1 FOR UPDATE OF r`,
    [roundId, now],
  );
  return rows[0] ?? fail('LOTTO_ROUND_NOT_FOUND_ADMIN');
};

/** Only a government or generic round that has stopped taking bets and has no result yet takes one. */
const requireAwaitingResult = (round: { status: string; type: string; closed: boolean }) => {
  if (round.type === 'yeekee') fail('LOTTO_ROUND_NOT_DRAW');
  if (!['open', 'closed'].includes(round.status)) fail('LOTTO_ROUND_ALREADY_RESULTED');
  if (!round.closed) fail('LOTTO_ROUND_STILL_OPEN');
};

/**
 * The market's own prizes: the two front and the two back 3-digit numbers where it sells 3 ตัวหน้า / 3 ตัวล่าง
 * (the Thai government draw), none where it does not (the Lao draw has no such prizes). Thai reasons.
 */
const marketPrizeProblems = (betTypes: string[], draw: DrawResult) => {
  const problems: string[] = [];
  for (const [betType, numbers, name] of [
    ['three_front', draw.front3, 'เลขหน้า 3 ตัว'],
    ['three_back', draw.back3, 'เลขท้าย 3 ตัว'],
  ] as const) {
    const sold = betTypes.includes(betType);
    if (sold && numbers.length !== 2) problems.push(`ตลาดนี้ต้องกรอก${name} 2 ชุด`);
    if (!sold && numbers.length > 0) problems.push(`ตลาดนี้ไม่มีรางวัล${name} ไม่ต้องกรอก`);
  }
  return problems;
};

/** A staff member enters a round's result; it waits for a second staff member's confirmation. Audited. */
export const enterResult = (db: Db, by: ByStaff, roundId: number, draw: DrawResult, now: Date) => {
  const problems = drawResultProblems(draw);
  if (problems.length > 0) fail('LOTTO_RESULT_INVALID', { problems });
  return db.tx(async (q) => {
    const round = await lockRound(q, roundId, now);
    requireAwaitingResult(round);
    const prizeProblems = marketPrizeProblems(round.bet_types, draw);
    if (prizeProblems.length > 0) fail('LOTTO_RESULT_INVALID', { problems: prizeProblems });
    const { rows: live } = await q.query(
      `SELECT 1 FROM lotto_result_entries WHERE round_id = $1 AND status <> 'rejected'`,
      [roundId],
    );
    if (live.length > 0) fail('LOTTO_RESULT_EXISTS');
    const stored = storedDraw(draw);
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO lotto_result_entries (round_id, result, entered_by) VALUES ($1, $2, $3) RETURNING id`,
      [roundId, JSON.stringify(stored), by.actor.id],
    );
    const id = Number(rows[0]!.id);
    await auditAs(q, by.meta, by.actor, {
      action: 'lotto.result.enter',
      targetType: 'lotto_round',
      targetId: roundId,
      after: { entry_id: id, result: stored },
    });
    return (await entriesOfRound(q, roundId)).find((e) => e.id === id)!;
  });
};

/**
 * A second staff member confirms (or rejects) a pending entry. Confirming makes it the round's result and the
 * round 'resulted': settlement pays from then on. The one who entered it may reject it but never confirm it
 * (the table refuses that too).
 */
export const decideResult = (
  db: Db,
  by: ByStaff,
  entryId: number,
  decision: 'confirm' | 'reject',
  now: Date,
) =>
  db.tx(async (q) => {
    const { rows } = await q.query<{ round_id: string; entered_by: string; status: string; result: unknown }>(
      `SELECT round_id, entered_by, status, result FROM lotto_result_entries WHERE id = $1`,
      [entryId],
    );
    const found = rows[0] ?? fail('LOTTO_RESULT_NOT_PENDING');
    const roundId = Number(found.round_id);
    // The round first, then the entry: the same lock order as enterResult.
    const round = decision === 'confirm' ? await lockRound(q, roundId, now) : null;
    const { rows: locked } = await q.query<{ entered_by: string; status: string }>(
      `SELECT entered_by, status FROM lotto_result_entries WHERE id = $1 FOR UPDATE`,
      [entryId],
    );
    const entry = locked[0]!;
    if (entry.status !== 'pending') fail('LOTTO_RESULT_NOT_PENDING');
    if (decision === 'confirm' && Number(entry.entered_by) === by.actor.id) fail('LOTTO_RESULT_SAME_STAFF');
    if (round) requireAwaitingResult(round);
    await q.query(
      `UPDATE lotto_result_entries SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1`,
      [entryId, decision === 'confirm' ? 'confirmed' : 'rejected', by.actor.id],
    );
    if (decision === 'confirm')
      await q.query(`UPDATE lotto_rounds SET status = 'resulted', result = $2 WHERE id = $1`, [
        roundId,
        JSON.stringify(found.result),
      ]);
    await auditAs(q, by.meta, by.actor, {
      action: decision === 'confirm' ? 'lotto.result.confirm' : 'lotto.result.reject',
      targetType: 'lotto_round',
      targetId: roundId,
      before: { entry_id: entryId, status: 'pending' },
      after: { entry_id: entryId, status: decision === 'confirm' ? 'confirmed' : 'rejected' },
    });
    return (await entriesOfRound(q, roundId)).find((e) => e.id === entryId)!;
  });
