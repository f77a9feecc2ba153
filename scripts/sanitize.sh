#!/usr/bin/env bash
# The sanitizer stage of scripts/test.sh (CI): a clang build with AddressSanitizer and
# UndefinedBehaviorSanitizer (-DARBITER_FUZZ=ON, which implies -DARBITER_SANITIZE=ON; GUI and
# benchmarks off) in build-asan/, that
#   1. runs the unit-test suites (boards, rules, PGN/EPD, statistics, parsers, tournament logic)
#      and the reliability suite (whole arbiter-cli tournaments with faulty engines, where
#      arbiter-cli, arbiter-engine and the fault engine are sanitizer builds too);
#   2. runs every libFuzzer target of tests/fuzz for a short time (scripts/fuzz.sh).
# Any sanitizer report fails the stage: UBSan halts on its first finding like ASan does.
#
#   scripts/sanitize.sh [SECONDS_PER_FUZZ_TARGET [CMAKE_ARGS...]]
#
# (default 10 s per target; ARBITER_ASAN_BUILD_DIR=dir builds elsewhere; CMAKE_ARGS go to the
# configure step).
#
# Needs clang and libclang-rt-14-dev (scripts/install-deps.sh installs them).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ARBITER_ASAN_BUILD_DIR:-$root/build-asan}"
seconds="${1:-10}"
shift $(($# > 0 ? 1 : 0))

# The suites that run under the sanitizers: every suite but those whose time goes into the
# searches of stockfish, gnuchess & co. (engine, game, cli end-to-end, xiangqi matches), kept out
# for CI time. LeakSanitizer is on, in arbiter-cli and the engines too.
suites=(board rules stats pgn variants xiangqi_board xiangqi_rules rmobility drawoffers_rules
        engine_parsers engine_config cli_parser cli_rmobility xiangqi_cli_options tournament gamepool
        reliability epolldispatcher game_takeback tablebase glicko2 online_room online_engines
        server_hostile server_http gamedisposition coach move_explainer boundedline)

launcher=()
# (ccache caches objects built with precompiled headers only with this sloppiness: ccache's
# manual, "Precompiled headers".)
if command -v ccache >/dev/null; then
  launcher=("-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_SLOPPINESS=pch_defines,time_macros;ccache")
fi
# -O1 with line tables only: what AddressSanitizer's documentation suggests, and a fifth faster to
# compile than RelWithDebInfo's -O2 -g; reports still name files and lines.
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" -DCMAKE_CXX_COMPILER=clang++ \
  -DARBITER_FUZZ=ON -DARBITER_BUILD_GUI=OFF -DARBITER_BUILD_BENCH=OFF "${launcher[@]}" "$@"
targets=(fuzz_targets)
for s in "${suites[@]}"; do targets+=("tst_$s"); done
cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]}"

# LeakSanitizer stops the world with ptrace; where a container forbids it, every leak check
# would fail with "LeakSanitizer has encountered a fatal error". Probe once and run without leak
# checks there (ASan and UBSan still apply) instead of failing every suite.
leaks=1
if ! probe=$(ASAN_OPTIONS=detect_leaks=1 "$build/bin/fuzz_fen" -runs=1 2>&1) &&
  grep -q "LeakSanitizer has encountered a fatal error" <<<"$probe"; then
  echo "sanitize: LeakSanitizer cannot run on this machine (no ptrace): leak checks off" >&2
  leaks=0
fi
export ASAN_OPTIONS="detect_leaks=$leaks${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
# The parts of those suites that CTest runs apart (tests/cli/reliability/CMakeLists.txt).
parts=(reliability_stalls)
pattern="^($(IFS='|'; echo "${suites[*]} ${parts[*]}" | tr ' ' '|'))\$"
"$root/scripts/run-ctest.sh" "$build" -R "$pattern"
"$root/scripts/fuzz.sh" "$build" "$seconds"
