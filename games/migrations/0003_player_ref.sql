-- The member behind a real player, as the platform names them to this provider (`player_ref` of its balance
-- answer: opaque, the same for every launch of one member). History and seed reveals span the players sharing
-- it. Demo players have none, nor real ones remembered before this column: each of those is its own player.
ALTER TABLE gp_players ADD COLUMN player_ref text CHECK (player_ref IS NULL OR mode = 'real');
CREATE INDEX gp_players_ref ON gp_players (player_ref) WHERE player_ref IS NOT NULL;
