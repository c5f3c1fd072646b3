-- Issue 28: bank statement lines enter through the console (typed in, or imported from the bank's CSV) instead
-- of an operator command. A line is an `incoming_transfers` row (source 'statement'): its external id is the
-- bank's reference, else a hash of its content, so the same line imported twice is one line.

-- What the bank wrote in the line's description column (the console shows it beside the line).
ALTER TABLE incoming_transfers ADD COLUMN description text NOT NULL DEFAULT '';

-- How one of the agent's bank accounts' statement files read: which column holds what, and how dates are
-- written. Saved by staff on the mapping screen; an import of that account starts from it.
CREATE TABLE statement_mappings (
  agent_id int NOT NULL REFERENCES agents(id),
  bank_account_id int NOT NULL REFERENCES agent_bank_accounts(id),
  mapping jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, bank_account_id)
);
