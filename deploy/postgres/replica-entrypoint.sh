#!/bin/bash
# The streaming replica: an empty data volume is cloned from the primary with pg_basebackup (-R writes
# standby.signal and primary_conninfo; -C -S a replication slot, so the primary keeps the WAL it has not sent),
# then PostgreSQL starts as a hot standby. Promote it: docs/runbook.md, "Promote the replica".
set -euo pipefail
export PGDATA=/var/lib/postgresql/data
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h postgres -U replicator; do sleep 1; done
  gosu postgres pg_basebackup -h postgres -U replicator -D "$PGDATA" -R -X stream -C -S replica1 --checkpoint=fast
  chmod 0700 "$PGDATA"
fi
exec gosu postgres postgres -c hot_standby=on
