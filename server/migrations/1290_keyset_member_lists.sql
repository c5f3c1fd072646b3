-- Issue 31, keyset paging of the member's lists: each in its own order with the id as the tie-break, so the
-- cursor's condition is the index's own (a page after years of history costs what the first does).
-- Cashback days: the member's awards by (period_key, id), the cashback ones' period_key their YYYY-MM-DD day.
CREATE INDEX reward_awards_member_period ON reward_awards (member_id, period_key DESC, id DESC);
-- Win/loss weeks by (week, id); the old (member_id, week DESC) is this one's prefix.
CREATE INDEX winloss_entitlements_member_week ON winloss_entitlements (member_id, week DESC, id DESC);
DROP INDEX winloss_entitlements_member;
-- The members a member referred, newest first by (created_at, id) (the affiliate network, both levels); the old
-- (referred_by) is this one's prefix.
CREATE INDEX members_referred_by_time ON members (referred_by, created_at DESC, id DESC) WHERE referred_by IS NOT NULL;
DROP INDEX members_referred_by;
