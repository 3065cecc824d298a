#!/bin/sh
# One logical backup of the loyalty database (custom format: pg_restore can restore all of it, or one table), then
# the ones older than BACKUP_KEEP_DAYS are removed. Run by the compose `backup` service once a day; runnable by hand:
#   docker compose -f deploy/compose.yaml exec backup sh /usr/local/bin/loyalty-backup
set -eu
stamp=$(date -u +%Y-%m-%dT%H%M%SZ)
target="/backups/loyalty-$stamp.dump"
pg_dump --format=custom --no-owner --file="$target.partial"
# Renamed only when complete: a half-written file is never taken for a backup.
mv "$target.partial" "$target"
# A dump that pg_restore cannot list is not a backup.
pg_restore --list "$target" > /dev/null
find /backups -name 'loyalty-*.dump' -mtime +"${BACKUP_KEEP_DAYS:-14}" -delete
echo "backup written: $target ($(du -h "$target" | cut -f1))"
