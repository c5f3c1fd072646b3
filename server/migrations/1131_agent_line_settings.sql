-- Issue 28: each agent's LINE settings, edited by the owner in the console. The LIFF ids per app name (the path
-- after /liff/) and the LINE Login channel id; an empty value falls back to liff.config.json (the ids) and to
-- LINE_CHANNEL_ID (the channel), so a site without a row behaves as before.
CREATE TABLE agent_line_settings (
  agent_id int PRIMARY KEY REFERENCES agents(id),
  channel_id text NOT NULL DEFAULT '' CHECK (channel_id ~ '^([0-9]{10})?$'),
  liff_apps jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(liff_apps) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
