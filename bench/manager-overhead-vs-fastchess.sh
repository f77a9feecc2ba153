#!/bin/sh
# Manager overhead in the fastchess dialect, against fastchess itself on the same workload.
#
#   bench/manager-overhead-vs-fastchess.sh [BUILD_DIR] [GAMES] [FASTCHESS] [RUNS]
#
# Plays the workload of bench/manager-overhead.sh (GAMES, default 200, games of Debian's
# stockfish at depth 3 against itself, two at a time, from bench/data/openings.epd in pairs)
# with one fastchess command line, run by arbiter-cli (called through a link named fastchess,
# so in the fastchess dialect) and by FASTCHESS (default: fastchess on PATH; build it from
# github.com/Disservin/fastchess), RUNS times each (default 3), alternating. For every run it
# prints the manager's own CPU time (user + system, and each per ply, of the manager process alone, threads
# included, engines excluded: read from /proc/PID/stat once the process has exited and before
# it is reaped), the plies played (the PGN's PlyCount tags), the microseconds per ply and the
# wall time, then the ratio arbiter-cli / fastchess of the medians. docs/cli.md, "Performance",
# keeps the figures; the machine's load average is printed with every run since it moves them.
# With BEFORE=/path/to/arbiter-cli (another build, say main's before a change) that program
# plays the same workload in the same rounds, between the two, for a before/after comparison
# under the same load.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
games=${2:-200}
fastchess=${3:-$(command -v fastchess || true)}
runs=${4:-3}
cli=$build/bin/arbiter-cli
stockfish=${STOCKFISH:-/usr/games/stockfish}

[ -x "$cli" ] || { echo "manager-overhead-vs-fastchess: no arbiter-cli in $build/bin" >&2; exit 2; }
[ -n "$fastchess" ] && [ -x "$fastchess" ] || { echo "manager-overhead-vs-fastchess: give the fastchess program (third argument)" >&2; exit 2; }
[ -x "$stockfish" ] || { echo "manager-overhead-vs-fastchess: $stockfish is missing" >&2; exit 2; }
[ $((games % 2)) -eq 0 ] || { echo "manager-overhead-vs-fastchess: GAMES must be even" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$(cd "$(dirname "$cli")" && pwd)/arbiter-cli" "$work/fastchess"
before=${BEFORE:-}
if [ -n "$before" ]; then
    [ -x "$before" ] || { echo "manager-overhead-vs-fastchess: BEFORE=$before is no program" >&2; exit 2; }
    mkdir "$work/before"
    ln -s "$(cd "$(dirname "$before")" && pwd)/$(basename "$before")" "$work/before/fastchess"
fi
# fastchess reads every line of an EPD file as a position: the suite without its comments.
grep -v '^#' "$here/data/openings.epd" | grep -v '^$' >"$work/openings.epd"

echo "Load: $(uptime)"
python3 - "$work" "$fastchess" "$stockfish" "$work/openings.epd" "$games" "$runs" "$before" <<'PY'
import os, re, statistics, subprocess, sys, time

work, fastchess, stockfish, openings, games, runs, before = sys.argv[1:]
games, runs = int(games), int(runs)
tick = os.sysconf("SC_CLK_TCK")

def run(program, tag, index):
    folder = os.path.join(work, f"{tag}{index}")
    os.mkdir(folder)
    args = [program, "-engine", "name=SF1", f"cmd={stockfish}", "-engine", "name=SF2",
            f"cmd={stockfish}", "-each", "proto=uci", "tc=inf", "depth=3", "option.Threads=1",
            "option.Hash=16", "-openings", f"file={openings}", "format=epd", "order=sequential",
            "-games", "2", "-rounds", str(games // 2), "-concurrency", "2",
            "-pgnout", "file=games.pgn", "-ratinginterval", "10"]
    start = time.monotonic()
    process = subprocess.Popen(args, cwd=folder, stdout=subprocess.DEVNULL)
    os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOWAIT)  # exited, not reaped yet
    with open(f"/proc/{process.pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    wall = time.monotonic() - start
    process.wait()
    user, system = int(fields[11]) / tick, int(fields[12]) / tick  # the process alone
    cpu = user + system
    with open(os.path.join(folder, "games.pgn")) as f:
        plies = sum(int(n) for n in re.findall(r'\[PlyCount "(\d+)"\]', f.read()))
    per_ply = cpu * 1e6 / max(plies, 1)
    load = os.getloadavg()[0]
    print(f"{tag:9} run {index}: {cpu * 1000:7.0f} ms CPU, {plies} plies, {per_ply:6.1f} us/ply, "
          f"(user {user * 1e6 / max(plies, 1):4.1f}, system {system * 1e6 / max(plies, 1):4.1f}), "
          f"wall {wall:5.1f} s, load {load:.1f}", flush=True)
    return per_ply

figures = {"arbiter": [], "before": [], "fastchess": []}
for i in range(1, runs + 1):
    figures["arbiter"].append(run(os.path.join(work, "fastchess"), "arbiter", i))
    if before:
        figures["before"].append(run(os.path.join(work, "before", "fastchess"), "before", i))
    figures["fastchess"].append(run(fastchess, "fastchess", i))
a = statistics.median(figures["arbiter"])
b = statistics.median(figures["fastchess"])
print(f"Median: arbiter-cli {a:.1f} us/ply, fastchess {b:.1f} us/ply, ratio {a / b:.2f}")
if before:
    c = statistics.median(figures["before"])
    print(f"Median of BEFORE: {c:.1f} us/ply, ratio {c / b:.2f}")
PY
