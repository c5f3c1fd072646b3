import type { Queryable } from '@server/db/db';
import { beginLoginAttempt, loginAttemptFailed, loginAttemptSucceeded } from './login-limits';
import { verifySecret } from './passwords';

export type PasswordOwner = { agentId: number; phone: string; passwordHash: string | null };

/**
 * The one way to check a member's password, wherever it is asked for (login, change_password, the sub bank
 * account, ...): every check counts against the login limits of the account and the address, so a stolen
 * session cannot guess the password through a side door, and a locked account refuses the right password too
 * (LOGIN_LOCKED) until the lock ends. Answers whether the password matched; the caller says what a mismatch means.
 */
export const passwordMatches = async (
  q: Queryable,
  owner: PasswordOwner,
  password: string,
  ip: string,
): Promise<boolean> => {
  const attempt = await beginLoginAttempt(q, owner.agentId, owner.phone, ip);
  if (!(await verifySecret(owner.passwordHash, password))) {
    await loginAttemptFailed(q, ip);
    return false;
  }
  await loginAttemptSucceeded(q, attempt, owner.agentId, owner.phone);
  return true;
};
