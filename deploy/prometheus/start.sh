#!/bin/sh
# The Prometheus container's entry point (deploy/compose.yaml): prometheus.yml cannot read the environment, so what it
# needs from deploy/.env is written to files first, then Prometheus starts with the arguments given.
#   METRICS_TOKEN  the bearer token of the API's /metrics (credentials_file of the loyalty-api job)
#   PUBLIC_URL     the public site, probed over HTTPS by the blackbox exporter (file_sd of the blackbox-https job)
set -eu
: "${METRICS_TOKEN:?set METRICS_TOKEN in deploy/.env}"
: "${PUBLIC_URL:?set PUBLIC_URL in deploy/.env}"
generated=${PROMETHEUS_GENERATED_DIR:-/prometheus/generated}

mkdir -p "$generated"
# The token is a secret: readable by the user Prometheus runs as only.
umask 077
printf '%s' "$METRICS_TOKEN" > "$generated/metrics-token"
# Single-quoted YAML: a URL holds no quote, and a stray one must not end the string.
case $PUBLIC_URL in *"'"*) echo "PUBLIC_URL must not contain a quote" >&2; exit 1 ;; esac
health_url="${PUBLIC_URL%/}/api/health"
printf -- "- targets: ['%s']\n" "$health_url" > "$generated/site.yml.tmp"
# Prometheus re-reads file_sd files when they change: a rename, so it never reads half a file.
mv -f "$generated/site.yml.tmp" "$generated/site.yml"

exec "${PROMETHEUS_BIN:-/bin/prometheus}" "$@"
