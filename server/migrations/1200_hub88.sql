-- Hub88, the first outside aggregator (issue 30): its provider row, the keys of its Wallet API and the members as
-- Hub88 knows them (server/src/games/hub88/README.md).

-- The provider row the Wallet API's calls are claimed under (seamless_transactions.provider_id), like the built-in
-- provider's. Disabled until the operator has exchanged keys with Hub88 and turned it on in the console; `secret`
-- (the HMAC key of the built-in protocol) is unused by Hub88, which signs with RSA, but the column requires one.
INSERT INTO game_providers (code, name, adapter, secret, status, sort)
VALUES ('hub88', 'Hub88', 'hub88', md5(random()::text) || md5(random()::text), 'disabled', 100)
ON CONFLICT (code) DO NOTHING;

-- One row: Hub88's public key (pasted in the console, PEM) and ours, generated once by the server; our private
-- key is sealed with the server's secret box (server/src/line/secret-box.ts), never stored in clear.
CREATE TABLE hub88_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  hub88_public_key text CHECK (hub88_public_key IS NULL OR length(hub88_public_key) BETWEEN 100 AND 10000),
  operator_public_key text NOT NULL,
  operator_private_key_sealed text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The member as Hub88 knows them (the `user` of every call): an opaque reference (playerRef, no personal data, as
-- Hub88 asks), written when a game is launched through Hub88, read back by /user/info.
CREATE TABLE hub88_users (
  user_ref text PRIMARY KEY CHECK (length(user_ref) BETWEEN 4 AND 100),
  member_id bigint NOT NULL UNIQUE REFERENCES members(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
