#!/usr/bin/env bash
# Browser tests use Debian's Chromium (no browser downloads on these machines). Installs it if missing.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$chrome" ] && exit 0
echo "Chromium not found at $chrome: installing Debian's chromium package…"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
[ -x "$chrome" ] || { echo "Chromium is still missing at $chrome" >&2; exit 1; }
