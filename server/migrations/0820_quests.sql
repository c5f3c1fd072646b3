-- Quests (issue 13): daily and weekly tasks on the rewards engine (campaigns of kind 'quest', the task in
-- `settings`). Progress of deposits, stakes and rounds is read from the ledger and member_play; the one thing a
-- quest needs that no other table records is the member's visit on a day (the login streak).

-- One check-in per member per Bangkok day: the primary key makes a repeated check-in (opening the quest list
-- twice, a double tap) a no-op, and a streak of N days is N rows on consecutive days.
CREATE TABLE quest_checkins (
  member_id bigint NOT NULL REFERENCES members(id),
  day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, day)
);

-- "Play a given game": the member's rounds of one game in a day or a week.
CREATE INDEX seamless_transactions_member_game ON seamless_transactions (member_id, game_code, created_at)
  WHERE kind = 'bet';
