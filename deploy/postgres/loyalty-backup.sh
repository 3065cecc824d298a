#!/bin/sh
# The loyalty database's backups: pgBackRest base backups (with the WAL archive, any point in time since the oldest
# one kept) and a logical pg_dump (one table, or another server). Installed in the image of deploy/postgres as
# /usr/local/bin/loyalty-backup; the backup service of deploy/compose.yaml runs `loyalty-backup schedule`.
#   loyalty-backup schedule            the stanza, a first base backup and dump if there are none, then every night at
#                                      BACKUP_TIME (UTC) a base backup (full on BACKUP_FULL_WEEKDAY, else differential)
#                                      and a dump
#   loyalty-backup base [full|diff]    one pgBackRest backup into each repository of BACKUP_REPOS
#   loyalty-backup dump                one pg_dump --format=custom into BACKUP_DIR, as libpq's PGUSER (loyalty_backup)
#   loyalty-backup nightly             what the schedule runs each night: the base backup of the day, then the dump
#   loyalty-backup stanza              creates the pgBackRest stanza (does nothing when it exists)
# After each attempt it rewrites, atomically, the node-exporter textfile loyalty_backup.prom in BACKUP_METRICS_DIR:
# the time of the last success and of the last attempt of each kind (base, dump), and whether that attempt succeeded.
# Every path and setting comes from the environment, defaults being the image's: pgBackRest reads its own PGBACKREST_*
# variables and pg_dump libpq's PG* ones, so the tests run this very script on a cluster of their own.
set -u

stanza=${PGBACKREST_STANZA:-loyalty}
backup_dir=${BACKUP_DIR:-/backups}
keep_days=${BACKUP_KEEP_DAYS:-14}
metrics_dir=${BACKUP_METRICS_DIR:-/metrics-textfile}
backup_time=${BACKUP_TIME:-01:30}
# 1 = Monday ... 7 = Sunday (date +%u).
full_weekday=${BACKUP_FULL_WEEKDAY:-7}
# pgBackRest takes a backup into one repository at a time; WAL goes to all of them (deploy/README.md, repo2).
repos=${BACKUP_REPOS:-1}
: "${PGDATABASE:=loyalty}"
export PGDATABASE

log() {
  printf '%s loyalty-backup: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2
}

metrics_file="$metrics_dir/loyalty_backup.prom"

# The value of `metric{kind="kind"}` in the current textfile, or nothing.
previous_value() {
  [ -f "$metrics_file" ] || return 0
  sed -n "s/^$1{kind=\"$2\"} \([0-9][0-9]*\)\$/\1/p" "$metrics_file" | tail -n 1
}

# Rewrites the textfile after an attempt of kind $1 that exited with $2. The other kind's lines, and this kind's last
# success when this attempt failed, are carried over from the file being replaced. A kind attempted but never
# successful reports success at 0, so an alert on its age fires; a kind never attempted has no lines.
record_attempt() {
  attempted_kind=$1
  attempt_status=$2
  now=$(date +%s)
  temporary="$metrics_dir/.loyalty_backup.prom.$$"
  {
    for metric in success attempt succeeded; do
      case $metric in
        success)
          name=loyalty_backup_last_success_timestamp_seconds
          help='Unix time of the last successful backup of this kind.' ;;
        attempt)
          name=loyalty_backup_last_attempt_timestamp_seconds
          help='Unix time of the last backup attempt of this kind, successful or not.' ;;
        succeeded)
          name=loyalty_backup_last_attempt_succeeded
          help='1 if the last backup attempt of this kind succeeded, else 0.' ;;
      esac
      printf '# HELP %s %s\n# TYPE %s gauge\n' "$name" "$help" "$name"
      for each_kind in base dump; do
        value=$(previous_value "$name" "$each_kind")
        if [ "$each_kind" = "$attempted_kind" ]; then
          case $metric in
            success) if [ "$attempt_status" -eq 0 ]; then value=$now; else value=${value:-0}; fi ;;
            attempt) value=$now ;;
            succeeded) if [ "$attempt_status" -eq 0 ]; then value=1; else value=0; fi ;;
          esac
        fi
        if [ -n "$value" ]; then printf '%s{kind="%s"} %s\n' "$name" "$each_kind" "$value"; fi
      done
    done
  } > "$temporary"
  written=$?
  # node-exporter runs as another user: the file is readable by all (it holds times, no data). A rename within the
  # directory: node-exporter reads the old file or the new one, never half of one.
  if [ "$written" -ne 0 ] || ! chmod 0644 "$temporary" || ! mv -f "$temporary" "$metrics_file"; then
    rm -f "$temporary"
    log "could not write $metrics_file"
  fi
}

# Runs "$@" as an attempt of kind $1 (base, dump), records it, and returns its status.
attempt() {
  kind=$1
  shift
  "$@"
  status=$?
  if [ "$status" -eq 0 ]; then log "$kind: succeeded"; else log "$kind: FAILED (exit $status)"; fi
  record_attempt "$kind" "$status"
  return "$status"
}

create_stanza() {
  pgbackrest --stanza="$stanza" stanza-create
}

base_backup() {
  backup_type=${1:-full}
  case $backup_type in
    full | diff | incr) ;;
    *) log "unknown backup type '$backup_type' (full, diff or incr)"; return 2 ;;
  esac
  failed=0
  for repo in $repos; do
    log "base: pgBackRest $backup_type backup of stanza $stanza into repo$repo"
    pgbackrest --stanza="$stanza" --repo="$repo" --type="$backup_type" backup || failed=1
  done
  return "$failed"
}

# A subshell: the umask and the trap stay in it. umask 077: a dump holds every customer's data (mode 0600).
logical_dump() (
  umask 077
  mkdir -p "$backup_dir" || exit 1
  target="$backup_dir/loyalty-$(date -u +%Y-%m-%dT%H%M%SZ).dump"
  trap 'rm -f "$target.partial"' EXIT
  log "dump: pg_dump of $PGDATABASE as ${PGUSER:-$(id -un)} into $target"
  pg_dump --format=custom --file="$target.partial" || exit 1
  # A dump that pg_restore cannot read is not a backup; it gets its name only once it is whole and readable.
  pg_restore --list "$target.partial" > /dev/null || { log "dump: pg_restore cannot list $target.partial"; exit 1; }
  mv "$target.partial" "$target" || exit 1
  find "$backup_dir" -maxdepth 1 -name 'loyalty-*.dump' -mtime +"$keep_days" -exec rm -f {} + || exit 1
  log "dump: $target ($(du -h "$target" | cut -f1)); dumps older than $keep_days days removed"
)

has_base_backup() {
  pgbackrest --stanza="$stanza" --repo="${repos%% *}" --output=json info 2> /dev/null | grep -q '"label"'
}

has_dump() {
  for file in "$backup_dir"/loyalty-*.dump; do
    [ -e "$file" ] && return 0
  done
  return 1
}

nightly() {
  if [ "$(date -u +%u)" = "$full_weekday" ]; then tonight='full'; else tonight='diff'; fi
  attempt base base_backup "$tonight"
  base_status=$?
  # The dump does not depend on the base backup: it is attempted whatever became of that.
  attempt dump logical_dump
  dump_status=$?
  [ "$base_status" -eq 0 ] && [ "$dump_status" -eq 0 ]
}

schedule() {
  sleeper=
  trap 'log "stopping"; [ -z "$sleeper" ] || kill "$sleeper" 2> /dev/null; exit 0' TERM INT
  # Idempotent: it also makes the stanza for a data directory initialised before this image (no initdb script ran).
  create_stanza || log "stanza-create failed: base backups fail until it succeeds"
  # Point-in-time recovery needs a base backup to start from: the first is taken now, not tonight.
  has_base_backup || attempt base base_backup full
  has_dump || attempt dump logical_dump
  while :; do
    now=$(date -u +%s)
    # GNU date (Debian, the image's base): today's BACKUP_TIME in UTC, or tomorrow's once it has passed.
    next=$(date -u -d "$(date -u +%Y-%m-%d) $backup_time" +%s) || { log "BACKUP_TIME '$backup_time' is not HH:MM"; exit 2; }
    [ "$next" -gt "$now" ] || next=$((next + 86400))
    log "next nightly backups at $(date -u -d "@$next" +%Y-%m-%dT%H:%M:%SZ)"
    # In the background and waited for, so that docker stop (SIGTERM) ends the wait at once.
    sleep $((next - now)) &
    sleeper=$!
    wait "$sleeper"
    sleeper=
    nightly
  done
}

command=${1:-}
[ $# -eq 0 ] || shift
case $command in
  schedule) schedule ;;
  base) attempt base base_backup "${1:-full}" ;;
  dump) attempt dump logical_dump ;;
  stanza) create_stanza ;;
  nightly) nightly ;;
  *)
    echo "usage: loyalty-backup schedule | base [full|diff|incr] | dump | stanza | nightly" >&2
    exit 2
    ;;
esac
