#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on loopback for the server's test suite.
#   .ci/postgres.sh start   starts it (installing Debian's postgresql if missing), prints DATABASE_URL
#   .ci/postgres.sh stop    stops it and deletes its data
#   .ci/postgres.sh url     prints DATABASE_URL
# Usage in a script:  export DATABASE_URL="$(.ci/postgres.sh start)"
set -euo pipefail

# Below Linux's ephemeral range (32768–60999), from which every server listening on port 0 and
# every outgoing connection draws its port: at 55432 a shop of a parallel CI job once held it.
PGPORT="${PGPORT:-25432}"
PGDIR="${PGDIR:-/tmp/otthon-postgres}"
PGPASSWORD_FILE="$PGDIR.password"
BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

url() {
  printf 'postgres://postgres:%s@127.0.0.1:%s/postgres\n' "$(cat "$PGPASSWORD_FILE")" "$PGPORT"
}

start() {
  if [ ! -x "$BIN/initdb" ]; then
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  fi
  if [ ! -f "$PGDIR/PG_VERSION" ]; then
    rm -rf "$PGDIR"
    mkdir -p "$PGDIR"
    head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' > "$PGPASSWORD_FILE"
    if [ "$(id -u)" = "0" ]; then chown postgres "$PGDIR" "$PGPASSWORD_FILE"; fi
    as_postgres "$BIN/initdb" -D "$PGDIR" -U postgres --auth-local=trust --auth-host=scram-sha-256 --pwfile="$PGPASSWORD_FILE" >&2
  fi
  if ! as_postgres "$BIN/pg_ctl" -D "$PGDIR" status >/dev/null 2>&1; then
    # fsync off: a test cluster trades durability for speed.
    as_postgres "$BIN/pg_ctl" -D "$PGDIR" -l "$PGDIR/log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >&2
  fi
  url
}

stop() {
  if [ -f "$PGDIR/PG_VERSION" ]; then
    as_postgres "$BIN/pg_ctl" -D "$PGDIR" -m fast -w stop >&2 || true
  fi
  rm -rf "$PGDIR" "$PGPASSWORD_FILE"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  url) url ;;
  *) echo "usage: $0 start|stop|url" >&2; exit 2 ;;
esac
