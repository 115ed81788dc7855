#!/usr/bin/env bash
# Installs Debian's nginx-light (and its brotli_static module where Debian has one) for the test that
# serves the production build through deploy/nginx/ (tests/e2e/nginx.spec.ts) and for
# `npm run serve:prod`. Only the binary is used: neither the service nor the default site is started
# (policy-rc.d refuses the start, the tests run their own nginx on their own port).
set -euo pipefail
if [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] && [ -z "${NGINX_WITH_BROTLI:-}" ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
PACKAGES="nginx-light"
$SUDO apt-get update -qq
# The brotli module is a separate package in Debian 12 and later; elsewhere gzip alone is served.
if apt-cache show libnginx-mod-http-brotli-static >/dev/null 2>&1; then
  PACKAGES="$PACKAGES libnginx-mod-http-brotli-static"
fi
POLICY=/usr/sbin/policy-rc.d
ADDED_POLICY=""
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod +x "$POLICY"
  ADDED_POLICY=1
fi
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $PACKAGES >/dev/null
if [ -n "$ADDED_POLICY" ]; then $SUDO rm -f "$POLICY"; fi
/usr/sbin/nginx -v
