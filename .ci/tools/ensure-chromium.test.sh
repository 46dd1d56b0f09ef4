#!/usr/bin/env bash
# .ci/ensure-chromium.sh against a stub apt-get: it installs the headless Chromium when the browser
# is missing (as root), the desktop `chromium` package when CHROMIUM_PATH names that one, does
# nothing when it is there, and without root stops with the install command.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin"
# The stub "installs" a package as an executable file named after it, where the test looks for it.
cat >"$tmp/bin/apt-get" <<STUB
#!/usr/bin/env bash
echo "apt-get \$*" >>"$tmp/calls"
if [ "\$1" = install ]; then package="\${@: -1}"; printf '#!/bin/sh\n' >"$tmp/\$package"; chmod +x "$tmp/\$package"; fi
STUB
cat >"$tmp/bin/id" <<STUB
#!/usr/bin/env bash
echo "\${FAKE_UID:-0}"
STUB
chmod +x "$tmp/bin/apt-get" "$tmp/bin/id"
fail() { echo "ensure-chromium: $*" >&2; exit 1; }
shell="$tmp/chromium-headless-shell"

# Missing, as root: installs the headless package.
PATH="$tmp/bin:$PATH" CHROMIUM_PATH="$shell" bash "$root/.ci/ensure-chromium.sh" 2>/dev/null \
  || fail "did not install a missing browser"
grep -qx 'apt-get install -y -qq chromium-headless-shell' "$tmp/calls" || fail "apt-get install chromium-headless-shell was not called"
[ -x "$shell" ] || fail "no browser after the install"

# Present: no apt-get at all.
rm "$tmp/calls"
PATH="$tmp/bin:$PATH" CHROMIUM_PATH="$shell" bash "$root/.ci/ensure-chromium.sh" || fail "failed with a browser present"
[ ! -e "$tmp/calls" ] || fail "called apt-get although the browser was there"

# CHROMIUM_PATH naming the desktop browser: installs the `chromium` package.
PATH="$tmp/bin:$PATH" CHROMIUM_PATH="$tmp/chromium" bash "$root/.ci/ensure-chromium.sh" 2>/dev/null \
  || fail "did not install the desktop browser"
grep -qx 'apt-get install -y -qq chromium' "$tmp/calls" || fail "apt-get install chromium was not called"

# Missing, without root: stops at once with the command.
rm "$shell" "$tmp/calls"
if out="$(PATH="$tmp/bin:$PATH" FAKE_UID=1000 CHROMIUM_PATH="$shell" bash "$root/.ci/ensure-chromium.sh" 2>&1)"; then
  fail "went on without a browser and without root"
fi
grep -q 'apt-get install -y chromium-headless-shell' <<<"$out" || fail "did not print the install command: $out"
[ ! -e "$tmp/calls" ] || fail "called apt-get without root"
echo "ensure-chromium: installs the headless package when missing (root), the desktop one when named, no-op when present, stops with the command otherwise"
