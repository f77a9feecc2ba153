#!/usr/bin/env bash
# Installs the Debian packages Arbiter needs to build, test and demo: Qt 6 (Core, Widgets, Svg,
# Test, Multimedia for the GUI's sounds; the GUI's translations: CMake's Qt6LinguistTools from
# qt6-tools-dev, lupdate and lrelease from qt6-l10n-tools, Qt's own translations of its dialogs
# from qt6-translations-l10n), Ninja, Qt WebSockets and Qt SQL's SQLite and PostgreSQL
# drivers for arbiter-server, PostgreSQL itself for the server tests (each starts a private
# server, tests/common/postgresserver.h), the reference engines used by the integration tests,
# Xvfb for GUI screenshots, CJK fonts for Chinese-character xiangqi pieces (Kai, Song, Hei and
# the brush faces of 行书 Xing, docs/gui.md), clang with its
# sanitizer and libFuzzer runtimes for scripts/sanitize.sh, clang-format (14 in bookworm) for the
# house_format test (scripts/check-format.sh, docs/development.md "House checks"), and for the browser page's tests
# (tests/browser) Chromium and Node.js with npm (Debian's nodejs and npm, unless a node and an
# npm are there already, e.g. NodeSource's nodejs, which has npm inside and conflicts with
# Debian's npm), and nginx with openssl for tests/server/cluster, which runs its own nginx in
# front of two arbiter-servers (nginx's own service is not started where there is no systemd,
# e.g. in a container: the package's start would fail or take port 80 for nothing), and for the
# Debian package (scripts/package.sh, scripts/check-package.sh, tests/package): dpkg-dev
# (dpkg-shlibdeps), lintian, appstream (appstreamcli) and desktop-file-utils, with groff-base
# for checking the manual pages. Only missing packages are installed.
set -euo pipefail

packages=(
  qt6-base-dev qt6-svg-dev qt6-multimedia-dev libgl-dev ninja-build
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
  qt6-websockets-dev libqt6sql6-sqlite libqt6sql6-psql postgresql
  stockfish fairy-stockfish gnuchess sjaakii fairymax
  xvfb xauth imagemagick
  fonts-arphic-ukai fonts-lxgw-wenkai fonts-noto-cjk fonts-kouzan-mouhitsu fonts-aoyagi-kouzan-t
  clang libclang-rt-14-dev clang-format
  chromium
  nginx openssl
  dpkg-dev lintian appstream desktop-file-utils groff-base
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
# Without systemd (a container) services are not started by the packages' scripts: Debian's
# policy-rc.d answer 101 ("not allowed") for the time of the install, unless there is one.
policy=/usr/sbin/policy-rc.d
if [ ! -d /run/systemd/system ] && [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null
  $sudo chmod 755 "$policy"
  trap '$sudo rm -f "$policy"' EXIT
fi
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
