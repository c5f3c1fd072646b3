-- Issue 28: a member may attach the transfer slip (an image) to a transfer order. The bytes are in the slip store
-- (a directory under the data directory); this row says which order they belong to and what they are. One slip
-- per order: a new upload replaces the previous one until the order is paid.
CREATE TABLE deposit_slips (
  order_id bigint PRIMARY KEY REFERENCES deposit_orders(id),
  member_id bigint NOT NULL REFERENCES members(id),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
  size int NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  storage_key text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
