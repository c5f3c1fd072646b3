-- Locks a member's account until the caller's transaction ends and answers its balance (NULL: no such account
-- yet): a wallet of p_wallet_type, or with p_wallet_type NULL the member's points account. For a caller that
-- decides on the whole balance and moves it in the same transaction (server/src/ledger/wallets.ts
-- lockMemberAccount), so that nothing moves it in between. SECURITY DEFINER: FOR UPDATE needs the UPDATE
-- privilege, which the app role has not on the ledger tables (ledger-apply.sql).
CREATE OR REPLACE FUNCTION ledger_lock_member_account(p_member bigint, p_wallet_type int) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  v_balance bigint;
BEGIN
  -- Two statements, so that each matches its partial unique index.
  IF p_wallet_type IS NULL THEN
    SELECT a.balance INTO v_balance FROM ledger_accounts a
     WHERE a.member_id = p_member AND a.asset = 'point' AND a.owner = 'member' FOR UPDATE;
  ELSE
    SELECT a.balance INTO v_balance FROM ledger_accounts a
     WHERE a.member_id = p_member AND a.wallet_type_id = p_wallet_type AND a.asset = 'thb' AND a.owner = 'member'
       FOR UPDATE;
  END IF;
  RETURN v_balance;
END $$;
