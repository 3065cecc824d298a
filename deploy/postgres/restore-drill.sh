#!/bin/sh
# The restore drill (docs/runbooks/restore-and-pitr.md): proves that the backups restore, without touching production.
# Installed in the image of deploy/postgres as /usr/local/bin/loyalty-restore-drill; run in the backup service.
#   loyalty-restore-drill dump [FILE]   the newest dump of BACKUP_DIR (or FILE) restored into the scratch database
#                                       DRILL_DATABASE as DRILL_PGUSER, loyalty_owner: the owner's rights (CREATEDB),
#                                       not a superuser's. Counts, then the scratch database is dropped (DRILL_KEEP=1
#                                       keeps it, to copy rows from: the runbook's one-table restore).
#   loyalty-restore-drill pitr [TIME]   the base backup before TIME restored by pgBackRest into a scratch data
#                                       directory under DRILL_ROOT, WAL replayed up to TIME (a PostgreSQL timestamp,
#                                       e.g. '2025-03-01 11:59:00+00'; none: to the end of the archive), the server
#                                       started on DRILL_PORT with archiving off (it never writes to the repository).
#                                       Counts, then the server is stopped and the directory removed.
# Both print the number of customers and the last xp_ledger entry: compare them with production's of that time.
# Settings come from the environment (libpq's PG*, pgBackRest's PGBACKREST_*), as for loyalty-backup.
set -u

backup_dir=${BACKUP_DIR:-/backups}
database=${PGDATABASE:-loyalty}

fail() {
  echo "restore drill FAILED: $*" >&2
  exit 1
}

# Counts of the restored loyalty database, read with psql "$@" (the connection options).
report() {
  psql -X -q -A -t -F ': ' -v ON_ERROR_STOP=1 "$@" \
    -c "select 'customers', count(*) from customers" \
    -c "select 'last xp_ledger entry', coalesce((select '#' || id || ' at ' || created_at from xp_ledger
                                                  order by id desc limit 1), 'none')"
}

drill_dump() {
  file=${1:-}
  if [ -z "$file" ]; then
    # Stamped names (loyalty-YYYY-MM-DDTHHMMSSZ.dump) sort by time: the last one is the newest.
    for candidate in "$backup_dir"/loyalty-*.dump; do
      [ -e "$candidate" ] && file=$candidate
    done
  fi
  if [ -z "$file" ] || [ ! -r "$file" ]; then fail "no readable dump in $backup_dir"; fi
  scratch=${DRILL_DATABASE:-loyalty_drill}
  [ "$scratch" != "$database" ] || fail "DRILL_DATABASE is the production database ($database)"
  PGUSER=${DRILL_PGUSER:-loyalty_owner}
  export PGUSER
  # The backup service's PGPASSWORD is loyalty_backup's: the drill's role has its own.
  if [ -n "${DRILL_PGPASSWORD:-}" ]; then PGPASSWORD=$DRILL_PGPASSWORD; export PGPASSWORD; else unset PGPASSWORD; fi

  echo "restore drill: $file into database $scratch as $PGUSER"
  # createdb refuses an existing database: the drill only ever drops the one it made.
  createdb --maintenance-db="$database" "$scratch" ||
    fail "could not create $scratch (left from an earlier drill? dropdb $scratch)"
  if [ "${DRILL_KEEP:-0}" != 1 ]; then trap 'dropdb --maintenance-db="$database" --if-exists "$scratch"' EXIT; fi
  # --no-owner: the objects belong to whoever restores them; the grants to loyalty_app are restored as they were.
  pg_restore --no-owner --exit-on-error --dbname="$scratch" "$file" || fail "pg_restore of $file"
  psql -X -q -A -t -v ON_ERROR_STOP=1 -d "$scratch" \
    -c "select 'restored as: ' || current_user || case when rolsuper then ' (SUPERUSER)' else ' (not a superuser)' end
        from pg_roles where rolname = current_user" || fail "psql on $scratch"
  report -d "$scratch" || fail "the counts of $scratch"
  if [ "${DRILL_KEEP:-0}" = 1 ]; then
    echo "kept: database $scratch (drop it when done: dropdb $scratch)"
  else
    echo "restore drill passed; $scratch is dropped"
  fi
}

drill_pitr() {
  target=${1:-}
  stanza=${PGBACKREST_STANZA:-loyalty}
  port=${DRILL_PORT:-5433}
  timeout=${DRILL_TIMEOUT:-600}
  superuser=${DRILL_SUPERUSER:-postgres}
  # A new directory every time (mktemp): the drill never restores over anything that exists.
  scratch=$(mktemp -d "${DRILL_ROOT:-${TMPDIR:-/tmp}}/loyalty-drill.XXXXXX") || fail "no scratch directory"
  chmod 0700 "$scratch"
  trap 'pg_ctl -D "$scratch" -m immediate stop > /dev/null 2>&1; rm -rf "$scratch"' EXIT
  unset PGPASSWORD PGHOST

  set -- --stanza="$stanza" --pg1-path="$scratch" --archive-mode=off
  # Without a target, recovery runs to the end of the archive and the server is promoted then.
  if [ -n "$target" ]; then set -- "$@" --type=time --target="$target" --target-action=promote; fi
  echo "restore drill: pgBackRest restore into $scratch${target:+, up to $target}"
  pgbackrest "$@" restore || fail "pgbackrest restore"

  # Only on its own socket, in the scratch directory: the drill's server takes no connection from the network.
  pg_ctl -D "$scratch" -l "$scratch/drill-server.log" -w -t "$timeout" \
    -o "-p $port -c listen_addresses='' -c unix_socket_directories='$scratch'" start > /dev/null ||
    { tail -n 20 "$scratch/drill-server.log" >&2; fail "the restored server did not start"; }
  set -- -h "$scratch" -p "$port" -U "$superuser"
  # It accepts connections once consistent, and is promoted when the WAL reaches the target (or runs out).
  waited=0
  until [ "$(psql -X -A -t "$@" -d postgres -c 'select pg_is_in_recovery()' 2> /dev/null)" = f ]; do
    waited=$((waited + 1))
    if [ "$waited" -gt "$timeout" ] || ! pg_ctl -D "$scratch" status > /dev/null 2>&1; then
      tail -n 20 "$scratch/drill-server.log" >&2
      fail "the restored server did not finish recovery"
    fi
    sleep 1
  done
  psql -X -q -A -t -F ': ' -v ON_ERROR_STOP=1 "$@" -d "$database" \
    -c "select 'last replayed transaction', coalesce(pg_last_xact_replay_timestamp()::text, 'none')" \
    -c "select 'archive_mode', current_setting('archive_mode')" || fail "psql on the restored server"
  report "$@" -d "$database" || fail "the counts of the restored server"
  pg_ctl -D "$scratch" -m fast -w stop > /dev/null || fail "the restored server did not stop"
  echo "restore drill passed; $scratch is removed"
}

command=${1:-}
[ $# -eq 0 ] || shift
case $command in
  dump) drill_dump "$@" ;;
  pitr) drill_pitr "$@" ;;
  *)
    echo "usage: loyalty-restore-drill dump [FILE] | pitr [TIME]" >&2
    exit 2
    ;;
esac
