import type { ErrorName } from '@contract/errors';
import type { Db, Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { auditAs, type AuditMeta } from './audit';

/** Why a login attempt failed, as its audit row says (`after.failure`). */
type LoginFailure = 'password' | 'totp' | 'locked' | 'disabled' | 'address';

const failureOf: Partial<Record<ErrorName, LoginFailure>> = {
  STAFF_LOGIN_FAILED: 'password',
  STAFF_TOTP_INVALID: 'totp',
  STAFF_LOGIN_LOCKED: 'locked',
  STAFF_DISABLED: 'disabled',
  STAFF_ADDRESS_REFUSED: 'address',
};

type Who = { agentId: number; username: string };

/**
 * The login history lives in the audit log (`auth.login`, `auth.login_failed`, each with its address and browser),
 * so the owner filters it like any other action. A failure is written on its own, after the refusal: the
 * refused step's transaction rolls back, its audit row must not.
 */
export const loginRecorded = async <T>(db: Db, who: Who, meta: AuditMeta, work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    const failure = error instanceof AppError ? failureOf[error.reason] : undefined;
    if (failure) await recordFailure(db, who, meta, failure);
    throw error;
  }
};

const recordFailure = async (db: Db, who: Who, meta: AuditMeta, failure: LoginFailure) => {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM staff WHERE agent_id = $1 AND username = $2`,
    [who.agentId, who.username],
  );
  const id = rows[0]?.id ?? null;
  await auditAs(
    db,
    meta,
    { id, agentId: who.agentId, username: who.username },
    { action: 'auth.login_failed', targetType: 'staff', targetId: id ?? undefined, after: { failure } },
  );
};

/** A login that ended in a session, in the session's transaction. */
export const recordLogin = (
  q: Queryable,
  staff: { id: number; agent_id: number; username: string },
  meta: AuditMeta,
) =>
  auditAs(
    q,
    meta,
    { id: staff.id, agentId: staff.agent_id, username: staff.username },
    { action: 'auth.login', targetType: 'staff', targetId: staff.id },
  );
