#!/usr/bin/env bash
# Runs every libFuzzer target of tests/fuzz for a bounded time and fails on any crash, hang
# (-timeout), out-of-memory or sanitizer report. The targets come from a clang build configured
# with -DARBITER_FUZZ=ON (ASan + UBSan + libFuzzer), by default build-asan/ as scripts/sanitize.sh
# makes it (that script also calls this one):
#
#   cmake -S . -B build-asan -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DARBITER_FUZZ=ON \
#         -DARBITER_BUILD_GUI=OFF && cmake --build build-asan --target fuzz_targets
#   scripts/fuzz.sh [BUILD_DIR] [SECONDS_PER_TARGET]     (default: build-asan 15)
#
# The seed corpora in tests/fuzz/corpus/<target>/ are read, never written: new inputs go to a
# scratch corpus. A failing input is kept as fuzz-artifacts/<target>-crash-... in the build
# directory; reproduce it with bin/fuzz_<target> <file>, and add it to the corpus once fixed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build-asan}"
seconds="${2:-15}"
case "$build" in /*) ;; *) build="$PWD/$build" ;; esac

shopt -s nullglob
targets=("$build"/bin/fuzz_*)
if [ ${#targets[@]} -eq 0 ]; then
  echo "fuzz: no fuzz targets in $build/bin (configure with -DARBITER_FUZZ=ON)" >&2
  exit 1
fi

artifacts="$build/fuzz-artifacts"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$artifacts"
# UBSan reports must stop the run like ASan's do; leaks are reported at the end of each run.
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export QT_QPA_PLATFORM=offscreen

# One target: its result line on stdout, and on a finding the log's end on stderr and a mark
# file that the summary below counts.
fuzz_one() {
  local target="$1" name seeds work log start runs cov
  name="$(basename "$target")"
  name="${name#fuzz_}"
  seeds="$root/tests/fuzz/corpus/$name"
  work="$scratch/$name"
  mkdir -p "$work"
  log="$scratch/$name.log"
  start=$(date +%s)
  # -timeout: one input taking longer is a hang; -rss_limit_mb: runaway memory is a failure.
  if "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -print_final_stats=1 -artifact_prefix="$artifacts/$name-" "$work" "$seeds" >"$log" 2>&1; then
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo "?")
    echo "fuzz: $name ok ($runs inputs, coverage $cov, $(( $(date +%s) - start )) s)"
  else
    echo "fuzz: $name FAILED; the log's end:" >&2
    tail -40 "$log" >&2
    touch "$scratch/$name.failed"
  fi
}

# Each target is one process on one core: as many run at once as there are cores
# (ARBITER_FUZZ_JOBS overrides), so the stage takes the time of a few targets, not of all.
jobs="${ARBITER_FUZZ_JOBS:-$(nproc)}"
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
  fuzz_one "$target" &
  running=$((running + 1))
done
wait
failed=()
for mark in "$scratch"/*.failed; do
  name="$(basename "$mark")"
  failed+=("${name%.failed}")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: failing targets: ${failed[*]} (inputs in $artifacts)" >&2
  exit 1
fi
echo "fuzz: all ${#targets[@]} targets ran ${seconds} s each without a finding"
