-- Issue 29: a one-time code by SMS before a new member is created, when the agent turns it on (off by default;
-- the console's SMS page). Registration codes live beside the reset codes, under their own purpose.
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check CHECK (purpose IN ('reset_password', 'register'));

CREATE TABLE agent_sms_settings (
  agent_id int PRIMARY KEY REFERENCES agents(id),
  register_otp boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
