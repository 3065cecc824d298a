#!/bin/sh
# A deploy that drops nothing: builds the new image once, runs its migrations, then replaces api-1 and api-2 one at a
# time, each only once the other is healthy again, so one replica always serves. Run from anywhere, after `git pull`:
#   deploy/rolling-update.sh
# What happens to a replica being replaced is in deploy/README.md ("What happens at each deploy").
set -eu

cd "$(dirname "$0")"
compose() { docker compose -f compose.yaml --env-file .env "$@"; }
# Docker's own health check (deploy/Dockerfile) runs every 10 s and gives a replica 60 s to migrate; a slow host may
# wait longer (HEALTHY_WITHIN_SECONDS=600).
healthy_within=${HEALTHY_WITHIN_SECONDS:-180}
# Caddy checks every second: by the time Docker says healthy, Caddy has let the replica in; this is margin.
caddy_margin=${CADDY_MARGIN_SECONDS:-3}

wait_healthy() {
	service=$1
	waited=0
	while :; do
		container=$(compose ps -q "$service")
		status=$(docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$container" 2>/dev/null || echo missing)
		[ "$status" = healthy ] && return 0
		if [ "$waited" -ge "$healthy_within" ]; then
			echo "$service is $status after ${healthy_within} s; stopping the update (the other replica keeps serving)." >&2
			compose logs --tail 50 "$service" >&2
			exit 1
		fi
		sleep 2
		waited=$((waited + 2))
	done
}

# Both replicas must be serving before one is taken away.
wait_healthy api-1
wait_healthy api-2

compose build api-1
# The migrations first, as the owner, with the new image; a failure stops here with both replicas of the last release
# serving (migrations only add to what the running release reads: deploy/README.md).
compose run --rm --no-deps migrate
for service in api-1 api-2; do
	echo "replacing $service"
	# Recreated only if its image or settings changed; docker stop's SIGTERM makes the old one drain first.
	compose up -d --no-deps --no-build "$service"
	wait_healthy "$service"
	sleep "$caddy_margin"
done
echo "both replicas run the new image"
