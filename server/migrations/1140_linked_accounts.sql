-- Issue 28, linked accounts: members who share a bank account, a device, an address or a full name.
-- The device a login came from (the client's own id, `X-Device-Id`, normalised as the affiliate check does:
-- server/src/affiliate/device.ts); registration keeps its own in members.device_id (0900).
ALTER TABLE sessions ADD COLUMN device_id text NOT NULL DEFAULT '';
-- Each signal is looked up from one member's values to the others': an index per signal, none a full scan.
-- A member's own logins, live or ended (sessions_member holds the live ones only).
CREATE INDEX sessions_member_all ON sessions (member_id);
CREATE INDEX sessions_device ON sessions (device_id, member_id) WHERE device_id <> '';
CREATE INDEX sessions_ip ON sessions (ip, member_id) WHERE ip <> '';
CREATE INDEX members_agent_device ON members (agent_id, device_id) WHERE device_id <> '';
CREATE INDEX members_agent_full_name ON members (agent_id, full_name);
CREATE INDEX member_sub_bank_accounts_account ON member_sub_bank_accounts (bank_account);
