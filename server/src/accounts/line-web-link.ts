import { createHash, randomBytes } from 'node:crypto';
import type { LineWebLinkOutcome } from '@contract/line-link-outcomes';
import type { Config } from '@server/config';
import type { Db } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import {
  exchangeLineCode,
  LineKeysUnavailable,
  LineTokenEndpointError,
  type LineVerifier,
} from '@server/line';
import type { AuditMeta } from '@server/staff/audit';
import { linkLineUser } from './line-link';
import { findMemberById } from './member-repository';
import { passwordMatches } from './password-check';

/** How long a trip to LINE and back may take (LINE's authorization code lives 10 minutes too). */
export const LINE_LINK_STATE_SECONDS = 10 * 60;

type LineLoginConfig = Pick<
  Config,
  'LINE_CHANNEL_ID' | 'LINE_LOGIN_CHANNEL_SECRET' | 'LINE_AUTHORIZE_URL' | 'LINE_TOKEN_URL'
>;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
const codeChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');

/**
 * The logged-in member asks to link LINE from the web. The account's password first (counted like a login, as
 * every link: a stolen session alone cannot tie the thief's LINE to the account), then a one-time state (kept
 * hashed, with the member, a PKCE code_verifier, the nonce the ID token must carry and the redirect_uri; 10
 * minutes) and LINE's authorize URL. The caller binds the state to this browser (a cookie the callback wants).
 */
export const startLineWebLink = async (
  db: Db,
  config: LineLoginConfig,
  who: { id: number },
  password: string,
  redirectUri: string,
  meta: { ip: string },
) => {
  const member = (await findMemberById(db, who.id)) ?? fail('UNAUTHORIZED');
  const owner = { agentId: member.agent_id, phone: member.phone, passwordHash: member.password_hash };
  if (!(await passwordMatches(db, owner, password, meta.ip))) return fail('PASSWORD_WRONG');
  if (config.LINE_CHANNEL_ID === '' || config.LINE_LOGIN_CHANNEL_SECRET === '')
    return fail('LINE_UNAVAILABLE');
  const state = random(32);
  const codeVerifier = random(48);
  const nonce = random(24);
  await db.query(
    `WITH swept AS (DELETE FROM line_link_states WHERE expires_at < now())
     INSERT INTO line_link_states (state_hash, member_id, code_verifier, nonce, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [sha256(state), member.id, codeVerifier, nonce, redirectUri, LINE_LINK_STATE_SECONDS],
  );
  const url = new URL(config.LINE_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.LINE_CHANNEL_ID,
    redirect_uri: redirectUri,
    state,
    scope: 'openid profile',
    nonce,
    code_challenge: codeChallengeOf(codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return { state, authorize_url: url.toString(), expires_in: LINE_LINK_STATE_SECONDS };
};

type StateRow = {
  member_id: number;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  live: boolean;
};

/** Consumes a state once (one DELETE ... RETURNING: of two callbacks with it, one gets the row). */
const takeState = async (db: Db, state: string) => {
  const { rows } = await db.query<StateRow>(
    `DELETE FROM line_link_states WHERE state_hash = $1
     RETURNING member_id, code_verifier, nonce, redirect_uri, expires_at > now() AS live`,
    [sha256(state)],
  );
  return rows[0] ?? null;
};

type LineWebLinkCallback = {
  code?: string;
  state?: string;
  /** LINE's `error` when the member cancelled or the request was refused. */
  error?: string;
  /** The state cookie this browser got at the start. */
  browserState?: string;
};

/**
 * LINE came back to the callback. The state is consumed first, whatever follows (unknown, spent, expired, or
 * another browser's: nothing is linked). Then the code is exchanged with the code_verifier, the ID token
 * verified (signature, iss, aud = channel id, exp, nonce = the state's) and its LINE user linked to the state's
 * member under the same rules as every link (`linkLineUser`). The token came from LINE directly, its nonce is
 * the state's and dies with it: it is not spent again in `line_id_tokens_used`.
 */
export const finishLineWebLink = async (
  db: Db,
  config: LineLoginConfig,
  verifier: LineVerifier,
  input: LineWebLinkCallback,
  meta: AuditMeta & { log: (detail: object, message: string) => void },
): Promise<LineWebLinkOutcome> => {
  if (!input.state) return 'state_invalid';
  const row = await takeState(db, input.state);
  if (!row) return 'state_invalid';
  if (input.browserState !== input.state) return 'state_invalid';
  if (!row.live) return 'expired';
  if (input.error) return 'cancelled';
  if (!input.code) return 'failed';
  let idToken: string;
  try {
    idToken = await exchangeLineCode({
      tokenUrl: config.LINE_TOKEN_URL,
      channelId: config.LINE_CHANNEL_ID,
      channelSecret: config.LINE_LOGIN_CHANNEL_SECRET,
      code: input.code,
      redirectUri: row.redirect_uri,
      codeVerifier: row.code_verifier,
    });
  } catch (error) {
    meta.log({ err: error }, 'LINE link: the token endpoint refused or failed');
    return error instanceof LineTokenEndpointError && !error.unreachable ? 'failed' : 'unavailable';
  }
  let userId: string;
  try {
    ({ userId } = await verifier.verify(idToken, row.nonce));
  } catch (error) {
    meta.log({ err: error }, 'LINE link: the ID token was refused');
    return error instanceof LineKeysUnavailable ? 'unavailable' : 'failed';
  }
  try {
    await linkLineUser(db, row.member_id, userId, meta);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.reason === 'LINE_ALREADY_LINKED') return 'already_linked';
    if (error.reason === 'LINE_MEMBER_HAS_OTHER') return 'member_has_other';
    return 'failed';
  }
  return 'linked';
};
