import type { LineAuthAnswer, SessionAnswer } from '@contract/account';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { LineKeysUnavailable, type LineIdentity, type LineVerifier } from '@server/line';
import { agentChannelIdOf } from '@server/line/line-settings';
import { linkLineUser } from './line-link';
import { readLineRegistration, signLineRegistration } from './line-registration-token';
import { spendLineToken } from './line-token-once';
import { findMemberById, findMemberByLineUser, findMemberByPhone } from './member-repository';
import { passwordMatches } from './password-check';
import { requirePhone } from './rules';
import { issueSession, type ClientMeta } from './sessions';

/**
 * A verified token, spent: a second use of the same ID token is refused (line-token-once.ts). Its audience is
 * the agent's LINE channel (the owner's settings), else the server's.
 */
const verified = async (
  db: Db,
  verifier: LineVerifier,
  agentId: number,
  token: { idToken: string; nonce?: string },
): Promise<LineIdentity> => {
  const channelId = await agentChannelIdOf(db, agentId);
  const { use, ...identity } = await verifier
    .verify(token.idToken, token.nonce, channelId)
    .catch((error: unknown) => {
      // LINE unreachable is not the member's token: say so (the verifier has logged it).
      if (error instanceof LineKeysUnavailable) return fail('LINE_UNAVAILABLE');
      // Which check failed (signature, audience, expiry, nonce) is for the log, not for the client.
      return fail('LINE_TOKEN_INVALID');
    });
  await spendLineToken(db, token.idToken, use);
  return identity;
};

/**
 * LIFF login: a LINE user linked to a member of this agent gets a session; any other LINE user gets a signed
 * registration token and the LINE profile to start registration with.
 */
export const lineLogin = async (
  db: Db,
  verifier: LineVerifier,
  agentId: number,
  token: { idToken: string; nonce?: string },
  sessionDays: number,
  meta: ClientMeta,
): Promise<LineAuthAnswer> => {
  const identity = await verified(db, verifier, agentId, token);
  const member = await findMemberByLineUser(db, agentId, identity.userId);
  if (member) {
    if (member.status !== 'active') return fail('ACCOUNT_DISABLED');
    return { linked: true, ...(await issueSession(db, member.id, sessionDays, meta)) };
  }
  return {
    linked: false,
    line_registration_token: await signLineRegistration(db, agentId, identity),
    profile: { name: identity.name, picture: identity.picture },
  };
};

/**
 * A logged-in member links a LINE user, with the account's password: a stolen session alone cannot tie the
 * thief's LINE to the account (a wrong password counts as a failed login). Linking the same user again is a no-op,
 * another member's is refused.
 */
export const linkLine = async (
  db: Db,
  verifier: LineVerifier,
  who: { id: number },
  token: { idToken: string; nonce?: string },
  password: string,
  meta: ClientMeta & { requestId: string },
) => {
  const member = (await findMemberById(db, who.id)) ?? fail('UNAUTHORIZED');
  const owner = { agentId: member.agent_id, phone: member.phone, passwordHash: member.password_hash };
  if (!(await passwordMatches(db, owner, password, meta.ip))) return fail('PASSWORD_WRONG');
  const identity = await verified(db, verifier, member.agent_id, token);
  await linkLineUser(db, member.id, identity.userId, meta);
  return { line_linked: true as const, profile: { name: identity.name, picture: identity.picture } };
};

/**
 * LIFF: a LINE user who is not linked yet says they already have an account, and proves it with its phone and
 * password (counted against the login limits like a login). The account is linked to the LINE user of the
 * registration token (signed by POST /api/auth/line after the ID token was verified and spent) and logged in.
 */
export const linkLineAccount = async (
  db: Db,
  agentId: number,
  input: { registrationToken: string; phone: string; password: string; sessionDays: number },
  meta: ClientMeta & { requestId: string },
): Promise<SessionAnswer> => {
  const lineUserId = await readLineRegistration(db, agentId, input.registrationToken);
  const phone = requirePhone(input.phone);
  const member = await findMemberByPhone(db, agentId, phone);
  const owner = { agentId, phone, passwordHash: member?.password_hash ?? null };
  if (!(await passwordMatches(db, owner, input.password, meta.ip)) || !member) return fail('LOGIN_FAILED');
  if (member.status !== 'active') return fail('ACCOUNT_DISABLED');
  await linkLineUser(db, member.id, lineUserId, meta);
  return issueSession(db, member.id, input.sessionDays, meta);
};
