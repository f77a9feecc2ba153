#!/bin/sh
# PGN import speed against Debian's pgn-extract, on the same file in the same run.
#
#   bench/pgn-import-vs-pgn-extract.sh [BUILD_DIR] [GAMES] [FILE]
#
# Generates GAMES (default 100,000) games with `arbiter-bench make-games` (seed 1; the file is
# made anew each run and deleted afterwards unless FILE names one to keep or reuse), then
# reads the file with
#   - arbiter-bench pgn-import: the library's PgnReader, every move checked on a board;
#   - arbiter-bench db-load: the GUI game database's loading path (DatabaseLoader's worker
#     thread: every move checked, every game indexed with its tags and first moves);
#   - pgn-extract -r -s: "report any errors but don't extract", which parses and checks every
#     move too (Debian package pgn-extract);
#   - pgn-extract -s -o /dev/null: pgn-extract's ordinary extraction (it also writes the games).
# Each line gives wall and CPU seconds (user + system, from /usr/bin/time) and games per CPU
# second. The machine is shared, so CPU time is the figure to compare.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
games=${2:-100000}
file=${3:-}
bench=$build/bin/arbiter-bench
extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)

[ -x "$bench" ] || { echo "pgn-import: no arbiter-bench in $build/bin (build it first)" >&2; exit 2; }
[ -x "$extract" ] || { echo "pgn-import: pgn-extract is missing (apt-get install pgn-extract)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "pgn-import: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$file" ]; then
    file=$work/games.pgn
fi
if [ ! -s "$file" ]; then
    echo "generating $games games into $file ..."
    "$bench" make-games --out "$file" --games "$games" --seed 1
fi
echo "file: $file ($(wc -c < "$file") bytes)"

# run LABEL COMMAND...: prints "LABEL wall_s W cpu_s C games_per_cpu_s G" (+ the command's line)
run() {
    label=$1
    shift
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" > "$work/out" 2> "$work/err" || {
        echo "$label failed:" >&2
        cat "$work/err" >&2
        exit 1
    }
    read -r wall user sys < "$work/time"
    count=$(grep -o 'games [0-9]*' "$work/out" | head -1 | cut -d' ' -f2)
    [ -n "$count" ] || count=$(grep -o 'Games: [0-9]*' "$work/err" "$work/out" | tail -1 | cut -d' ' -f2)
    awk -v l="$label" -v w="$wall" -v u="$user" -v s="$sys" -v n="$count" 'BEGIN {
        c = u + s; printf "%-34s games %d wall_s %.2f cpu_s %.2f games_per_cpu_s %.0f\n", l, n, w, c, (c > 0 ? n / c : 0) }'
}

run "arbiter pgn-import (PgnReader)" "$bench" pgn-import "$file"
run "arbiter db-load (GUI database)" "$bench" db-load "$file"
run "pgn-extract -r (check only)" "$extract" -r -s "$file"
run "pgn-extract -o /dev/null" "$extract" -s -o /dev/null "$file"
