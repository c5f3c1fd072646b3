-- One exclusion check for everything that gives or markets (issue 25): a member in a time-out or a
-- self-exclusion gets no award, prize, vote, commission or marketing of any kind (DOMAIN: responsible gambling).
-- A poll winner excluded when the prize is paid gets nothing: the payout row says so, and settles the winner.
ALTER TABLE poll_payouts ADD COLUMN excluded boolean NOT NULL DEFAULT false;
-- An announcement is important (every member sees it, as the agent's notices must reach everyone) or marketing
-- (promotions, campaigns): a marketing one is not shown to an excluded member.
ALTER TABLE agent_notifications ADD COLUMN marketing boolean NOT NULL DEFAULT false;
