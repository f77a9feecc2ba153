#!/usr/bin/env bash
# Soak: a long tournament of fast engines with crashing engines mixed in: checks that
# arbiter-cli neither loses nor duplicates games, and measures its speed and how its memory
# evolves with the number of games played (docs/reliability.md#soak has the last figures).
#
#   bench/soak.sh [BUILD_DIR] [ROUNDS]        (default: build, 100 rounds = 2,000 games;
#                                              20 games a round: 300 rounds = 6,000 games)
#
# A round robin of five players, two games per encounter (colours swapped), ROUNDS rounds, two
# games at a time, openings from bench/data/openings.epd, -maxmoves 60, -recover:
#   A, B, C  arbiter-engine at depth 1, 2 and 3 (UCI);
#   F1, F2   arbiter-fault-engine following the game (--legal) and crashing with a chance of
#            2 % per move, F1 over UCI, F2 over CECP; -recover restarts them.
# It prints the games per minute, arbiter-cli's resident memory (VmRSS, and the peak so far,
# VmHWM, from /proc) sampled every second and shown after 200, 500, 1000, 1500 (...) games and at
# the end, the game ends by kind, and the checks: every scheduled game finished once
# ("Finished game N" for each N, no repeat), the PGN holds each once (Round, White and Black
# tell them apart) and the state file agrees (every game finished and written). It exits
# with 1 when a game is lost or duplicated. SOAK_KEEP=DIR keeps the output files in DIR;
# SOAK_ARGS adds arbiter-cli options (e.g. SOAK_ARGS="-autosaveinterval 0").
set -euo pipefail

. "$(dirname "$0")/programs.sh" soak "${1:-}"
rounds=${2:-100}
players=5
scheduled=$((players * (players - 1) / 2 * 2 * rounds))

work=${SOAK_KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${SOAK_KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
rm -f "$work"/soak.pgn "$work"/soak.pgn.state.json "$work"/out.txt "$work"/rss.txt

start=$(date +%s.%N)
"$cli" \
  -engine name=A cmd="$engine" proto=uci depth=1 \
  -engine name=B cmd="$engine" proto=uci depth=2 \
  -engine name=C cmd="$engine" proto=uci depth=3 \
  -engine name=F1 cmd="$fault" proto=uci depth=1 arg=--legal arg=--crash-chance arg=2 \
  -engine name=F2 cmd="$fault" proto=xboard depth=1 arg=--legal arg=--crash-chance arg=2 \
  -each tc=inf \
  -openings file="$here/data/openings.epd" format=epd order=random -srand 7 \
  -games 2 -rounds "$rounds" -concurrency 2 -maxmoves 60 -recover \
  -ratinginterval 0 -cpuinfo -pgnout "$work/soak.pgn" ${SOAK_ARGS:-} >"$work/out.txt" 2>"$work/err.txt" &
pid=$!

# One sample a second: games finished so far, VmRSS and VmHWM (kB) of arbiter-cli itself, time.
while kill -0 "$pid" 2>/dev/null; do
  status=$(cat "/proc/$pid/status" 2>/dev/null || true)
  rss=$(awk '/^VmRSS:/ {print $2}' <<<"$status")
  hwm=$(awk '/^VmHWM:/ {print $2}' <<<"$status")
  done_games=$(grep -c '^Finished game' "$work/out.txt" || true)
  [ -n "$rss" ] && echo "$done_games $rss $hwm $(date +%s.%N)" >>"$work/rss.txt"
  sleep 1
done
rc=0
wait "$pid" || rc=$?
end=$(date +%s.%N)

finished=$(grep -c '^Finished game' "$work/out.txt" || true)
echo "soak: arbiter-cli exit code $rc; $finished of $scheduled games finished"
awk -v s="$start" -v e="$end" -v g="$finished" 'BEGIN {
  m = (e - s) / 60; printf "Wall time: %.1f min, %.0f games per minute (concurrency 2)\n", m, g / m }'

# Speed along the run: games per minute in each quarter of the games (it must not fall as the
# tournament grows), and arbiter-cli's own CPU time per ply (-cpuinfo), which the load of the
# machine disturbs less than the wall time.
awk -v g="$scheduled" -v s="$start" -v e="$end" -v f="$finished" '
  function stretch(n, t) {
    printf "%s%d-%d: %.0f", (q == 1 ? "Games per minute by quarter: games " : ", "), n0 + 1, n,
      (n - n0) / ((t - t0) / 60); t0 = t; n0 = n; q++ }
  BEGIN { q = 1; t0 = s; n0 = 0 }
  { while (q < 4 && $1 >= g * q / 4) stretch($1, $4) }
  END { if (f > n0) stretch(f, e); print "" }' "$work/rss.txt"
grep '^Manager CPU time' "$work/out.txt" || true

echo "Memory of arbiter-cli (kB; VmHWM = peak so far):"
awk 'BEGIN { n = split("200 500 1000 1500 2500 4000 5000 7500", at, " "); i = 1 }
  { last = $0; while (i <= n && $1 >= at[i]) { split($0, f, " ");
      printf "  after %5d games: VmRSS %6d  VmHWM %6d\n", f[1], f[2], f[3]; i++ } }
  END { split(last, f, " "); printf "  last sample, %4d games: VmRSS %6d  VmHWM %6d\n", f[1], f[2], f[3] }' \
  "$work/rss.txt"

echo "Game ends:"
sed -n 's/^Finished game [0-9]* ([^)]*): [^ ]* {\(.*\)}$/\1/p' "$work/out.txt" |
  sed -E 's/^(White|Black) //; s/: .*//' | sort | uniq -c | sort -rn | sed 's/^/  /'
echo "Engine restarts (-recover): $(grep -c 'disconnects' "$work/out.txt" || true) crashes"

# Lost or duplicated games.
problems=0
numbers=$(sed -n 's/^Finished game \([0-9]*\) .*/\1/p' "$work/out.txt" | sort -n)
repeated=$(uniq -d <<<"$numbers" | wc -l)
missing=$(comm -23 <(seq 1 "$scheduled" | sort) <(sort -u <<<"$numbers") | wc -l)
pgn_games=$(grep -c '^\[Event ' "$work/soak.pgn" || true)
pgn_keys=$(awk -F'"' '/^\[Round /{r=$2} /^\[White /{w=$2} /^\[Black /{print r "/" w "/" $2}' \
  "$work/soak.pgn" | sort | uniq | wc -l)
results=$(grep -c '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$work/soak.pgn" || true)
# The state file: version 2 is a header line, then one line per event (docs/reliability.md);
# version 1 (arbiter-cli before November 2026, for comparisons) one document.
state=$(python3 -c '
import json, sys
finished, written, complete = set(), set(), False
lines = list(open(sys.argv[1]))
try:
    version = json.loads(lines[0]).get("version")
except ValueError:
    version = 1
if version == 2:
    for line in lines[1:]:
        e = json.loads(line)
        if e["event"] == "finished": finished.add(e["number"])
        elif e["event"] == "pgnWritten": written.add(e["number"])
        elif e["event"] == "complete": complete = True
else:
    s = json.loads("".join(lines))
    finished = {g["number"] for g in s["games"] if g.get("finished")}
    written = {g["number"] for g in s["games"] if g.get("pgnWritten")}
    complete = s.get("complete")
print(len(finished), len(written), str(complete).lower())' "$work/soak.pgn.state.json")
state_bytes=$(stat -c %s "$work/soak.pgn.state.json")
read -r state_finished state_written state_complete <<<"$state"
echo "Checks: game numbers repeated $repeated, missing $missing; PGN games $pgn_games" \
  "($pgn_keys distinct round/white/black, $results with a final result);" \
  "state file: $state_finished finished, $state_written written, complete=$state_complete" \
  "($state_bytes bytes)"
[ "$rc" -eq 0 ] || problems=1
[ "$repeated" -eq 0 ] && [ "$missing" -eq 0 ] || problems=1
[ "$pgn_games" -eq "$scheduled" ] && [ "$pgn_keys" -eq "$scheduled" ] &&
  [ "$results" -eq "$scheduled" ] || problems=1
[ "$state_finished" -eq "$scheduled" ] && [ "$state_written" -eq "$scheduled" ] &&
  [ "$state_complete" = true ] || problems=1
if [ "$problems" -ne 0 ]; then
  echo "soak: FAILED: games lost or duplicated (files in $work)" >&2
  [ -n "${SOAK_KEEP:-}" ] || trap - EXIT
  exit 1
fi
echo "soak: no game lost or duplicated"
