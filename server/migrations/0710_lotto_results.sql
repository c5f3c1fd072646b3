-- Lotto results, Yeekee shots and settlement (issue 12, part 2). Builds on 0700 (markets, rounds, bills).

-- Yeekee shots. The order of shots is `id`, a database sequence, never a client's clock. A shot is inserted only
-- while its round row is share-locked and open (see yeekee-shoot.ts); closing the round updates that row, so it
-- waits for every shot in flight: once a round is closed no earlier-numbered shot can still commit.
CREATE TABLE lotto_yeekee_shots (
  id bigserial PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES lotto_rounds(id),
  member_id bigint NOT NULL REFERENCES members(id),
  number text NOT NULL CHECK (number ~ '^[0-9]{5}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lotto_yeekee_shots_round ON lotto_yeekee_shots (round_id, id);

-- A government or generic result as one staff member entered it; a second, different staff member confirms it
-- (four eyes) before it becomes the round's result and anything is paid.
CREATE TABLE lotto_result_entries (
  id bigserial PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES lotto_rounds(id),
  result jsonb NOT NULL,
  entered_by bigint NOT NULL REFERENCES staff(id),
  entered_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
  decided_by bigint REFERENCES staff(id),
  decided_at timestamptz,
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  -- The database itself refuses a confirmation by the staff member who entered the result.
  CHECK (status <> 'confirmed' OR decided_by <> entered_by)
);
-- At most one live entry per round: a pending one awaiting its second pair of eyes, or the confirmed one.
CREATE UNIQUE INDEX lotto_result_entries_live ON lotto_result_entries (round_id) WHERE status <> 'rejected';

-- Settles up to p_limit pending bills of one round in one statement, each exactly once:
--   p_winning: the winning numbers per bet type ({"three_top": ["866"], "three_tote": [...], ...}) computed
--   from the result by server/src/lotto/outcome.ts (the one place that knows what wins); NULL with p_refund.
--   p_refund: the round has no result (Yeekee with fewer than 20 shots, or cancelled): every bill refunded.
-- Bills are taken FOR UPDATE SKIP LOCKED and changed only while still 'pending', in the same transaction as
-- their ledger credit (key 'lotto:win:<bill>' or 'lotto:refund:<bill>'), so two settlers at once split the
-- bills between them and a crash halfway leaves each bill either fully settled or still pending.
-- Answers how many bills it settled and the total paid (wins + refunds) in satang.
CREATE FUNCTION lotto_settle_batch(p_round bigint, p_winning jsonb, p_refund boolean, p_limit int,
  OUT bills int, OUT paid bigint)
LANGUAGE plpgsql AS $$
DECLARE
  b record;
  v_ids bigint[];
  v_key text;
  v_legs jsonb;
BEGIN
  bills := 0;
  paid := 0;
  SELECT array_agg(id) INTO v_ids FROM (
    SELECT id FROM lotto_bills WHERE round_id = p_round AND status = 'pending'
     ORDER BY id LIMIT p_limit FOR UPDATE SKIP LOCKED) picked;
  IF v_ids IS NULL THEN
    RETURN;
  END IF;

  IF p_refund THEN
    UPDATE lotto_bill_lines l SET status = 'refunded', payout = 0
     WHERE l.bill_id = ANY(v_ids) AND l.status = 'pending';
  ELSE
    UPDATE lotto_bill_lines l
       SET status = CASE WHEN p_winning->l.bet_type ? l.number THEN 'won' ELSE 'lost' END,
           payout = CASE WHEN p_winning->l.bet_type ? l.number THEN l.amount * l.rate_x100 / 100 ELSE 0 END
     WHERE l.bill_id = ANY(v_ids) AND l.status = 'pending';
  END IF;

  FOR b IN
    UPDATE lotto_bills t
       SET status = CASE WHEN p_refund THEN 'refunded' WHEN s.payout > 0 THEN 'won' ELSE 'lost' END,
           payout = CASE WHEN p_refund THEN 0 ELSE s.payout END,
           settled_at = now()
      FROM (SELECT l.bill_id, sum(l.payout)::bigint AS payout FROM lotto_bill_lines l
             WHERE l.bill_id = ANY(v_ids) GROUP BY l.bill_id) s
     WHERE t.id = s.bill_id AND t.status = 'pending'
    RETURNING t.id, t.wallet_id, t.total, t.status, t.payout, t.round_id
  LOOP
    bills := bills + 1;
    CONTINUE WHEN b.status = 'lost';
    IF b.status = 'refunded' THEN
      v_key := 'lotto:refund:' || b.id;
      v_legs := jsonb_build_array(jsonb_build_object('from', jsonb_build_object('house', 'lotto'),
        'to', jsonb_build_object('walletId', b.wallet_id), 'amount', b.total));
      PERFORM ledger_apply('transfer', v_key, 'refund', 'คืนเงินโพยหวย #' || b.id || ' (งวดไม่มีผลรางวัล)',
        'lotto:' || v_key || ':' || b.wallet_id || ':' || b.total,
        jsonb_build_object('bill_id', b.id, 'round_id', b.round_id), v_legs, NULL);
      paid := paid + b.total;
    ELSE
      v_key := 'lotto:win:' || b.id;
      v_legs := jsonb_build_array(jsonb_build_object('from', jsonb_build_object('house', 'lotto'),
        'to', jsonb_build_object('walletId', b.wallet_id), 'amount', b.payout));
      PERFORM ledger_apply('transfer', v_key, 'win', 'ถูกรางวัลหวย โพย #' || b.id,
        'lotto:' || v_key || ':' || b.wallet_id || ':' || b.payout,
        jsonb_build_object('bill_id', b.id, 'round_id', b.round_id), v_legs, NULL);
      paid := paid + b.payout;
    END IF;
  END LOOP;
END $$;
