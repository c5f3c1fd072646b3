import type { LineAuthAnswer } from '@contract/account';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { LineIdentity, LineVerifier } from '@server/line';
import { signLineRegistration } from './line-registration-token';
import { findMemberByLineUser, setLineUser } from './member-repository';
import { issueSession, type ClientMeta } from './sessions';
import { uniqueViolation } from './unique-violation';

const verified = async (verifier: LineVerifier, idToken: string, nonce?: string): Promise<LineIdentity> => {
  try {
    return await verifier.verify(idToken, nonce);
  } catch {
    // Which check failed (signature, audience, expiry, nonce) is for the log, not for the client.
    return fail('LINE_TOKEN_INVALID');
  }
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
  const identity = await verified(verifier, token.idToken, token.nonce);
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
  const identity = await verified(verifier, token.idToken, token.nonce);
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
