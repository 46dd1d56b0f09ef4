#!/usr/bin/env bash
# The published API document read by third-party tools: Redocly's recommended lint rules (0 errors,
# 0 warnings),
# swagger-parser's validation, and openapi-typescript's types compiled with tsc --strict.
set -euo pipefail
cd "$(dirname "$0")/.."

# No telemetry or update check: the network here reaches only the package registries.
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

doc=docs/openapi.json
if grep -q '"#/\$defs/' "$doc"; then
  echo "$doc still points into \$defs; run npm run docs:api" >&2
  exit 1
fi

# Warnings fail too: the goal is 0 errors and 0 warnings under the recommended rules.
lint="$(node_modules/.bin/redocly lint "$doc" --config .ci/redocly.yaml --format=stylish 2>&1)" || { echo "$lint"; exit 1; }
echo "$lint" | grep -v '^\s*$' | tail -n 3
if echo "$lint" | grep -qE '^\s*[0-9]+:[0-9]+\s+warning'; then
  echo "$lint"
  echo "redocly: warnings under the recommended rules (see above)" >&2
  exit 1
fi

node --input-type=module -e '
import SwaggerParser from "@apidevtools/swagger-parser";
const api = await SwaggerParser.validate(process.argv[1]);
console.log(`swagger-parser: ${api.info.title} (OpenAPI ${api.openapi}) is valid`);
' "$doc"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
node_modules/.bin/openapi-typescript "$doc" --output "$tmp/api.d.ts"
cat >"$tmp/use.ts" <<'TS'
import type { components, operations, paths } from './api';
// The generated types describe the calls a client makes.
type Cart = components['schemas']['Cart'];
type Placed = operations['placeOrder']['responses'][201]['content']['application/json']['data'];
const total: Cart['summary']['total_amount_gross'] = 0;
const hash: Placed['order_hash'] = 'x';
const path: keyof paths = '/api/cart';
// Ids in addresses are integers: a typed client passes the product's number as it has it.
const product: operations['product']['parameters']['path'] = { id: 42 };
const line: operations['setCartProduct']['requestBody'] = { content: { 'application/json': { quantity: 2 } } };
export { hash, line, path, product, total };
TS
# Only the generated file and its use, without the repository's ambient @types.
cat >"$tmp/tsconfig.json" <<'JSON'
{ "compilerOptions": { "strict": true, "noEmit": true, "skipLibCheck": false, "types": [], "target": "es2022", "module": "esnext", "moduleResolution": "bundler" }, "files": ["api.d.ts", "use.ts"] }
JSON
node_modules/.bin/tsc -p "$tmp/tsconfig.json"
echo "openapi-typescript: $(wc -l <"$tmp/api.d.ts") lines of types compile with tsc --strict"
