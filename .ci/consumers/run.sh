#!/usr/bin/env bash
# The package in other people's projects: packs it as npm would publish it, installs the tarball
# into throwaway copies of the apps under .ci/consumers/ (a Vite SPA and a Next.js App Router app),
# starts the reference server with CORS for them and a site-wide cookie domain, then typechecks,
# builds and drives each app in Chromium. Every process started here is stopped by its PID.
#   bash .ci/consumers/run.sh            both apps
#   bash .ci/consumers/run.sh vite-spa   one of them
# Ports 3670–3689. Host names *.shop.otthon.test are mapped to 127.0.0.1 inside Chromium only.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
apps=("${@:-vite-spa next-app}")
read -r -a apps <<<"${apps[*]}"
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]:-}"; do [ -n "$pid" ] && kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]:-}"; do [ -n "$pid" ] && wait "$pid" 2>/dev/null || true; done
  # Deleting two node_modules trees takes minutes on a busy disk: it finishes in the background.
  (rm -rf "$work" &)
}
trap cleanup EXIT

API_PORT=3671 VITE_PORT=3670 NEXT_PORT=3672
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export API_ORIGIN="http://api.shop.otthon.test:$API_PORT"
# Server-side code of the apps (Next's server components) reaches the API directly on loopback.
export API_INTERNAL_ORIGIN="http://127.0.0.1:$API_PORT" NEXT_TELEMETRY_DISABLED=1
VITE_ORIGIN="http://shop.otthon.test:$VITE_PORT"
NEXT_ORIGIN="http://next.shop.otthon.test:$NEXT_PORT"

waitfor() { # url, seconds
  for _ in $(seq 1 $(( $2 * 5 ))); do curl -fsS -o /dev/null "$1" 2>/dev/null && return 0; sleep 0.2; done
  echo "not answering: $1" >&2
  return 1
}
# Durations go to fd 3 (the terminal) even when a step's own output goes to a log.
exec 3>&1
timed() { local t0 rc=0; t0=$(date +%s); "$@" || rc=$?; echo "     ($(( $(date +%s) - t0 ))s)" >&3; return $rc; }

cd "$root"
t0=$(date +%s)
if [ "${OTTHON_CONSUMERS_SKIP_BUILD:-}" != "1" ]; then npm run --silent build >/dev/null; fi
tarball="$work/$(npm pack --silent --pack-destination "$work" 2>/dev/null | tail -n 1)"
echo "packed $(basename "$tarball") ($(( $(date +%s) - t0 ))s with the build)"
# The declarations under moduleResolution bundler, node16 and nodenext, without skipLibCheck.
timed bash "$root/.ci/consumers/types.sh" "$tarball"

# The reference server alone, on a fresh embedded database, allowing both apps' origins
# (CORS and return addresses) and sharing its cookies with every host of the site.
PORT=$API_PORT HOST=127.0.0.1 PGLITE_DIR="$work/pglite" MEDIA_DIR="$work/media" MAILBOX=0 \
  PUBLIC_ORIGINS="$VITE_ORIGIN,$NEXT_ORIGIN" COOKIE_DOMAIN=.shop.otthon.test \
  "$root/node_modules/.bin/tsx" server/src/main.ts >"$work/server.log" 2>&1 &
pids+=($!)

install_app() { # name → prints the folder
  local dir="$work/$1"
  cp -r "$root/.ci/consumers/$1" "$dir"
  cp "$root/.ci/consumers/journey.mjs" "$dir/"
  rm -rf "$dir/node_modules" "$dir/dist" "$dir/.next"
  (cd "$dir" && npm install --prefer-offline --no-audit --no-fund --loglevel=error "$tarball" >/dev/null)
}

run_vite() {
  local dir="$work/vite-spa"
  echo "-- vite-spa: install"; timed install_app vite-spa || return 1
  echo "-- vite-spa: typecheck (strict, exactOptionalPropertyTypes)"; (cd "$dir" && timed npm run --silent typecheck) || return 1
  echo "-- vite-spa: build"; (cd "$dir" && VITE_API_ORIGIN="$API_ORIGIN" timed npm run --silent build >"$work/vite-build.log" 2>&1) || { cat "$work/vite-build.log"; return 1; }
  (cd "$dir" && exec node_modules/.bin/vite preview --port $VITE_PORT >"$work/vite.log" 2>&1) &
  pids+=($!)
  waitfor "http://127.0.0.1:$VITE_PORT/" 30 || return 1
  waitfor "http://127.0.0.1:$API_PORT/api/ping" 90 || return 1
  echo "-- vite-spa: Chromium journey"; (cd "$dir" && APP_ORIGIN="$VITE_ORIGIN" timed node test.mjs) || return 1
}

run_next() {
  local dir="$work/next-app"
  echo "-- next-app: install"; timed install_app next-app || return 1
  echo "-- next-app: typecheck (strict, exactOptionalPropertyTypes)"; (cd "$dir" && timed npm run --silent typecheck) || return 1
  # The server components load their data from the API while building and rendering.
  waitfor "http://127.0.0.1:$API_PORT/api/ping" 90 || return 1
  echo "-- next-app: build"; (cd "$dir" && NEXT_PUBLIC_API_ORIGIN="$API_ORIGIN" timed npm run --silent build >"$work/next-build.log" 2>&1) || { cat "$work/next-build.log"; return 1; }
  (cd "$dir" && exec node_modules/.bin/next start -H 127.0.0.1 -p $NEXT_PORT >"$work/next.log" 2>&1) &
  pids+=($!)
  waitfor "http://127.0.0.1:$NEXT_PORT/" 60 || { cat "$work/next.log"; return 1; }
  echo "-- next-app: Chromium journey and hydration"; (cd "$dir" && APP_ORIGIN="$NEXT_ORIGIN" timed node test.mjs) || { tail -n 30 "$work/next.log"; return 1; }
}

status=0
for app in "${apps[@]}"; do
  case "$app" in
    vite-spa) run_vite || status=1 ;;
    next-app) run_next || status=1 ;;
    *) echo "unknown consumer app: $app" >&2; status=1 ;;
  esac
done
if [ $status -ne 0 ]; then echo "-- server log"; tail -n 30 "$work/server.log"; fi
exit $status
