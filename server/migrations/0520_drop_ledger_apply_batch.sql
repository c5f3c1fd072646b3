-- ledger_apply_batch (0202) served the ledger's in-process lanes, which batched concurrent one-leg transfers of
-- one wallet. No production request used them (every bet, win, refund and deposit runs in its own statement or
-- in its caller's transaction), so the lanes were removed from server/src/ledger and the function goes with them.
DROP FUNCTION IF EXISTS ledger_apply_batch(jsonb);
