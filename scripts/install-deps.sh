#!/usr/bin/env bash
# Installs the Debian packages Arbiter needs to build, test and demo: Qt 6 (Core, Widgets, Svg,
# Test, Multimedia for the GUI's sounds), Ninja, Qt WebSockets and Qt SQL's SQLite and PostgreSQL
# drivers for arbiter-server, PostgreSQL itself for the server tests (each starts a private
# server, tests/common/postgresserver.h), the reference engines used by the integration tests,
# Xvfb for GUI screenshots, CJK fonts for Chinese-character xiangqi pieces, clang with its
# sanitizer and libFuzzer runtimes for scripts/sanitize.sh, and for the browser page's tests
# (tests/browser) Chromium and Node.js with npm (Debian's nodejs and npm, unless a node and an
# npm are there already, e.g. NodeSource's nodejs, which has npm inside and conflicts with
# Debian's npm). Only missing packages are installed.
set -euo pipefail

packages=(
  qt6-base-dev qt6-svg-dev qt6-multimedia-dev libgl-dev ninja-build
  qt6-websockets-dev libqt6sql6-sqlite libqt6sql6-psql postgresql
  stockfish fairy-stockfish gnuchess sjaakii fairymax
  xvfb xauth imagemagick
  fonts-arphic-ukai fonts-lxgw-wenkai fonts-noto-cjk
  clang libclang-rt-14-dev
  chromium
)
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  packages+=(nodejs npm)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then sudo="sudo"; else
    echo "install-deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 1
  fi
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
