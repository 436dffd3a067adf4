#!/usr/bin/env bash
# `npm run test:cluster` needs Debian's PostgreSQL, Patroni, etcd and HAProxy. Installs what is missing.
set -euo pipefail
missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql postgresql-contrib)
command -v patroni >/dev/null || missing+=(patroni)
command -v etcd >/dev/null || missing+=(etcd-server)
command -v haproxy >/dev/null || missing+=(haproxy)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian's ${missing[*]}…"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
# the packages may start services of their own; the cluster test starts its own, so stop them
for unit in postgresql etcd haproxy patroni; do
  $sudo systemctl stop "$unit" 2>/dev/null || $sudo service "$unit" stop 2>/dev/null || true
done
$sudo pg_ctlcluster --mode fast "$(ls /usr/lib/postgresql | sort -n | tail -1)" main stop 2>/dev/null || true
command -v patroni >/dev/null && command -v etcd >/dev/null && command -v haproxy >/dev/null || {
  echo "patroni, etcd or haproxy is still missing" >&2
  exit 1
}
