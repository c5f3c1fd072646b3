import type { SessionAnswer } from '@contract/account';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { beginLoginAttempt, loginAttemptFailed, loginAttemptSucceeded } from './login-limits';
import { findMemberByPhone } from './member-repository';
import { verifySecret } from './passwords';
import { requirePhone } from './rules';
import { issueSession, type ClientMeta } from './sessions';

export type LoginInput = { agentId: number; phone: string; password: string; sessionDays: number };

/**
 * Phone and password to a session. A wrong password and an unknown phone get the same answer in the same time;
 * a locked account is refused even with the right password, so the lock actually stops guessing.
 */
export const login = async (db: Db, input: LoginInput, meta: ClientMeta): Promise<SessionAnswer> => {
  const phone = requirePhone(input.phone);
  const attempt = await beginLoginAttempt(db, input.agentId, phone, meta.ip);
  const member = await findMemberByPhone(db, input.agentId, phone);
  const valid = await verifySecret(member?.password_hash ?? null, input.password);
  if (!member || !valid) {
    await loginAttemptFailed(db, meta.ip);
    return fail('LOGIN_FAILED');
  }
  await loginAttemptSucceeded(db, attempt, input.agentId, phone);
  if (member.status !== 'active') return fail('ACCOUNT_DISABLED');
  return issueSession(db, member.id, input.sessionDays, meta);
};
