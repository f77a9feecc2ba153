#!/usr/bin/env bash
# How long arbiter-cli takes to stop on SIGINT or SIGTERM with games running (docs/reliability.md,
# "Interruptions and resume", has the last figures). A figure, not a test: it asserts nothing
# but the exit code 130.
#
#   bench/stop-latency.sh [BUILD_DIR] [RUNS]      (default: build, 5 runs per case)
#
# Each run starts a tournament of four players, two games at a time, waits until both games have
# started and the engines are thinking, sends the signal, and measures the time from the signal
# to arbiter-cli's exit (the engines are quit and waited for, the state is saved, "Resume with"
# is printed). Cases:
#   sigint, sigterm   arbiter-engine at tc=60+1 (UCI): engines that answer stop and quit at once;
#   sigint-hung       one player is the fault engine hanging in its search (--hang): it answers
#                     nothing, so it is killed after its quit grace period (2 s x tscale).
set -euo pipefail

. "$(dirname "$0")/programs.sh" stop-latency "${1:-}"
runs=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One run: prints the milliseconds from the signal to the exit.
run_once() {
  local signal=$1 hung=$2
  rm -f "$work"/out.pgn "$work"/out.pgn.state.json "$work"/out.txt
  # A gauntlet: A's first two games are against the second player (colours swapped).
  local players=(-engine name=A "cmd=$engine")
  if [ "$hung" = 1 ]; then
    players+=(-engine name=H "cmd=$fault" arg=--hang)
  else
    players+=(-engine name=D "cmd=$engine")
  fi
  players+=(-engine name=B "cmd=$engine" -engine name=C "cmd=$engine")
  (cd "$work" && exec "$cli" "${players[@]}" -each proto=uci tc=60+1 -games 2 -concurrency 2 \
     -tournament gauntlet -pgnout out.pgn >out.txt 2>&1) &
  local pid=$!
  # Both games started, and a moment for the engines to be in their searches.
  for _ in $(seq 1 200); do
    [ "$(grep -c '^Started game' "$work"/out.txt 2>/dev/null || true)" -ge 2 ] && break
    sleep 0.05
  done
  sleep 0.5
  local t0 t1
  t0=$(date +%s%N)
  kill -"$signal" "$pid"
  local code=0
  wait "$pid" || code=$?
  t1=$(date +%s%N)
  [ "$code" = 130 ] || { echo "stop-latency: exit code $code, expected 130" >&2; cat "$work"/out.txt >&2; exit 1; }
  echo $(((t1 - t0) / 1000000))
}

report() {
  local name=$1 signal=$2 hung=$3
  local times=()
  for _ in $(seq 1 "$runs"); do times+=("$(run_once "$signal" "$hung")"); done
  printf '%s\n' "${times[@]}" | sort -n | awk -v name="$name" '
    { t[NR] = $1; sum += $1 }
    END { printf "%-12s runs %d  min %d ms  median %d ms  max %d ms  mean %.0f ms\n",
                 name, NR, t[1], t[int((NR + 1) / 2)], t[NR], sum / NR }'
}

report sigint INT 0
report sigterm TERM 0
report sigint-hung INT 1
