#!/usr/bin/env bash
# The whole test suite, cheapest failures first. `npm test` runs this; `.ci/run` runs `npm test`
# on a fresh clone. Set OTTHON_SKIP_POSTGRES=1 to leave out the second server run against a real
# PostgreSQL (it needs root to start Debian's server).
set -euo pipefail
cd "$(dirname "$0")/.."

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
started=$(date +%s)
timings=()
step() {
  local name="$1"
  shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  local t0
  t0=$(date +%s)
  "$@"
  timings+=("$(printf '%5ss  %s' "$(( $(date +%s) - t0 ))" "$name")")
}

typecheck() {
  npm run --silent typecheck
  npm run --silent typecheck -w server
  npm run --silent typecheck -w storefront
}

lint() {
  npm run --silent lint
  npm run --silent knip
}

server_on_postgres() {
  if [ "${OTTHON_SKIP_POSTGRES:-}" = "1" ]; then
    echo "skipped (OTTHON_SKIP_POSTGRES=1)"
    return 0
  fi
  local url
  url="$(bash .ci/postgres.sh start)"
  trap 'bash .ci/postgres.sh stop' RETURN
  DATABASE_URL="$url" npm run --silent test:server
  # Several server processes sharing this PostgreSQL (cannot run on the embedded database).
  DATABASE_URL="$url" npm run --silent test:server:processes
}

package_checks() {
  npm run --silent build
  bash .ci/check-package.sh
}

step "typecheck (package, server, storefront)" typecheck
step "lint: Biome (formatting, lint rules), import boundaries (dependency-cruiser), unused code (knip)" lint
step "API document: Redocly lint, swagger-parser, openapi-typescript + tsc" bash .ci/openapi.sh
step "unit tests: package (domain, api, i18n, hooks, components, msw)" npm run --silent test:unit
step "unit tests: storefront (host, loaders, shell)" npm run --silent test:storefront
step "server on the embedded database" npm run --silent test:server
step "server on PostgreSQL" server_on_postgres
step "scale-out: two shop processes behind nginx on PostgreSQL, Chromium through nginx" bash .ci/nginx.sh
step "package: build, publint, attw, size budgets, pack test" package_checks
# The tarball in a Vite SPA and a Next.js app (built just above), API on another host of the site.
step "consumers: Vite SPA and Next.js app from the packed tarball, in Chromium" env OTTHON_CONSUMERS_SKIP_BUILD=1 bash .ci/consumers/run.sh
step "Storybook: docs smoke check; play functions and axe (WCAG 2.2 AA) in Hungarian and English; visual baselines" npm run --silent test:storybook
step "end-to-end: production storefront + API in Chromium" npm run --silent test:e2e
# Over the dist/ and storefront/build just built: initial JavaScript per page as ratios to Hydrogen's
# skeleton built in the same run (CI budgets) and the import cost; size-limit ran in package_checks.
step "bench:size: initial JS against Hydrogen's skeleton, import cost" node .ci/bench/run.mjs --size --no-build --no-size-limit

printf '\n\033[1m== timings\033[0m\n'
printf '%s\n' "${timings[@]}"
echo "total $(( $(date +%s) - started ))s"
