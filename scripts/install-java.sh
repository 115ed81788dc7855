#!/usr/bin/env bash
# Installs Debian's headless Java runtime when `java` is missing: the end-to-end route sweep runs the
# W3C Nu Html Checker (the vnu-jar package's vnu.jar) on the rendered pages, and it is a Java program.
# The vnu-jar package's own fallback downloads a JDK from the internet, which cannot work here.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
java -version
