#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "typecheck"
npm run typecheck

step "unit tests (package)"
npm run test:unit
