#!/usr/bin/env bash
# The PostgreSQL tests start Debian's PostgreSQL server (scripts/services/postgres.ts). Installs it if missing.
set -euo pipefail
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
echo "PostgreSQL not found: installing Debian's postgresql package…"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql postgresql-contrib >/dev/null
# Debian's package starts a cluster of its own; the tests start theirs, so stop it
$sudo pg_ctlcluster --mode fast "$(ls /usr/lib/postgresql | sort -n | tail -1)" main stop 2>/dev/null || true
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { echo "PostgreSQL is still missing" >&2; exit 1; }
