-- Issue 28: the addresses staff may use the back office from, per agent (addresses or CIDR blocks, IPv4 or IPv6,
-- as the owner typed them, checked and normalised by the server). No row, or an empty list: any address.
CREATE TABLE staff_address_allowlists (
  agent_id int PRIMARY KEY REFERENCES agents(id),
  entries text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
