#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of cost: lint, typecheck, unit/API tests, the API
# tests again on PostgreSQL, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== lint";            npm run --silent lint
echo "== typecheck";       npm run --silent typecheck
echo "== unit and API";    bash scripts/ensure-postgres.sh
KYYNAL_REQUIRE_POSTGRES=1 npx vitest run
echo "== API on PostgreSQL"
KYYNAL_REQUIRE_POSTGRES=1 npx vitest run --config vitest.pg.config.ts
echo "== browser (Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
