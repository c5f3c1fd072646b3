-- Issue 28: an agent's edit of a platform default channel is kept beside it, not in a copy. The first edit used to
-- copy the defaults into the agent's own rows, so their ids changed (1-3 became 4-6) and a member with the deposit
-- page open was told the channel did not exist. Channels an agent already copied stay its own rows (edited in
-- place from then on); an agent without its own rows reads the defaults with its settings applied, under the
-- defaults' ids.
CREATE TABLE payment_channel_settings (
  agent_id int NOT NULL REFERENCES agents(id),
  channel_id int NOT NULL REFERENCES payment_channels(id),
  min_satang bigint NOT NULL CHECK (min_satang > 0),
  max_satang bigint NOT NULL CHECK (max_satang >= min_satang),
  available boolean NOT NULL,
  -- Thai, typed by staff when closing the channel: members see it on the channel and when an order is refused.
  unavailable_reason text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, channel_id),
  CHECK (available OR unavailable_reason <> '')
);
