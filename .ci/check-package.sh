#!/usr/bin/env bash
# The package as consumers get it: lint of package.json and exports, type resolution under Node's
# ESM rules, size budgets, and a real install of the packed tarball. Expects `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "-- publint"
npx --no-install publint --strict
echo "-- are the types wrong (esm-only)"
npx --no-install attw --pack . --profile esm-only --exclude-entrypoints ./styles.css
echo "-- client boundaries: otthon/core free of React, SWR and zod; \"use client\" on the React modules"
node .ci/tools/check-client-boundaries.mjs
echo "-- styles.css before and after a Tailwind 4 app's CSS, and without Tailwind (Chromium)"
node .ci/tools/check-styles.mjs
echo "-- contract entities keep their names in the declarations (api.cart() is Promise<Cart>)"
grep -q "cart: (client: ApiClient) => Promise<Cart>;" dist/api/shop-api.d.ts || { echo "FAIL dist/api/shop-api.d.ts expands Cart instead of naming it"; exit 1; }
echo "-- shipped comments and declarations state rules in their own words (no \"spec §\" citations)"
# contract/endpoints.js keeps each call's provenance as data (\`source\`, printed in docs/api.md).
if grep -rni "spec §" dist --include=*.js --include=*.d.ts | grep -v '^dist/contract/endpoints.js:[0-9]*:[[:space:]]*source: "'; then
  echo "FAIL dist cites the specification by section"; exit 1
fi
echo "-- size budgets"
npx --no-install size-limit
echo "-- on-demand modules stay lazy (Radix Select, DOMPurify, cart panel, checkout actions)"
node .ci/tools/import-cost.mjs
echo "-- pack, install and import every entry"
bash .ci/tools/pack-test.sh
