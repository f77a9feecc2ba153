#!/usr/bin/env bash
# The README's test command: install what is missing, build, run every test through CTest, then
# the Debian package's check (scripts/check-package.sh: build the .deb from this build, lintian,
# install it, run the installed programs, remove it; ARBITER_PACKAGE_STAGE=0 skips it), then the
# sanitizer stage (scripts/sanitize.sh: a clang ASan/UBSan build in build-asan/ running the
# unit and reliability suites and the fuzzers; ARBITER_SANITIZE_STAGE=0 skips it).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
# Tests are switched on explicitly: a build/ configured without them (-DARBITER_BUILD_TESTS=OFF)
# would otherwise keep that setting in its cache. A run that finds no test fails.
"$root/scripts/build.sh" -DARBITER_BUILD_TESTS=ON
"$root/scripts/run-ctest.sh" "${ARBITER_BUILD_DIR:-$root/build}"
if [ "${ARBITER_PACKAGE_STAGE:-1}" != 0 ]; then
  "$root/scripts/check-package.sh"
fi
if [ "${ARBITER_SANITIZE_STAGE:-1}" != 0 ]; then
  "$root/scripts/sanitize.sh"
fi
