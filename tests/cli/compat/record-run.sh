#!/bin/sh
# Records one run of the real cutechess-cli for the differential suite (tests/data/compat, see its
# README.md): record-run.sh NAME CUTECHESS-CLI ARGS...
# ARGS may use the placeholders @SF@ (Debian's stockfish), @OPENINGS@ / @PGN_OPENINGS@ /
# @STARTPOS_PGN@ / @ENDGAMES@ (the suites openings.epd / openings.pgn / openings-startpos.pgn /
# endgames.epd of tests/data/compat), @SYZYGY@ (the tables of tests/data/syzygy) and @PGN@ /
# @EPD@ (the output files).
# The run happens in a temporary directory; command.txt keeps ARGS with their placeholders,
# stdout.txt what the tool printed on standard output (paths shortened to ./).
set -eu
[ $# -ge 3 ] || { echo "usage: $0 NAME CUTECHESS-CLI ARGS..." >&2; exit 2; }
name=$1 tool=$2
shift 2
data=$(cd "$(dirname "$0")/../../data/compat" && pwd)
out=$data/$name
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
quote() { printf '%s' "$1" | sed 's/"/\\"/g; s/^\(.*[ ;].*\)$/"\1"/'; }
command=cutechess
for a in "$@"; do command="$command $(quote "$a")"; done
printf '%s\n' "$command" > "$out/command.txt"
fill() {
  printf '%s' "$1" | sed "s#@SF@#/usr/games/stockfish#g; s#@OPENINGS@#$data/openings.epd#g;
    s#@PGN_OPENINGS@#$data/openings.pgn#g; s#@STARTPOS_PGN@#$data/openings-startpos.pgn#g;
    s#@ENDGAMES@#$data/endgames.epd#g; s#@SYZYGY@#$data/../syzygy#g; s#@PGN@#$work/games.pgn#g; s#@EPD@#$work/games.epd#g"
}
count=$#
for a in "$@"; do set -- "$@" "$(fill "$a")"; done
shift "$count"
rc=0
(cd "$work" && "$tool" "$@") > "$work/stdout.txt" || rc=$?
sed "s#$work/#./#g; s#$data/../syzygy#./syzygy#g; s#$data/#./#g" "$work/stdout.txt" > "$out/stdout.txt"
echo "$rc" > "$out/rc"
for f in games.pgn games.epd; do [ -f "$work/$f" ] && cp "$work/$f" "$out/$f"; done
echo "recorded $out (exit code $rc)"
