#!/usr/bin/env bash
# Installs Debian's Chromium where it is missing: chromium (the full browser, for the bench and the atlas)
# and chromium-headless-shell (what the end-to-end tests drive). Playwright's own browser download cannot
# work here (no network beyond the package registries).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ -z "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] || [ ! -x "$PLAYWRIGHT_CHROMIUM_PATH" ]; then
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
for package in "${missing[@]}"; do "/usr/bin/$package" --version; done
