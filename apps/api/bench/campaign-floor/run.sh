#!/usr/bin/env bash
# The database's own floor under issue 39's bound (decision 0076): pgbench alternates a credited scan as it is without
# campaigns or tiers (scan.sql, redeem_pack_code) with the same scan plus the writes the issue asks of it when a campaign
# matches and the level multiplies (scan-effects.sql, one call), on a fresh migrated database of the server given.
#
#   apps/api/bench/campaign-floor/run.sh postgres://postgres@127.0.0.1:5432/postgres [rounds=3] [seconds=15]
#
# Run it on a server with production durability (fsync and synchronous_commit on): the figures are transactions a
# second of 50 clients, and the ratio of the two is what the bound is about.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
admin_url=${1:?usage: run.sh <postgres url of a role that can create databases> [rounds] [seconds]}
rounds=${2:-3}
seconds=${3:-15}
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
pgbench=${PGBENCH:-$pgbin/pgbench}
db="campaign_floor_$$"
db_url="${admin_url%/*}/$db"
psql -X -q "$admin_url" -c "create database $db"
trap 'psql -X -q "$admin_url" -c "drop database if exists $db with (force)"' EXIT
(cd "$here/../../../.." && DATABASE_URL="$db_url" npm run --silent db:migrate >/dev/null)
psql -X -q -v ON_ERROR_STOP=1 "$db_url" -f "$here/setup.sql"
for round in $(seq 1 "$rounds"); do
  for script in scan scan-effects; do
    tps=$("$pgbench" -n -M extended -c 50 -j 2 -T "$seconds" -f "$here/$script.sql" "$db_url" 2>&1 | awk '/^tps/ {print $3}')
    printf '%-13s round %s: %8.0f tps  (load %s)\n' "$script" "$round" "$tps" "$(cut -d' ' -f1 /proc/loadavg)"
  done
done
