-- Who a banner is for: 'guests' (a visitor without a session: "สมัครวันนี้ รับโบนัสต้อนรับ"), 'members' (a
-- logged-in member), or 'everyone'. /api/banner answers a request with a live member token the 'members' and
-- 'everyone' banners, any other request the 'guests' and 'everyone' ones (server/src/agents/agent-content.ts).
ALTER TABLE agent_banners ADD COLUMN audience text NOT NULL DEFAULT 'everyone'
  CHECK (audience IN ('guests', 'members', 'everyone'));
-- A banner that leads to the registration page is for guests: a member has nothing to register. This is the seed's
-- "สมัครวันนี้" banner on the databases it was written to before this column (the seed now says so itself).
UPDATE agent_banners SET audience = 'guests' WHERE link = '/register';
