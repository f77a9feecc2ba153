#!/bin/sh
# Manager overhead: the CPU time arbiter-cli itself spends per ply, engines excluded.
#
#   bench/manager-overhead.sh [BUILD_DIR] [GAMES]
#
# Plays GAMES (default 200) games of Debian's stockfish at depth 3 against itself, two at a
# time, from the openings of bench/data/openings.epd (each played twice, colours swapped), and
# prints arbiter-cli's own CPU time (its -cpuinfo line: getrusage(RUSAGE_SELF) at the end, so
# the engines' time is not in it), the plies played, the microseconds per ply and the wall
# time. The reference run of the issue measured fastchess at about 64 us/ply and
# cutechess-cli at about 194 us/ply on the same kind of run; Arbiter's target is 20 or less.
# When arbiter-bench is built it also prints the machine's floor for the same engine traffic
# (arbiter-bench engine-io-floor: bare pipes and poll(), no Qt, no move checking), since the
# kernel's share of a ply (pipes, process wake-ups) differs much between machines. Both run as
# batch tasks, as arbiter-cli does when no engine is on a clock (docs/cli.md, "Performance");
# ARBITER_NO_BATCH=1 measures both as ordinary tasks, ARBITER_NO_EPOLL=1 arbiter-cli on Qt's
# own event dispatcher.
# Figures measured so far, and why the target is below some machines' floor: docs/cli.md,
# "Performance".
set -eu

here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
games=${2:-200}
cli=$build/bin/arbiter-cli
stockfish=${STOCKFISH:-/usr/games/stockfish}

[ -x "$cli" ] || { echo "manager-overhead: no arbiter-cli in $build/bin (build it first)" >&2; exit 2; }
[ -x "$stockfish" ] || { echo "manager-overhead: $stockfish is missing (apt-get install stockfish)" >&2; exit 2; }
[ $((games % 2)) -eq 0 ] || { echo "manager-overhead: GAMES must be even" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

start=$(date +%s.%N)
"$cli" -engine name=SF1 cmd="$stockfish" -engine name=SF2 cmd="$stockfish" \
    -each proto=uci tc=inf depth=3 option.Threads=1 option.Hash=16 \
    -openings file="$here/data/openings.epd" format=epd order=sequential -repeat \
    -games 2 -rounds $((games / 2)) -concurrency 2 \
    -pgnout "$work/games.pgn" -cpuinfo \
    >"$work/out.txt"
end=$(date +%s.%N)

finished=$(grep -c '^Finished game' "$work/out.txt" || true)
grep '^Score of' "$work/out.txt" | tail -n 1
grep '^Manager CPU time:' "$work/out.txt"
awk -v s="$start" -v e="$end" -v g="$finished" \
    'BEGIN { printf "Wall time: %.1f s for %d games (concurrency 2)\n", e - s, g }'
if [ -x "$build/bin/arbiter-bench" ]; then
    printf 'Floor (engine-io-floor): '
    "$build/bin/arbiter-bench" engine-io-floor "$stockfish" 4000 3
fi
