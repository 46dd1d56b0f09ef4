#!/usr/bin/env bash
# The whole test suite. `npm test` runs this; `.ci/run` runs `npm test` on a fresh clone.
#
# Shape (the machine has two cores; docs/benchmarks.md, "CI timings", has the figures):
#   - checks and builds, two at a time: lint, the three typechecks, the API document, the package
#     build, the storefront's production build and the static Storybook (each built once here and
#     used by every later step);
#   - the suites as independent jobs, longest first, three at a time (OTTHON_CI_JOBS): the server
#     on the embedded database and the unit tests need no build, so one runner starts them beside
#     the checks; then the end-to-end files in three shards, Storybook (both languages in one run),
#     the server on PostgreSQL then two processes behind nginx, the package checks then the
#     consumer apps, bench:size. Browser steps wait on pages and servers much of the time, so a
#     third job fills what two cores leave idle. A failed job does not stop the others: one run
#     reports every failure (a failed check or build leaves out only the jobs that need the builds).
# Each step's output is printed whole when the step ends. The end lists every step's wall and CPU
# time, the slowest ten test files of all suites, the browser tests that passed only on a second
# try (they retry once in CI) and the total.
#   OTTHON_SKIP_POSTGRES=1  leaves out the runs on a real PostgreSQL (they need root to start it)
#   OTTHON_CI_JOBS=1        runs the jobs one after the other (beside the checks and builds)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
started=$(date +%s)
# Every browser step needs Debian's Chromium: installed here when missing (as root), or the run
# stops at once with the command that does. PostgreSQL and nginx are installed by their own steps.
bash .ci/ensure-chromium.sh
work="$(mktemp -d)"
logs="$work/logs"
export OTTHON_TIMINGS_DIR="$work/timings"
mkdir -p "$logs" "$OTTHON_TIMINGS_DIR"
: >"$work/steps"

# Stops every lane and job of this run when the run is interrupted.
jobs_started=()
stop_all() {
  for pid in "${jobs_started[@]:-}"; do [ -n "$pid" ] && kill -- "-$pid" 2>/dev/null || true; done
}
trap 'stop_all; exit 130' INT TERM
set -m # each background lane gets its own process group, so stop_all reaches its children

# Children's CPU seconds (user + system) of this shell so far. `times` must run in this shell
# itself (a command substitution is another process, with children of its own), so it writes a
# file that the awk in the substitution then reads.
cpu_seconds_file() { times >"$work/times.$BASHPID"; }
cpu_seconds_read() {
  awk 'NR == 2 { n = split($1 " " $2, t, " "); s = 0; for (i = 1; i <= n; i++) { split(t[i], p, /[ms]/); s += p[1] * 60 + p[2] } printf "%d", s }' "$work/times.$1"
}
# `times` misses what the step's children do not wait for: Chromium's renderers are started by a
# process that exits, so their CPU is counted nowhere. Where this shell may make cgroups (cgroup v1
# cpuacct, as root), each step runs in one of its own and its whole CPU is read from it ("all").
cgroups="/sys/fs/cgroup/cpuacct"
if [ -w "$cgroups" ] && mkdir "$cgroups/otthon-ci-$$" 2>/dev/null; then cgroups="$cgroups/otthon-ci-$$"; else cgroups=""; fi
# step_cgroup NAME PID: puts the shell PID (and so the step it starts) into a cgroup of its own;
# prints its path.
step_cgroup() {
  [ -n "$cgroups" ] || return 0
  local group="$cgroups/$(printf '%s' "$1" | tr -c 'a-zA-Z0-9' '-' | cut -c1-40)-$2"
  if mkdir -p "$group" 2>/dev/null && echo "$2" 2>/dev/null >"$group/tasks"; then echo "$group"; fi
  return 0
}
# The step's CPU seconds, renderers included, from its cgroup (blank without one).
cgroup_cpu_seconds() {
  if [ -n "$1" ]; then awk '{ printf "%d", $1 / 1e9 }' "$1/cpuacct.usage" 2>/dev/null || true; fi
}

# step NAME COMMAND…: runs a step with its output in a log, then prints the log whole (one step
# at a time, so two lanes never interleave) and records its wall and CPU time.
step() {
  local name="$1"
  shift
  local log="$logs/$(printf '%s' "$name" | tr -c 'a-zA-Z0-9' '-' | cut -c1-60).log"
  local t0 c0 rc=0 me=$BASHPID group
  t0=$(date +%s)
  group=$(step_cgroup "$name" "$me")
  cpu_seconds_file
  c0=$(cpu_seconds_read "$me")
  "$@" >"$log" 2>&1 || rc=$?
  cpu_seconds_file
  local wall=$(( $(date +%s) - t0 )) cpu=$(( $(cpu_seconds_read "$me") - c0 )) all
  all=$(cgroup_cpu_seconds "$group")
  {
    flock 9
    printf '\n\033[1m== %s\033[0m\n' "$name"
    cat "$log"
    if [ "$rc" -eq 0 ]; then printf -- '-- passed in %ss (CPU %ss)\n' "$wall" "$cpu"; else printf -- '\033[31m-- FAILED (exit %s) after %ss\033[0m\n' "$rc" "$wall"; fi
    # A failed step's failing tests and their errors (vitest, jest), again in the run's last lines.
    if [ "$rc" -ne 0 ]; then
      printf '%s:\n' "$name" >>"$work/failures"
      node .ci/tools/failure-excerpt.mjs "$log" 40 >>"$work/failures" || true
    fi
    printf '%5ss %6ss %7s  %s%s\n' "$wall" "$cpu" "${all:+${all}s}" "$name" "$([ "$rc" -eq 0 ] || echo '  FAILED')" >>"$work/steps"
  } 9>"$work/print.lock"
  return "$rc"
}

# parallel JOB JOB: two steps side by side (each JOB a function name); fails if either fails.
parallel() {
  local pids=() rc=0
  for job in "$@"; do
    "$job" &
    pids+=("$!")
    jobs_started+=("$!")
  done
  for pid in "${pids[@]}"; do wait "$pid" || rc=1; done
  return "$rc"
}

vitest_timings() { # the reporter flags that keep a suite's per-file durations for the summary
  printf '%s\n' --reporter=default --reporter=json "--outputFile.json=$OTTHON_TIMINGS_DIR/$1.json"
}

# ---- 1. checks and builds ----------------------------------------------------------------------
lint() { step "lint: Biome, import boundaries (dependency-cruiser), unused code (knip)" bash -c 'npm run --silent lint && npm run --silent knip'; }
typecheck_package() { step "typecheck: package" npm run --silent typecheck; }
typecheck_server() { step "typecheck: server" npm run --silent typecheck -w server; }
typecheck_storefront() { step "typecheck: storefront" npm run --silent typecheck -w storefront; }
openapi() {
  step "API document: Redocly lint, swagger-parser, openapi-typescript + tsc" bash .ci/openapi.sh &&
    step "CI scripts: ensure-chromium.sh installs or names Chromium" bash .ci/tools/ensure-chromium.test.sh
}
build_package() { step "build: package (dist/)" npm run --silent build; }
build_storefront() { step "build: storefront (production)" npm run --silent build -w storefront; }
build_storybook() { step "build: Storybook (static)" npm run --silent build-storybook; }

# ---- 2. the jobs -------------------------------------------------------------------------------
unit_package() {
  # shellcheck disable=SC2046
  step "unit tests: package (domain, api, i18n, hooks, components, msw)" npm run --silent test:unit -- $(vitest_timings unit)
}
unit_storefront() {
  # shellcheck disable=SC2046
  step "unit tests: storefront (host, loaders, shell)" npm run --silent test:storefront -- $(vitest_timings storefront)
}
server_pglite() {
  # shellcheck disable=SC2046
  step "server on the embedded database" npm run --silent test:server -- $(vitest_timings server-pglite)
}
server_postgres_run() {
  local url rc=0 files
  url="$(bash .ci/postgres.sh start)" || return 1
  # The files whose outcome can depend on the database: server/test/on-postgres.txt says why each.
  mapfile -t files < <(grep -v '^\s*#' server/test/on-postgres.txt | awk 'NF { print $1 }')
  for file in "${files[@]}"; do
    [ -f "server/$file" ] || { echo "server/test/on-postgres.txt names $file, which does not exist"; bash .ci/postgres.sh stop; return 1; }
  done
  # shellcheck disable=SC2046
  DATABASE_URL="$url" npm run --silent test:server -- "${files[@]}" $(vitest_timings server-postgres) &&
    # Several server processes sharing this PostgreSQL (cannot run on the embedded database).
    # shellcheck disable=SC2046
    DATABASE_URL="$url" npm run --silent test:server:processes -- $(vitest_timings server-processes) || rc=$?
  bash .ci/postgres.sh stop
  return "$rc"
}
server_postgres() {
  if [ "${OTTHON_SKIP_POSTGRES:-}" = "1" ]; then
    echo "server on PostgreSQL: skipped (OTTHON_SKIP_POSTGRES=1)"
    return 0
  fi
  step "server on PostgreSQL (its files, and several processes on one database)" server_postgres_run
}
scale_out() { step "scale-out: two shop processes behind nginx on PostgreSQL, Chromium through nginx" env OTTHON_STOREFRONT_BUILT=1 bash .ci/nginx.sh; }

package_checks() { step "package: publint, attw, size budgets, pack test" bash .ci/check-package.sh; }
# The tarball in a Vite SPA and a Next.js app, API on another host of the site.
consumers() { step "consumers: Vite SPA and Next.js app from the packed tarball, in Chromium" env OTTHON_CONSUMERS_SKIP_BUILD=1 bash .ci/consumers/run.sh; }
# Every story in Hungarian, then in English, in one test-runner run over the static build.
storybook() {
  step "Storybook in Hungarian and English: docs smoke check; play functions, axe (WCAG 2.2 AA), visual baselines" \
    env OTTHON_STORYBOOK_BUILT=1 STORYBOOK_TEST_PORT=6007 bash .ci/test-storybook.sh
}
# The end-to-end files in shards of about equal time (.ci/tools/e2e-shard.mjs); each shard starts
# its own production shop on a fresh embedded database. Each journey runs in the one language it
# names (storefront/e2e/support/languages.ts; OTTHON_E2E_LANGUAGES=all runs them in both).
E2E_SHARDS=3
e2e_shard() {
  local files
  mapfile -t files < <(node .ci/tools/e2e-shard.mjs "$1" "$E2E_SHARDS")
  # shellcheck disable=SC2046
  step "end-to-end $1/$E2E_SHARDS: production storefront + API in Chromium (${#files[@]} files)" \
    bash -c 'cd storefront && exec npx vitest run --config e2e/vitest.config.ts "$@"' e2e "${files[@]}" $(vitest_timings "e2e-$1")
}
e2e_1() { e2e_shard 1; }
e2e_2() { e2e_shard 2; }
e2e_3() { e2e_shard 3; }
# Over the dist/ and storefront/build built above: initial JavaScript per page as ratios to Hydrogen's
# skeleton built in the same run (CI budgets) and the import cost; size-limit ran in package_checks.
bench_size() { step "bench:size: initial JS against Hydrogen's skeleton, import cost" node .ci/bench/run.mjs --size --no-build --no-size-limit; }

# Jobs that share something run in one chain: PostgreSQL's throwaway cluster (the server's files,
# then nginx), and the working tree's README.md, which packing swaps for a moment (package checks,
# then the consumers).
unit_tests() { unit_package && unit_storefront; }
postgres_chain() { server_postgres && scale_out; }
package_chain() { package_checks && consumers; }
# Longest first by their measured times (docs/benchmarks.md), so that the last job to start is a
# short one. The first two need nothing built: one runner starts them while the checks and builds
# run; every later job waits for the builds.
JOBS=(server_pglite unit_tests storybook e2e_2 e2e_3 e2e_1 postgres_chain package_chain bench_size)
NEEDS_NO_BUILD=" server_pglite unit_tests "

# runner: takes the next job off the list until none is left; a failed job marks the run failed.
next_job() {
  local n
  {
    flock 8
    n=$(cat "$work/next")
    echo $((n + 1)) >"$work/next"
  } 8>"$work/next.lock"
  [ "$n" -lt "${#JOBS[@]}" ] && echo "${JOBS[$n]}"
}
# Waits until the checks and builds have ended; fails when they failed.
wait_for_builds() {
  while [ ! -e "$work/built" ] && [ ! -e "$work/build-failed" ]; do sleep 2; done
  [ -e "$work/built" ]
}
runner() {
  local job
  while job=$(next_job); do
    if [[ "$NEEDS_NO_BUILD" != *" $job "* ]] && ! wait_for_builds; then
      echo "$job: not run, the checks or builds failed" >>"$work/not-run"
      continue
    fi
    "$job" || : >"$work/failed"
  done
}

checks_and_builds() {
  local ok=0
  parallel lint typecheck_package || ok=1
  [ "$ok" -eq 0 ] && { parallel typecheck_server typecheck_storefront || ok=1; }
  [ "$ok" -eq 0 ] && { parallel openapi build_package || ok=1; }
  [ "$ok" -eq 0 ] && { parallel build_storefront build_storybook || ok=1; }
  if [ "$ok" -eq 0 ]; then : >"$work/built"; else : >"$work/build-failed"; fi
  printf '%5ss %6s %7s   %s\n' "$(( $(date +%s) - started ))" '' '' "(checks and builds ended, counted from the start)" >>"$work/steps"
  return "$ok"
}

# How busy the two cores are: /proc/stat's idle and total ticks every 10 s, for the summary.
cpu_ticks() { awk '/^cpu / { print $5 + $6, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }' /proc/stat; }
sample_cpu() {
  while sleep 10; do cpu_ticks >>"$work/cpu"; done
}
cpu_summary() {
  [ -s "$work/cpu" ] || return 0
  cpu_ticks >>"$work/cpu"
  awk 'NR == 1 { i0 = $1; t0 = $2 } NR > 1 { di = $1 - pi; dt = $2 - pt; if (dt > 0 && di / dt >= 0.25) idle++; n++ }
       { pi = $1; pt = $2 } END { if (n && $2 > t0) printf "cores busy %d %% of the run; a quarter or more idle in %d of %d ten-second samples\n", 100 - 100 * ($1 - i0) / ($2 - t0), idle, n }' "$work/cpu"
}
cpu_ticks >"$work/cpu"
sample_cpu &
sampler=$!

status=0
echo 0 >"$work/next"
# The first runner starts with the jobs that need no build; the others start once the builds are
# done, so that no more than OTTHON_CI_JOBS jobs run besides the checks.
late_runner() { wait_for_builds || return 0; runner; }
runners=(checks_and_builds runner)
for _ in $(seq 2 "${OTTHON_CI_JOBS:-3}"); do runners+=(late_runner); done
parallel "${runners[@]}" || status=1
[ -e "$work/failed" ] && status=1
[ -e "$work/build-failed" ] && status=1
{ kill "$sampler" && wait "$sampler"; } 2>/dev/null || true

printf '\n\033[1m== timings\033[0m (wall; CPU of the processes the step waited for; CPU of all its processes, browsers'"'"' renderers\n'
printf 'included, where cgroups can be made; step. Jobs overlap)\n'
cat "$work/steps"
cpu_summary
[ -e "$work/not-run" ] && cat "$work/not-run"
node .ci/tools/slowest-test-files.mjs "$OTTHON_TIMINGS_DIR" 10 || true
node .ci/tools/retried-tests.mjs "$OTTHON_TIMINGS_DIR" || true
if [ -s "$work/failures" ]; then printf '\nfailed:\n'; cat "$work/failures"; fi
echo "total $(( $(date +%s) - started ))s"
rm -rf "$work"
# The steps' cgroups (one still holding a process that outlived its step stays).
[ -z "$cgroups" ] || find "$cgroups" -depth -type d -exec rmdir {} + 2>/dev/null || true
[ "$status" -eq 0 ] || echo "FAILED: see the steps marked FAILED above"
exit "$status"
