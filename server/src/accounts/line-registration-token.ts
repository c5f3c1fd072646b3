import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { LineIdentity } from '@server/line/line-verifier';
import { LIMITS } from './limits';
import { serverSecret } from './server-secret';

const AUDIENCE = 'line-registration';
const SECRET = 'line_registration_token';

/**
 * A short-lived HMAC-signed token saying "this LINE user, for this agent, passed ID token verification". The
 * client carries it from POST /api/auth/line to POST /api/register, which links the new member to that user.
 */
export const signLineRegistration = async (db: Db, agentId: number, identity: LineIdentity) =>
  new SignJWT({ agent: agentId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(identity.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIMITS.lineRegistrationTokenMinutes}m`)
    .sign(await serverSecret(db, SECRET));

/** The LINE user id the token carries, or LINE_TOKEN_INVALID (bad signature, expired, another agent's). */
export const readLineRegistration = async (db: Db, agentId: number, token: string): Promise<string> => {
  try {
    const { payload } = await jwtVerify(token, await serverSecret(db, SECRET), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.agent !== agentId || typeof payload.sub !== 'string') return fail('LINE_TOKEN_INVALID');
    return payload.sub;
  } catch {
    return fail('LINE_TOKEN_INVALID');
  }
};
