import type { SessionAnswer } from '@contract/account';
import type { SessionMember } from '@server/plugins/auth';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { findMemberById, setPasswordHash } from './member-repository';
import { passwordMatches } from './password-check';
import { hashSecret } from './passwords';
import { requireStrongPassword } from './rules';
import { issueSession, revokeAllSessions, type ClientMeta } from './sessions';

export type ChangePasswordInput = { oldPassword: string; newPassword: string; sessionDays: number };

/**
 * The old password proves the member is at the keyboard (a wrong one counts as a failed login, so a stolen token
 * cannot be used to guess it). Every session ends, this one included, and a fresh one is answered.
 */
export const changePassword = async (
  db: Db,
  who: SessionMember,
  input: ChangePasswordInput,
  meta: ClientMeta,
): Promise<SessionAnswer> => {
  const member = await findMemberById(db, who.id);
  if (!member) return fail('UNAUTHORIZED');
  const owner = { agentId: member.agent_id, phone: member.phone, passwordHash: member.password_hash };
  if (!(await passwordMatches(db, owner, input.oldPassword, meta.ip))) return fail('PASSWORD_WRONG');
  requireStrongPassword(input.newPassword);
  if (input.newPassword === input.oldPassword) fail('PASSWORD_SAME');
  const passwordHash = await hashSecret(input.newPassword);
  return db.tx(async (q) => {
    await setPasswordHash(q, member.id, passwordHash);
    await revokeAllSessions(q, member.id);
    return issueSession(q, member.id, input.sessionDays, meta);
  });
};
