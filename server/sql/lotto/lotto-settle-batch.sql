-- Settles up to p_limit pending bills of one round in one statement, each exactly once (server/src/lotto/settle.ts):
--   p_winning: the winning numbers per bet type ({"three_top": ["866"], "three_tote": [...], ...}) computed
--   from the result by server/src/lotto/outcome.ts (the one place that knows what wins); NULL with p_refund.
--   p_refund: the round has no result (Yeekee with fewer than 20 shots, or cancelled): every bill refunded.
-- Bills are taken FOR UPDATE SKIP LOCKED and changed only while still 'pending', in the same transaction as
-- their ledger credit (key 'lotto:win:<bill>' or 'lotto:refund:<bill>'), so two settlers at once split the
-- bills between them and a crash halfway leaves each bill either fully settled or still pending. Each credit's
-- fingerprint is ledger_fingerprint of its transfer, as transfer() would send it.
-- Answers how many bills it settled and the total paid (wins + refunds) in satang.
CREATE OR REPLACE FUNCTION lotto_settle_batch(p_round bigint, p_winning jsonb, p_refund boolean, p_limit int,
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
        ledger_fingerprint('transfer', jsonb_build_object('kind', 'refund', 'legs', v_legs)),
        jsonb_build_object('bill_id', b.id, 'round_id', b.round_id), v_legs, NULL);
      paid := paid + b.total;
    ELSE
      v_key := 'lotto:win:' || b.id;
      v_legs := jsonb_build_array(jsonb_build_object('from', jsonb_build_object('house', 'lotto'),
        'to', jsonb_build_object('walletId', b.wallet_id), 'amount', b.payout));
      PERFORM ledger_apply('transfer', v_key, 'win', 'ถูกรางวัลหวย โพย #' || b.id,
        ledger_fingerprint('transfer', jsonb_build_object('kind', 'win', 'legs', v_legs)),
        jsonb_build_object('bill_id', b.id, 'round_id', b.round_id), v_legs, NULL);
      paid := paid + b.payout;
    END IF;
  END LOOP;
END $$;
