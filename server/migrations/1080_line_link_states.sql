-- Linking LINE from the web profile with LINE Login (server/src/accounts/line-web-link.ts): one row per trip to
-- LINE and back. `state_hash` is the SHA-256 of the random `state` sent to LINE (the value itself is only in the
-- member's URL and cookie); the row holds what the callback needs: whose it is, the PKCE code_verifier, the nonce
-- the ID token must carry and the redirect_uri the token request repeats. Single use: the callback consumes it
-- with one DELETE ... RETURNING, so of two callbacks with one state one goes on. Expired rows are swept by the
-- next start.
CREATE TABLE line_link_states (
  state_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  code_verifier text NOT NULL CHECK (length(code_verifier) BETWEEN 43 AND 128),
  nonce text NOT NULL CHECK (length(nonce) BETWEEN 16 AND 200),
  redirect_uri text NOT NULL CHECK (length(redirect_uri) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX line_link_states_expiry ON line_link_states (expires_at);
