#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of cost: lint, typecheck, unit/API tests, the API
# tests again on PostgreSQL, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
# Two lanes side by side, one a core (each tool is one busy thread most of its time): ESLint then
# knip, and tsc then Prettier, about equal in CPU time (docs/testing.md, "Suite time"); a failure
# in one lane does not stop the other.
echo "== lint and typecheck"
status=0
npm run --silent lint:code & code=$!
npm run --silent typecheck || status=$?
npm run --silent lint:format || status=$?
wait "$code" || status=$?
[ "$status" -eq 0 ] || exit "$status"
echo "== unit and API";    bash scripts/ensure-postgres.sh
KYYNAL_REQUIRE_POSTGRES=1 npx vitest run
echo "== API on PostgreSQL"
KYYNAL_REQUIRE_POSTGRES=1 npx vitest run --config vitest.pg.config.ts
echo "== browser (Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
