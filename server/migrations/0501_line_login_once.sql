-- LINE ID tokens are used once (server/src/accounts/line-token-once.ts, server/src/line/README.md).
--
-- Nonces the server issued for LINE login (POST /api/auth/line/nonce), kept hashed until they expire or a token
-- carrying one is accepted: consumed by one DELETE ... RETURNING, so a token bound to a nonce logs in once.
CREATE TABLE line_login_nonces (
  nonce_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX line_login_nonces_expiry ON line_login_nonces (expires_at);

-- ID tokens without a nonce (inside LINE, liff.init logs the member in without ours), kept hashed until they
-- expire: the first use inserts the row, a replay finds it taken.
CREATE TABLE line_id_tokens_used (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX line_id_tokens_used_expiry ON line_id_tokens_used (expires_at);
