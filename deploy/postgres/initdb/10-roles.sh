#!/bin/sh
# The postgres image runs this once, on the first start of an empty data directory, as its superuser.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v loyalty_db="$POSTGRES_DB" \
  -v owner_password="$LOYALTY_OWNER_PASSWORD" \
  -v app_password="$LOYALTY_APP_PASSWORD" \
  -v backup_password="$LOYALTY_BACKUP_PASSWORD" \
  -f /etc/loyalty/roles.sql
