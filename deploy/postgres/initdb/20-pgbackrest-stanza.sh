#!/bin/sh
# The postgres image runs this once, on the first start of an empty data directory, while its temporary server runs
# (socket only, in /var/run/postgresql, on port 5432: where pgbackrest.conf looks). The stanza made now, the server's
# archive_command succeeds from the first WAL segment on.
# A failure is reported, not fatal: a failing initdb script leaves a data directory the entrypoint never initialises
# again (the roles made, this step not). The backup service runs `loyalty-backup stanza` on each start anyway, and its
# failed base backups show in loyalty_backup_last_attempt_succeeded.
if ! loyalty-backup stanza; then
  echo "20-pgbackrest-stanza.sh: stanza-create failed; the backup service retries it when it starts" >&2
fi
