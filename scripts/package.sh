#!/usr/bin/env bash
# Makes the Debian package arbiter_<version>_<arch>.deb from the build in build/ (or
# ARBITER_BUILD_DIR) with CPack's DEB generator (packaging/CMakeLists.txt says why CPack): builds
# the programs and files the package holds (nothing is rebuilt when the tests' build is there),
# then packs what `cmake --install` installs, under /usr. The package lands in build/package/;
# its path is the last line printed. Needs dpkg-dev (dpkg-shlibdeps), from scripts/install-deps.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ARBITER_BUILD_DIR:-$root/build}"
if [ ! -f "$build/CPackConfig.cmake" ]; then
  ARBITER_BUILD_TARGETS="arbiter-cli" "$root/scripts/build.sh"
fi
# What is installed: the programs configured, the manual pages, icons and the changelog.
targets=(arbiter-cli arbiter-engine arbiter-man-pages arbiter-changelog)
cache="$build/CMakeCache.txt"
grep -q '^ARBITER_BUILD_GUI:BOOL=ON' "$cache" && targets+=(arbiter-gui arbiter-icons)
grep -q '^ARBITER_BUILD_SERVER:BOOL=ON' "$cache" && targets+=(arbiter-server)
target_args=()
for t in "${targets[@]}"; do target_args+=(--target "$t"); done
cmake --build "$build" --parallel "$(nproc)" "${target_args[@]}"

out="$build/package"
rm -rf "$out"
mkdir -p "$out"
(cd "$build" && cpack -G DEB -B "$out" >"$out/cpack.log") || {
  cat "$out/cpack.log" >&2
  echo "package: cpack failed (its output is above)" >&2
  exit 1
}
debs=("$out"/arbiter_*.deb)
if [ ! -f "${debs[0]}" ]; then
  echo "package: cpack made no arbiter_*.deb in $out" >&2
  exit 1
fi
echo "${debs[0]}"
