import type { LineAuthAnswer } from '@contract/account';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { LineKeysUnavailable, type LineIdentity, type LineVerifier } from '@server/line';
import { signLineRegistration } from './line-registration-token';
import { spendLineToken } from './line-token-once';
import { findMemberByLineUser, setLineUser } from './member-repository';
import { issueSession, type ClientMeta } from './sessions';
import { uniqueViolation } from './unique-violation';

/** A verified token, spent: a second use of the same ID token is refused (line-token-once.ts). */
const verified = async (
  db: Db,
  verifier: LineVerifier,
  token: { idToken: string; nonce?: string },
): Promise<LineIdentity> => {
  const { use, ...identity } = await verifier.verify(token.idToken, token.nonce).catch((error: unknown) => {
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
  const identity = await verified(db, verifier, token);
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

/** A logged-in member links a LINE user; linking the same one again is a no-op, another member's is refused. */
export const linkLine = async (
  db: Db,
  verifier: LineVerifier,
  member: { id: number; agentId: number },
  token: { idToken: string; nonce?: string },
) => {
  const identity = await verified(db, verifier, token);
  const owner = await findMemberByLineUser(db, member.agentId, identity.userId);
  if (owner && owner.id !== member.id) return fail('LINE_ALREADY_LINKED');
  try {
    await setLineUser(db, member.id, identity.userId);
  } catch (error) {
    if (uniqueViolation(error) !== null) return fail('LINE_ALREADY_LINKED');
    throw error;
  }
  return { line_linked: true as const, profile: { name: identity.name, picture: identity.picture } };
};
