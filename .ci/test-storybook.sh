#!/usr/bin/env bash
# Storybook gate: builds the static Storybook, serves it on loopback and runs the test-runner
# over every story in Hungarian and every story whose picture differs in English (play
# functions, axe with WCAG 2.2 AA,
# screenshots against the committed baselines: .storybook/__snapshots__/<story-id>.png, and
# .storybook/__snapshots__/en/<story-id>.png where the English picture differs), after a smoke
# check of the docs pages (.ci/tools/storybook-docs-smoke.mjs). Extra arguments go to
# test-storybook, e.g. `-u` to re-record the baselines (the English pass then keeps an English
# file only for a picture that differs from the Hungarian one), or story files to run only those.
# Both languages run in one test-runner pass: each story file once per language, in the same
# browser page (.storybook/test-runner-transform.js).
# `npm run test:storybook` runs this.
#   OTTHON_STORYBOOK_LOCALES="hu"  runs only the languages named (default "hu en")
#   OTTHON_STORYBOOK_ENGLISH=all   runs every story in English too (default: the stories whose
#                                  English picture differs, see below)
#   OTTHON_STORYBOOK_BUILT=1       uses the storybook-static/ built before (npm test builds it once)
set -euo pipefail
cd "$(dirname "$0")/.."

HOST=127.0.0.1
PORT="${STORYBOOK_TEST_PORT:-6007}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
# Makes test-storybook read .storybook/test-runner-jest.config.js (Debian Chromium).
export STORYBOOK_CONFIG_DIR=.storybook

started=$(date +%s)
locales="${OTTHON_STORYBOOK_LOCALES:-hu en}"
if [ "${OTTHON_STORYBOOK_BUILT:-}" != "1" ]; then npm run --silent build-storybook; fi

# The binary is started directly (not through npx) so that $! is the server's own PID.
node_modules/.bin/http-server storybook-static -a "$HOST" -p "$PORT" -s -c-1 &
server_pid=$!
stop_server() { kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; }
trap stop_server EXIT

node -e '
  const url = process.argv[1];
  const deadline = Date.now() + 30_000;
  (async function poll() {
    try { if ((await fetch(url)).ok) return; } catch {}
    if (Date.now() > deadline) { console.error(`Storybook did not answer at ${url}`); process.exit(1); }
    setTimeout(poll, 200);
  })();
' "http://$HOST:$PORT/iframe.html"

# Under npm test, the run also writes its per-file durations for the run's summary (jest's JSON).
timings() { [ -n "${OTTHON_TIMINGS_DIR:-}" ] && printf '%s\n' --json --outputFile "$OTTHON_TIMINGS_DIR/storybook.json"; return 0; }

# The English pass runs the stories whose English picture differs from the Hungarian one (those
# with an English baseline); the others are the same picture, which the Hungarian pass checks.
# A change to a story's picture shows in the Hungarian pass, and re-recording (-u) runs every
# story in both languages, keeping an English baseline wherever English differs.
#   OTTHON_STORYBOOK_ENGLISH=all  runs every story in English as well
recording=0
for arg in "$@"; do case "$arg" in -u | --updateSnapshot | --update-snapshot) recording=1 ;; esac; done
if [ "$recording" = 0 ] && [ "${OTTHON_STORYBOOK_ENGLISH:-}" != "all" ]; then
  OTTHON_STORYBOOK_EN_STORIES="$(find .storybook/__snapshots__/en -maxdepth 1 -name '*.png' -printf '%f\n' | sed 's/\.png$//' | sort | tr '\n' ' ')"
  export OTTHON_STORYBOOK_EN_STORIES
fi

status=0
# Stories whose picture passed only within the tolerance (not byte for byte): each costs the
# slow pixel comparison on every run, so the run names them; `-u` records them again.
OTTHON_STORYBOOK_INEXACT_LOG="$(mktemp)"
export OTTHON_STORYBOOK_INEXACT_LOG
# Docs pages first: raw JSDoc tags (`@example`, `{@link`, `@default`) must never reach a reader.
node .ci/tools/storybook-docs-smoke.mjs "http://$HOST:$PORT" || status=$?
# Both languages in one run: a story file's stories in Hungarian (play functions, axe,
# screenshots against the Hungarian baselines), then in English in the same page, as a reader
# switching the toolbar (play functions, axe, screenshots against the English baselines; every
# story when recording or with OTTHON_STORYBOOK_ENGLISH=all, against the English baseline where
# one exists, else the Hungarian one; see .storybook/test-runner.ts).
# English comes second, so that re-recording (-u) compares with fresh Hungarian baselines.
pass_started=$(date +%s)
# shellcheck disable=SC2046
OTTHON_STORYBOOK_LOCALES="$locales" node_modules/.bin/test-storybook --url "http://$HOST:$PORT" --maxWorkers=2 $(timings) "$@" || status=$?
echo "test-storybook ($locales) took $(( $(date +%s) - pass_started )) s"

stop_server
trap - EXIT
inexact=$(sort -u "$OTTHON_STORYBOOK_INEXACT_LOG" | wc -l)
if [ "$inexact" -gt 0 ]; then
  echo "$inexact pictures matched their baselines only within the tolerance (language, story):"
  sort -u "$OTTHON_STORYBOOK_INEXACT_LOG" | head -n 20 | sed 's/^/  /'
  [ "$inexact" -gt 20 ] && echo "  … and $((inexact - 20)) more"
  echo "Recording them again (test-storybook -u) makes them byte-equal, which skips the slow comparison."
fi
rm -f "$OTTHON_STORYBOOK_INEXACT_LOG"
echo "test-storybook finished with status $status in $(( $(date +%s) - started )) s (build included)"
exit "$status"
