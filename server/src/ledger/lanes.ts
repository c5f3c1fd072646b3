import type { Db } from '@server/db/db';
import { applyBatch, applyOp, checkCall, type ApplyCall, type ApplyRow } from './apply';
import type { Party } from './types';

/** Most calls in one batch: below PostgreSQL's 64 cached subtransactions per backend (one per call). */
const MOST_PER_BATCH = 32;

type Waiter = { call: ApplyCall; resolve: (rows: ApplyRow[]) => void; reject: (error: unknown) => void };
/**
 * A lane exists while a statement of it is in the database; calls that arrive meanwhile wait in it. One
 * statement at a time is fastest (`npm run bench -- ledger`: 0.83 of pgbench, against 0.63 with two in flight
 * and 0.48 with three): waiting calls make the next batch bigger instead of queueing on the row lock.
 */
type Lane = { name: string; waiting: Waiter[] };

const lanesOf = new WeakMap<Db, Map<string, Lane>>();

/**
 * The member account a one-leg transfer between a member account and a house account moves, as a lane name;
 * null for anything else (member to member, points, house to house), which runs alone.
 */
export const laneOf = (from: Party, to: Party): string | null => {
  const member = 'house' in to ? from : 'house' in from ? to : null;
  if (member && 'walletId' in member) return `w${member.walletId}`;
  if (member && 'member' in member) return `m${member.member}:${member.walletTypeId}`;
  return null;
};

/**
 * Runs a one-leg transfer of a member account (see laneOf) outside any caller transaction. While the lane is
 * idle the call goes to the database at once, alone. Calls that arrive while it is busy wait, and then go
 * together as one statement and one transaction (applyBatch): the wallet's row lock and the commit are paid
 * once per batch instead of once per call. Each call still gets its own answer or refusal, and only after its
 * batch has committed. A batch locks this one member row, so batches cannot deadlock with each other.
 */
export const applyInLane = (db: Db, name: string, call: ApplyCall): Promise<ApplyRow[]> => {
  checkCall(call);
  let lanes = lanesOf.get(db);
  if (!lanes) lanesOf.set(db, (lanes = new Map()));
  const busy = lanes.get(name);
  if (busy) return new Promise((resolve, reject) => busy.waiting.push({ call, resolve, reject }));
  const lane: Lane = { name, waiting: [] };
  lanes.set(name, lane);
  return run(db, lanes, lane, [call]).then((answers) => {
    const answer = answers[0]!;
    if (Array.isArray(answer)) return answer;
    throw answer;
  });
};

/** One statement of a lane; when it is done, the calls that waited meanwhile go as the next one. */
const run = (db: Db, lanes: Map<string, Lane>, lane: Lane, calls: ApplyCall[]) => {
  const done = calls.length === 1 ? applyOp(db, calls[0]!).then((rows) => [rows]) : applyBatch(db, calls);
  return done.finally(() => {
    const next = lane.waiting.splice(0, MOST_PER_BATCH);
    if (next.length > 0) {
      run(
        db,
        lanes,
        lane,
        next.map((w) => w.call),
      ).then(
        (answers) =>
          answers.forEach((answer, i) => {
            if (Array.isArray(answer)) next[i]!.resolve(answer);
            else next[i]!.reject(answer);
          }),
        (error: unknown) => next.forEach((w) => w.reject(error)),
      );
    } else {
      lanes.delete(lane.name);
    }
  });
};
