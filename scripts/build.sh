#!/usr/bin/env bash
# Configures and builds Arbiter (Release) into ./build with every executable in build/bin.
# Extra arguments go to CMake's configure step (e.g. -DARBITER_BUILD_GUI=OFF).
# ARBITER_BUILD_TARGETS="arbiter-cli arbiter-engine" builds only those targets (scripts/demo.sh);
# the configuration stays the same, so the next full build or test run finds every suite.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ARBITER_BUILD_DIR:-$root/build}"
# ccache when the machine has it (a second checkout or worktree then compiles from the cache).
launcher=()
# (ccache caches objects built with precompiled headers only with this sloppiness: ccache's
# manual, "Precompiled headers".)
if command -v ccache >/dev/null; then
  launcher=("-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_SLOPPINESS=pch_defines,time_macros;ccache")
fi
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-Release}" \
  "${launcher[@]}" "$@"
targets=()
for t in ${ARBITER_BUILD_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build "$build" --parallel "$(nproc)" "${targets[@]}"
