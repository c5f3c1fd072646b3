import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { LineTokenUse } from '@server/line';

/** How long a nonce from POST /api/auth/line/nonce waits for its LINE login (the trip to LINE and back). */
const LINE_NONCE_SECONDS = 10 * 60;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A fresh nonce for a LINE login; only its hash is kept. Expired ones are swept on the way (indexed). */
export const issueLineNonce = async (q: Queryable) => {
  const nonce = randomBytes(24).toString('base64url');
  await q.query(
    `WITH swept AS (DELETE FROM line_login_nonces WHERE expires_at < now())
     INSERT INTO line_login_nonces (nonce_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))`,
    [sha256(nonce), LINE_NONCE_SECONDS],
  );
  return { nonce, expires_in: LINE_NONCE_SECONDS };
};

/**
 * Spends a verified ID token, so that a stolen one cannot be replayed until it expires. A token carrying a nonce
 * must carry one this server issued, and consumes it (one DELETE ... RETURNING: of two requests with it, one
 * wins). A token without a nonce is accepted once: its hash is kept until it expires. Either way the same token
 * a second time is refused with LINE_TOKEN_INVALID. `use` null is the LIFF mock's development token.
 */
export const spendLineToken = async (q: Queryable, idToken: string, use: LineTokenUse | null) => {
  if (use === null) return;
  if (use.nonce !== null) {
    const { rows } = await q.query(
      `DELETE FROM line_login_nonces WHERE nonce_hash = $1 AND expires_at > now() RETURNING 1`,
      [sha256(use.nonce)],
    );
    if (rows.length === 0) fail('LINE_TOKEN_INVALID');
    return;
  }
  const { rows } = await q.query(
    `WITH swept AS (DELETE FROM line_id_tokens_used WHERE expires_at < now())
     INSERT INTO line_id_tokens_used (token_hash, expires_at) VALUES ($1, to_timestamp($2))
     ON CONFLICT (token_hash) DO NOTHING RETURNING 1`,
    [sha256(idToken), use.expiresAt],
  );
  if (rows.length === 0) fail('LINE_TOKEN_INVALID');
};
