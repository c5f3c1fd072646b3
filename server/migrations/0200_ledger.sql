-- The money ledger (DESIGN §4): double-entry accounts, immutable entries, idempotent transfers, holds.
-- Amounts are integer satang (points for the 'point' asset). Only the functions of 0201 write these tables.

-- What a wallet may be used for. Categories are the game categories a wallet may play; turnover_multiplier is
-- how many times the credited amount must be wagered before the money may leave (0 = none).
CREATE TABLE wallet_types (
  id int PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name_th text NOT NULL,
  categories text[] NOT NULL,
  withdrawable boolean NOT NULL,
  turnover_multiplier int NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  sort int NOT NULL DEFAULT 0,
  CHECK (categories <@ ARRAY['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto']::text[])
);

INSERT INTO wallet_types (id, code, name_th, categories, withdrawable, turnover_multiplier, sort) VALUES
  (1, 'main', 'กระเป๋าหลัก', ARRAY['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'], true, 0, 1),
  (2, 'promotion', 'กระเป๋าโปรโมชั่น', ARRAY['slot', 'fishing', 'freespin'], false, 10, 2),
  (3, 'free_credit', 'กระเป๋าเครดิตฟรี', ARRAY['slot', 'freespin'], false, 20, 3);

-- One row per member wallet (asset 'thb'), per member points account (asset 'point', no wallet type) and per
-- house purpose. House rows are never updated: their balance is the sum of their entries, so no bet ever
-- queues on a house row (their balance and version columns stay 0).
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  owner text NOT NULL CHECK (owner IN ('member', 'house')),
  asset text NOT NULL DEFAULT 'thb' CHECK (asset IN ('thb', 'point')),
  member_id bigint REFERENCES members(id),
  wallet_type_id int REFERENCES wallet_types(id),
  house_code text UNIQUE CHECK (house_code ~ '^[a-z0-9_:.-]{1,80}$'),
  balance bigint NOT NULL DEFAULT 0,
  version bigint NOT NULL DEFAULT 0 CHECK (version >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (balance >= 0 OR owner = 'house'),
  CHECK (
    (owner = 'member' AND member_id IS NOT NULL AND house_code IS NULL
      AND ((asset = 'thb') = (wallet_type_id IS NOT NULL)))
    OR (owner = 'house' AND member_id IS NULL AND wallet_type_id IS NULL AND house_code IS NOT NULL
      AND balance = 0 AND version = 0)
  )
)
-- Wallet rows are updated on every bet; free space in each page lets PostgreSQL update them in place (HOT)
-- without touching their indexes.
WITH (fillfactor = 70);
CREATE UNIQUE INDEX ledger_accounts_member_wallet ON ledger_accounts (member_id, wallet_type_id)
  WHERE asset = 'thb' AND owner = 'member';
CREATE UNIQUE INDEX ledger_accounts_member_points ON ledger_accounts (member_id)
  WHERE asset = 'point' AND owner = 'member';

-- One row per idempotent operation. fingerprint = hash of what the key stands for (operation, kind, legs);
-- the same key with another fingerprint is refused. hold_id: the hold a post/void operation settles.
CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  idem_key text NOT NULL UNIQUE CHECK (length(idem_key) BETWEEN 1 AND 200),
  op text NOT NULL CHECK (op IN ('transfer', 'hold', 'post_hold', 'void_hold')),
  kind text NOT NULL CHECK (kind ~ '^[a-z_:]{1,40}$'),
  description text NOT NULL,
  fingerprint text NOT NULL,
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  hold_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Immutable entries: amount signed (+ into the account, - out of it). Member entries carry the balance after
-- them and the account version they produced; house entries carry neither (no house row is updated).
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
  leg smallint NOT NULL CHECK (leg >= 0),
  -- No foreign key to ledger_accounts: its KEY SHARE lock would queue every bet on the shared house row
  -- ('game:<provider>'), the hot row DESIGN §4 forbids. Entries are written only by ledger_apply with account
  -- ids it has just resolved, and `npm run ledger:check` verifies that every entry's account exists.
  account_id bigint NOT NULL,
  asset text NOT NULL CHECK (asset IN ('thb', 'point')),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint CHECK (balance_after >= 0),
  account_version bigint CHECK (account_version > 0),
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((balance_after IS NULL) = (account_version IS NULL))
);
-- One version per member entry (house entries carry none).
CREATE UNIQUE INDEX ledger_entries_account_version ON ledger_entries (account_id, account_version)
  WHERE account_version IS NOT NULL;
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);

-- Funds reserved by a hold sit in the house account 'holds' until the hold is posted (to to_account) or voided
-- (back to from_account), exactly once.
CREATE TABLE ledger_holds (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL UNIQUE REFERENCES ledger_transfers(id),
  from_account bigint NOT NULL REFERENCES ledger_accounts(id),
  to_account bigint NOT NULL REFERENCES ledger_accounts(id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'posted', 'voided')),
  settle_transfer_id bigint UNIQUE REFERENCES ledger_transfers(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK ((status = 'pending') = (settle_transfer_id IS NULL))
);
CREATE INDEX ledger_holds_pending ON ledger_holds (id) WHERE status = 'pending';
