#!/usr/bin/env bash
# Installs what the engine journeys (tests/engines/, `npm run test:engines`) drive when it is missing:
# Debian's Firefox ESR, WebKitGTK's WebDriver (its MiniBrowser comes with the WebKitGTK library) and
# Xvfb, the display MiniBrowser runs on. Playwright cannot drive these builds; see src/README.md.
set -euo pipefail
MINIBROWSER=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
if [ -x /usr/bin/firefox-esr ] && [ -x /usr/bin/WebKitWebDriver ] && [ -x "$MINIBROWSER" ] && [ -x /usr/bin/Xvfb ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq firefox-esr webkit2gtk-driver xvfb >/dev/null
/usr/bin/firefox-esr --version
