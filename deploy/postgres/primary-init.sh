#!/bin/bash
# Runs once, when the primary's data volume is created (docker-entrypoint-initdb.d): a role for the replica's
# streaming connection and its line in pg_hba.conf.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '${REPLICATION_PASSWORD}';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
