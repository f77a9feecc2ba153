#!/usr/bin/env bash
# Configures and builds Arbiter (Release) into ./build with every executable in build/bin.
# Extra arguments go to CMake's configure step (e.g. -DARBITER_BUILD_GUI=OFF).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ARBITER_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-Release}" "$@"
cmake --build "$build" --parallel "$(nproc)"
