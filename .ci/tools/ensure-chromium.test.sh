#!/usr/bin/env bash
# .ci/ensure-chromium.sh against a stub apt-get: it installs Chromium when the browser is missing
# (as root), does nothing when it is there, and without root stops with the install command.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin"
cat >"$tmp/bin/apt-get" <<STUB
#!/usr/bin/env bash
echo "apt-get \$*" >>"$tmp/calls"
if [ "\$1" = install ]; then printf '#!/bin/sh\n' >"$tmp/chromium"; chmod +x "$tmp/chromium"; fi
STUB
cat >"$tmp/bin/id" <<STUB
#!/usr/bin/env bash
echo "\${FAKE_UID:-0}"
STUB
chmod +x "$tmp/bin/apt-get" "$tmp/bin/id"
fail() { echo "ensure-chromium: $*" >&2; exit 1; }

# Missing, as root: installs it.
PATH="$tmp/bin:$PATH" CHROMIUM_PATH="$tmp/chromium" bash "$root/.ci/ensure-chromium.sh" 2>/dev/null \
  || fail "did not install a missing browser"
grep -q 'install -y -qq chromium' "$tmp/calls" || fail "apt-get install chromium was not called"
[ -x "$tmp/chromium" ] || fail "no browser after the install"

# Present: no apt-get at all.
rm "$tmp/calls"
PATH="$tmp/bin:$PATH" CHROMIUM_PATH="$tmp/chromium" bash "$root/.ci/ensure-chromium.sh" || fail "failed with a browser present"
[ ! -e "$tmp/calls" ] || fail "called apt-get although the browser was there"

# Missing, without root: stops at once with the command.
rm "$tmp/chromium"
if out="$(PATH="$tmp/bin:$PATH" FAKE_UID=1000 CHROMIUM_PATH="$tmp/chromium" bash "$root/.ci/ensure-chromium.sh" 2>&1)"; then
  fail "went on without a browser and without root"
fi
grep -q 'apt-get install -y chromium' <<<"$out" || fail "did not print the install command: $out"
[ ! -e "$tmp/calls" ] || fail "called apt-get without root"
echo "ensure-chromium: installs when missing (root), no-op when present, stops with the command otherwise"
