#!/usr/bin/env bash
# The README's first command: install what is missing, build, then run a short demo tournament
# between built-in arbiter-engine players (chess, then xiangqi), printing the standings and
# writing the games to demo/*.pgn. Debian's stockfish joins the chess event when installed.
# Every engine searches to a fixed depth with a fixed RandomSeed, so runs mostly play the same
# games (which engine process plays which game of two at once can differ, and with it the random
# choices). A short match between unequal engines would print what cutechess-cli prints for a
# score of 0 or 1, "Elo difference: inf +/- nan" (docs/cli.md says why), so the xiangqi event is
# ten games between engines of one strength, with an SPRT test so that its SPRT line has bounds
# (without a test cutechess-cli prints "lbound -inf, ubound inf", as the chess event does).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
# Only the two programs the demo runs are built; the configuration is the one scripts/test.sh
# uses, so running the tests afterwards builds and runs every suite.
ARBITER_BUILD_TARGETS="arbiter-cli arbiter-engine" "$root/scripts/build.sh"
bin="${ARBITER_BUILD_DIR:-$root/build}/bin"
out="$root/demo"
mkdir -p "$out"
rm -f "$out/chess.pgn" "$out/xiangqi.pgn"

engine="$bin/arbiter-engine"
players=(
  -engine "name=Arbiter-d4" "cmd=$engine" depth=4 option.RandomMargin=20 option.RandomSeed=1
  -engine "name=Arbiter-d3" "cmd=$engine" depth=3 option.RandomMargin=20 option.RandomSeed=2
)
if command -v /usr/games/stockfish >/dev/null 2>&1 || command -v stockfish >/dev/null 2>&1; then
  sf="$(command -v stockfish || echo /usr/games/stockfish)"
  players+=(-engine "name=Stockfish-d1" "cmd=$sf" "depth=1")
else
  echo "demo: Debian's stockfish is not installed; the chess event runs without it."
fi

echo "== Chess: round robin between built-in engines =="
"$bin/arbiter-cli" "${players[@]}" -each proto=uci tc=inf \
  -tournament round-robin -games 2 -rounds 2 -concurrency 2 -maxmoves 80 -srand 7 \
  -event "Arbiter demo" -pgnout "$out/chess.pgn"

echo
echo "== Xiangqi: built-in engine over UCCI against itself over UCI, ten games =="
"$bin/arbiter-cli" -variant xiangqi \
  -engine "name=Arbiter-UCCI" "cmd=$engine" proto=ucci depth=3 option.RandomSeed=1 \
  -engine "name=Arbiter-UCI" "cmd=$engine" proto=uci depth=3 option.RandomSeed=2 \
  -each tc=inf option.RandomMargin=20 -games 10 -concurrency 2 -maxmoves 100 -srand 7 \
  -sprt elo0=0 elo1=100 alpha=0.05 beta=0.05 \
  -event "Arbiter xiangqi demo" -pgnout "$out/xiangqi.pgn"
echo
echo "PGN written to $out/"
