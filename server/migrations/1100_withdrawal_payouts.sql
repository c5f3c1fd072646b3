-- Issue 28: a withdrawal's decision keeps the staff's internal note apart from what the member is told, and an
-- approval records the payout: which of the agent's own bank accounts paid, the bank's reference, and when.
ALTER TABLE withdrawals
  ADD COLUMN note text NOT NULL DEFAULT '',
  ADD COLUMN paid_from_account_id int REFERENCES agent_bank_accounts(id),
  ADD COLUMN paid_reference text NOT NULL DEFAULT '',
  ADD COLUMN paid_at timestamptz;

-- Until now the one `reason` held the staff's text, and the member saw it even on an approval ("โอนแล้วจาก KBANK
-- 123..."): it becomes the note. A refusal's stays the member's reason (they have read it already); an approval's
-- is no longer shown. An approval until now meant the money had been paid: it was paid when it was decided.
UPDATE withdrawals
   SET note = reason,
       reason = CASE WHEN status = 'refused' THEN reason ELSE '' END,
       paid_at = CASE WHEN status = 'approved' THEN decided_at END
 WHERE status <> 'pending';

-- Paid only once approved; an approval of the automatic mode waits for staff to pay it (paid_at null).
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_paid_once_approved CHECK (paid_at IS NULL OR status = 'approved');

-- The queue also lists approvals awaiting their payout; the history searches decided ones per agent, newest first.
CREATE INDEX withdrawals_awaiting_payout ON withdrawals (agent_id, id) WHERE status = 'approved' AND paid_at IS NULL;
CREATE INDEX withdrawals_history ON withdrawals (agent_id, decided_at DESC, id DESC) WHERE status <> 'pending';
