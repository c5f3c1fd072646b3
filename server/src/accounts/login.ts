import type { SessionAnswer } from '@contract/account';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { findMemberByPhone } from './member-repository';
import { passwordMatches } from './password-check';
import { requirePhone } from './rules';
import { issueSession, type ClientMeta } from './sessions';

export type LoginInput = { agentId: number; phone: string; password: string; sessionDays: number };

/**
 * Phone and password to a session. A wrong password and an unknown phone get the same answer in the same time;
 * a locked account is refused even with the right password, so the lock actually stops guessing.
 */
export const login = async (db: Db, input: LoginInput, meta: ClientMeta): Promise<SessionAnswer> => {
  const phone = requirePhone(input.phone);
  const member = await findMemberByPhone(db, input.agentId, phone);
  const owner = { agentId: input.agentId, phone, passwordHash: member?.password_hash ?? null };
  if (!(await passwordMatches(db, owner, input.password, meta.ip)) || !member) return fail('LOGIN_FAILED');
  if (member.status !== 'active') return fail('ACCOUNT_DISABLED');
  return issueSession(db, member.id, input.sessionDays, meta);
};
