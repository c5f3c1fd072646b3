-- Demo sessions are free to start and kept a day: each is counted against the address that started it, so one
-- address cannot fill the table (issue 9: 6,280 in 10 s). Older rows have no address and count for nobody.
ALTER TABLE gp_players ADD COLUMN created_ip text;
CREATE INDEX gp_players_demo_ip ON gp_players (created_ip, created_at) WHERE mode = 'demo';
