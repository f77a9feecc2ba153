#!/bin/sh
# Installs the browser tests' npm packages (package.json, pinned by package-lock.json) into
# DEST/node_modules with `npm ci`, outside the source tree, once per version of the lock file.
# PUPPETEER_SKIP_DOWNLOAD=1: puppeteer-core drives Debian's /usr/bin/chromium and downloads no
# browser. Run by CTest as the fixture of the browser tests (tests/browser/CMakeLists.txt).
set -eu
src="$1"
dest="$2"
mkdir -p "$dest"
stamp="$dest/node_modules/.arbiter-lock"
if [ -f "$stamp" ] && cmp -s "$stamp" "$src/package-lock.json"; then
  echo "npm-ci: node_modules up to date"
  exit 0
fi
cp "$src/package.json" "$src/package-lock.json" "$dest/"
cd "$dest"
PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
cp package-lock.json "$stamp"
