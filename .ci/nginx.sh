#!/usr/bin/env bash
# The production layout end to end (server/README.md, "Production layout"): two shop processes on
# one PostgreSQL behind nginx on loopback, and Chromium buying through nginx
# (storefront/e2e/scale-out.balanced.ts). Installs nginx when missing; nginx reads only a
# configuration generated into a temporary folder and is stopped by its PID.
#   DATABASE_URL        a PostgreSQL to use; without it a throwaway cluster is started (.ci/postgres.sh, needs root)
#   BALANCER_PORT       nginx's loopback port (default 3650); the shop processes take the next two
#   NGINX_BIN           default /usr/sbin/nginx
#   OTTHON_SKIP_POSTGRES=1 skips the run (no PostgreSQL on this machine)
#   OTTHON_STOREFRONT_BUILT=1 uses storefront/build as it is instead of building it
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

if [ "${OTTHON_SKIP_POSTGRES:-}" = "1" ]; then
  echo "skipped (OTTHON_SKIP_POSTGRES=1)"
  exit 0
fi

export NGINX_BIN="${NGINX_BIN:-/usr/sbin/nginx}"
if [ ! -x "$NGINX_BIN" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx
fi

if [ -z "${DATABASE_URL:-}" ]; then
  DATABASE_URL="$(bash .ci/postgres.sh start)"
  export DATABASE_URL
  trap 'bash "$root/.ci/postgres.sh" stop' EXIT
fi

# npm test builds the storefront once before its lanes (OTTHON_STOREFRONT_BUILT=1); run alone, this builds it.
if [ "${OTTHON_STOREFRONT_BUILT:-}" != "1" ]; then npm run --silent build -w storefront; fi
cd storefront
npx vitest run --config e2e/vitest.balanced.config.ts
