#!/usr/bin/env bash
# Runs CTest in a build folder with CPU accounting, for scripts/test.sh and scripts/sanitize.sh:
#
#   scripts/run-ctest.sh BUILD_DIR [CTEST_ARGS...]
#
# Most suites keep a core busy, but a few mostly wait (reliability waits out hung engines'
# timeouts: 350 s of which 16 s on the CPU). With --parallel at the number of cores, those
# waiting suites would hold a core's slot for minutes. So every suite states the cores it
# uses in its RESOURCE_GROUPS ("cpus:N", tests/CMakeLists.txt: one by default, none for a suite
# that mostly waits), this script gives CTest a resource spec of one "cpus" slot per core, and
# --parallel is set higher, so the waiting suites run beside the busy ones without putting more
# busy ones on a core. (Without a resource spec, a plain `ctest -j N` ignores the groups.)
set -euo pipefail
build="$(cd "$1" && pwd)" # absolute: CTest reads the spec from inside it
shift
cores="$(nproc)"
spec="$build/ctest-cpus.json"
printf '{"version": {"major": 1, "minor": 0}, "local": [{"cpus": [{"id": "all", "slots": %d}]}]}\n' \
  "$cores" >"$spec"
cd "$build"
ctest --output-on-failure --no-tests=error --parallel "$((cores * 3))" --resource-spec-file "$spec" \
  --timeout 900 "$@"
