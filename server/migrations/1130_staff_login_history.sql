-- Issue 28: staff security.
-- Each audit row keeps the browser beside the address: the login history (auth.login, auth.login_failed) reads
-- both, and so does any other staff action. Existing rows have none ('').
ALTER TABLE audit_log ADD COLUMN user_agent text NOT NULL DEFAULT '';

-- Why a staff session ended (logout, password change, disabled by the owner, two-factor or password reset), so
-- a console whose session died behind its tab can say why on the login page. '' while live or for old rows.
ALTER TABLE staff_sessions ADD COLUMN revoked_reason text NOT NULL DEFAULT '';
