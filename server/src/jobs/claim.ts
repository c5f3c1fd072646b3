import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Queryable } from '@server/db/db';
import { jobRuns } from '@server/metrics';

/** This process, as written in job_runs.owner (which process holds a run, for an operator reading the table). */
const processOwner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export type JobClaim = {
  job: string;
  periodKey: string;
  attempt: number;
  /** The run is done: nobody claims this job and period again. */
  finish(): Promise<void>;
  /** The run failed: give the claim back now instead of waiting for the lease (another process may retry). */
  release(): Promise<void>;
  /** The run goes on: its lease runs `leaseSeconds` from now (false: the claim is no longer this process's). */
  renew(): Promise<boolean>;
};

/**
 * Claims the run of `job` for `periodKey` (e.g. 'lotto-settle', '2026-11-16') in one statement: the first
 * caller anywhere gets the claim, every other gets null, in this or any other process on the same database. A
 * claim not finished within `leaseSeconds` (its process crashed) may be claimed again; a finished one never.
 */
export const claimJob = async (
  db: Queryable,
  job: string,
  periodKey: string,
  { leaseSeconds = 300, owner = processOwner }: { leaseSeconds?: number; owner?: string } = {},
): Promise<JobClaim | null> => {
  const { rows } = await db.query<{ attempts: number }>(
    `INSERT INTO job_runs (job, period_key, owner, lease_until)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     ON CONFLICT (job, period_key) DO UPDATE
       SET owner = EXCLUDED.owner, attempts = job_runs.attempts + 1, claimed_at = now(),
           lease_until = EXCLUDED.lease_until
       WHERE job_runs.finished_at IS NULL AND job_runs.lease_until < now()
     RETURNING attempts`,
    [job, periodKey, owner, leaseSeconds],
  );
  const claimed = rows[0];
  jobRuns.inc({ job, outcome: claimed ? 'claimed' : 'taken' });
  if (!claimed) return null;
  const mine = `job = $1 AND period_key = $2 AND owner = $3 AND finished_at IS NULL`;
  return {
    job,
    periodKey,
    attempt: claimed.attempts,
    finish: async () => {
      await db.query(`UPDATE job_runs SET finished_at = now() WHERE ${mine}`, [job, periodKey, owner]);
    },
    release: async () => {
      // '-infinity', not now(): a claim in the same clock tick must already see the lease over.
      await db.query(`UPDATE job_runs SET lease_until = '-infinity' WHERE ${mine}`, [job, periodKey, owner]);
    },
    renew: async () => {
      const renewed = await db.query(
        `UPDATE job_runs SET lease_until = now() + make_interval(secs => $4) WHERE ${mine}`,
        [job, periodKey, owner, leaseSeconds],
      );
      return (renewed.rowCount ?? 0) > 0;
    },
  };
};

/**
 * Renews a lease every third of it while `work` runs (the heartbeat): a run longer than its lease is not taken
 * again by another process while this one is alive; a crashed process stops renewing, so its lease passes as
 * before. The job claims' (runOnce) and the Hub88 import's (games/hub88/game-import.ts).
 */
export const withHeartbeat = async <T>(
  renew: () => Promise<unknown>,
  leaseSeconds: number,
  work: () => Promise<T>,
): Promise<T> => {
  const beat = setInterval(() => void renew().catch(() => undefined), (leaseSeconds * 1000) / 3);
  beat.unref();
  try {
    return await work();
  } finally {
    clearInterval(beat);
  }
};

/** The claims of this process's runs still going (runOnce), so that a stopping server gives them back. */
const held = new Set<JobClaim>();

/**
 * Gives back every claim of a run still going in this process (a server stopping after its runs had their
 * time): another process may claim them at once rather than after the lease. The work they do is idempotent
 * (this README), so a run cut short here and retried elsewhere pays nothing twice.
 */
export const releaseHeldClaims = async () => {
  const claims = [...held];
  held.clear();
  await Promise.all(claims.map((claim) => claim.release().catch(() => undefined)));
};

/**
 * Runs `work` once for `job` and `periodKey` across every process: claims, runs, finishes. Answers whether this
 * call ran it. A failure gives the claim back and rethrows.
 */
export const runOnce = async (
  db: Queryable,
  job: string,
  periodKey: string,
  work: () => Promise<void>,
  options?: { leaseSeconds?: number },
): Promise<boolean> => {
  const claim = await claimJob(db, job, periodKey, options);
  if (!claim) return false;
  held.add(claim);
  try {
    await withHeartbeat(claim.renew, options?.leaseSeconds ?? 300, work);
  } catch (error) {
    if (held.delete(claim)) await claim.release().catch(() => undefined);
    throw error;
  }
  // Released meanwhile by a stopping server: the claim is no longer this run's to finish.
  if (held.delete(claim)) await claim.finish();
  return true;
};
