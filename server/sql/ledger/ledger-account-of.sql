-- A party (server/src/ledger/types.ts: walletId | member + walletTypeId | house | points) to its account,
-- opening member wallets, member points accounts and house accounts on first use. House codes starting 'points:'
-- hold points, every other code holds baht. 'ledger:WALLET_NOT_FOUND' when there is no such wallet or member.
-- SECURITY DEFINER like ledger_apply (the app role cannot insert an account; openMemberWallets calls this).
CREATE OR REPLACE FUNCTION ledger_account_of(p jsonb, OUT id bigint, OUT owner text, OUT asset text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
#variable_conflict use_column
DECLARE
  v_code text;
  v_member bigint;
  v_type int;
BEGIN
  IF p ? 'walletId' THEN
    SELECT a.id, a.owner, a.asset INTO id, owner, asset FROM ledger_accounts a
     WHERE a.id = (p->>'walletId')::bigint;
  ELSIF p ? 'house' THEN
    v_code := p->>'house';
    SELECT a.id, a.owner, a.asset INTO id, owner, asset FROM ledger_accounts a WHERE a.house_code = v_code;
    IF NOT FOUND THEN
      INSERT INTO ledger_accounts (owner, asset, house_code)
      VALUES ('house', CASE WHEN v_code LIKE 'points:%' THEN 'point' ELSE 'thb' END, v_code)
      ON CONFLICT (house_code) DO NOTHING;
      SELECT a.id, a.owner, a.asset INTO id, owner, asset FROM ledger_accounts a WHERE a.house_code = v_code;
    END IF;
  ELSIF p ? 'points' THEN
    v_member := (p->>'points')::bigint;
    SELECT a.id, a.owner, a.asset INTO id, owner, asset FROM ledger_accounts a
     WHERE a.member_id = v_member AND a.asset = 'point' AND a.owner = 'member';
    IF NOT FOUND AND EXISTS (SELECT 1 FROM members m WHERE m.id = v_member) THEN
      INSERT INTO ledger_accounts (owner, asset, member_id) VALUES ('member', 'point', v_member)
      ON CONFLICT (member_id) WHERE asset = 'point' AND owner = 'member' DO NOTHING;
      SELECT a.id, a.owner, a.asset INTO id, owner, asset FROM ledger_accounts a
       WHERE a.member_id = v_member AND a.asset = 'point' AND a.owner = 'member';
    END IF;
  ELSIF p ? 'member' THEN
    v_member := (p->>'member')::bigint;
    v_type := coalesce((p->>'walletTypeId')::int, 1);
    SELECT a.id, a.owner, a.asset INTO id, owner, asset FROM ledger_accounts a
     WHERE a.member_id = v_member AND a.wallet_type_id = v_type AND a.asset = 'thb' AND a.owner = 'member';
    IF NOT FOUND AND EXISTS (SELECT 1 FROM members m WHERE m.id = v_member)
       AND EXISTS (SELECT 1 FROM wallet_types t WHERE t.id = v_type) THEN
      INSERT INTO ledger_accounts (owner, asset, member_id, wallet_type_id) VALUES ('member', 'thb', v_member, v_type)
      ON CONFLICT (member_id, wallet_type_id) WHERE asset = 'thb' AND owner = 'member' DO NOTHING;
      SELECT a.id, a.owner, a.asset INTO id, owner, asset FROM ledger_accounts a
       WHERE a.member_id = v_member AND a.wallet_type_id = v_type AND a.asset = 'thb' AND a.owner = 'member';
    END IF;
  END IF;
  IF id IS NULL THEN
    RAISE EXCEPTION 'ledger:WALLET_NOT_FOUND';
  END IF;
END $$;
