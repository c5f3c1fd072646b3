-- Issue 29: an entry closed on purpose without sending (the member turned the category off, staff already handled
-- what an alert tells of, a code expired before it left) is 'skipped', not 'failed': the console's failures are
-- then only what needs staff.
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped'));
