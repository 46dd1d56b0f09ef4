#!/usr/bin/env bash
# Makes sure the browser steps have Debian's headless Chromium, the way .ci/postgres.sh and
# .ci/nginx.sh install their servers when they are missing: as root it installs the package;
# without root it stops at once and prints the one command that does. Browsers are never downloaded.
#   bash .ci/ensure-chromium.sh   (CHROMIUM_PATH defaults to /usr/bin/chromium-headless-shell)
# The tests drive `chromium-headless-shell`: the same engine as the `chromium` package without the
# desktop browser, at about half the CPU per page. A CHROMIUM_PATH of /usr/bin/chromium installs
# that package instead.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
[ -x "$CHROMIUM_PATH" ] && exit 0
case "$(basename "$CHROMIUM_PATH")" in
  chromium) package=chromium ;;
  *) package=chromium-headless-shell ;;
esac
if [ "$(id -u)" = "0" ]; then
  echo "Chromium is missing at $CHROMIUM_PATH: installing Debian's $package package" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >&2
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "$package installed, but $CHROMIUM_PATH is still not there; set CHROMIUM_PATH to the browser" >&2
    exit 1
  fi
else
  echo "The browser tests need Chromium at $CHROMIUM_PATH. Install it with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y $package" >&2
  exit 1
fi
