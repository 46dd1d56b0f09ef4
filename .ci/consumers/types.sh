#!/usr/bin/env bash
# The package's declarations as consumers compile them: the packed tarball installed into
# .ci/consumers/types, and its use.ts compiled with tsc under moduleResolution bundler, node16 and
# nodenext, without skipLibCheck (the declarations themselves are checked). use.ts also checks
# that MessageKey stays the catalogue's keys (a wrong label key is an error).
#   bash .ci/consumers/types.sh [path/to/otthon.tgz]     (without a tarball: builds and packs)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
tarball="${1:-}"
if [ -z "$tarball" ]; then
  if [ "${OTTHON_CONSUMERS_SKIP_BUILD:-}" != "1" ]; then npm run --silent build >/dev/null; fi
  tarball="$work/$(npm pack --silent --pack-destination "$work" 2>/dev/null | tail -n 1)"
fi
cp -r .ci/consumers/types "$work/app"
cd "$work/app"
npm install --prefer-offline --no-audit --no-fund --loglevel=error "$tarball" >/dev/null
failed=0
for resolution in bundler node16 nodenext; do
  if node_modules/.bin/tsc -p "tsconfig.$resolution.json"; then
    echo "ok   types under moduleResolution $resolution"
  else
    echo "FAIL types under moduleResolution $resolution"
    failed=1
  fi
done
exit $failed
