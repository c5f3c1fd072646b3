-- Issue 29: the agent's LINE rich menus. One draft per kind (guest: LINE's default menu for every follower;
-- member: linked to each member's LINE user), edited in the console; `version` is bumped by every save, and a
-- publication names the version it sent. The image (JPEG or PNG, at most 1 MB by LINE's rules) is kept here:
-- small, rarely written, and needed again when a publication that stopped midway is completed.
CREATE TABLE line_rich_menus (
  agent_id int NOT NULL REFERENCES agents(id),
  kind text NOT NULL CHECK (kind IN ('guest', 'member')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  chat_bar_text text NOT NULL CHECK (length(chat_bar_text) BETWEEN 1 AND 14),
  layout text NOT NULL,
  -- One action per area of the layout: {type: 'liff', screen, params} or {type: 'message', text}.
  actions jsonb NOT NULL,
  image bytea CHECK (image IS NULL OR octet_length(image) <= 1048576),
  image_mime text CHECK (image_mime IN ('image/jpeg', 'image/png')),
  image_width int,
  image_height int,
  version int NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- The publish lock: the staff click holding it until then (a process that dies leaves it to pass).
  publishing_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, kind)
);

-- Each publication of a draft: `creating` while LINE's calls are made (create, upload the image, set the default
-- or link the members; each step stored as it succeeds, so a second click resumes it or cleans it up), then
-- `live`; the live one before it becomes `superseded` (kept at LINE: the rollback target), a rolled-back one
-- `rolled_back`, a half-made one whose draft changed since `abandoned` (its menu deleted at LINE).
CREATE TABLE line_rich_menu_publications (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  kind text NOT NULL CHECK (kind IN ('guest', 'member')),
  version int NOT NULL,
  -- The rich menu object sent to LINE (the LIFF links resolved when the publication began).
  body jsonb NOT NULL,
  status text NOT NULL DEFAULT 'creating'
    CHECK (status IN ('creating', 'live', 'superseded', 'rolled_back', 'abandoned')),
  line_rich_menu_id text NOT NULL DEFAULT '',
  image_uploaded boolean NOT NULL DEFAULT false,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  rolled_back_at timestamptz,
  FOREIGN KEY (agent_id, kind) REFERENCES line_rich_menus (agent_id, kind)
);
CREATE UNIQUE INDEX line_rich_menu_publications_live
  ON line_rich_menu_publications (agent_id, kind) WHERE status = 'live';
CREATE UNIQUE INDEX line_rich_menu_publications_creating
  ON line_rich_menu_publications (agent_id, kind) WHERE status = 'creating';
CREATE INDEX line_rich_menu_publications_recent ON line_rich_menu_publications (agent_id, kind, id DESC);
