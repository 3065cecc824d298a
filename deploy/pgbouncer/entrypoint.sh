#!/bin/sh
# Writes the user list from the environment (never baked into the image), then runs PgBouncer in the foreground.
set -eu
umask 077
: "${LOYALTY_APP_PASSWORD:?set LOYALTY_APP_PASSWORD}"
escaped=$(printf '%s' "$LOYALTY_APP_PASSWORD" | sed 's/"/""/g')
printf '"loyalty_app" "%s"\n' "$escaped" > /run/pgbouncer/userlist.txt
exec pgbouncer /etc/pgbouncer/pgbouncer.ini
