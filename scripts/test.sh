#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of cost: lint, typecheck, unit/API tests, the API
# tests again on PostgreSQL, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
# (side by side: each is one busy thread most of its time, and the machine has two cores)
echo "== lint and typecheck"
npm run --silent typecheck & typecheck=$!
status=0
npm run --silent lint || status=$?
wait "$typecheck" || status=$?
[ "$status" -eq 0 ] || exit "$status"
echo "== unit and API";    bash scripts/ensure-postgres.sh
KYYNAL_REQUIRE_POSTGRES=1 npx vitest run
echo "== API on PostgreSQL"
KYYNAL_REQUIRE_POSTGRES=1 npx vitest run --config vitest.pg.config.ts
echo "== browser (Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
