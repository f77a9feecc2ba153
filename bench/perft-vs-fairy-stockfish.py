#!/usr/bin/env python3
"""Runs the same perft in arbiter-bench and in Debian's fairy-stockfish ('go perft') on this
machine and prints both figures and the ratio. Time for fairy-stockfish is measured from the
'go perft' command to its 'Nodes searched' line (engine start-up excluded).

usage: perft-vs-fairy-stockfish.py ARBITER_BENCH [VARIANT DEPTH FEN|startpos]...
With only ARBITER_BENCH it runs the issue's reference set: standard startpos depth 6,
Kiwipete depth 5, xiangqi startpos depth 5."""
import subprocess, sys, time

FSF = "/usr/games/fairy-stockfish"
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
FSF_VARIANT = {"standard": "chess", "xiangqi": "xiangqi", "capture": "chess"}


def fsf_perft(variant, depth, fen):
    p = subprocess.Popen([FSF], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(s):
        p.stdin.write(s + "\n"); p.stdin.flush()
    send("uci")
    send("setoption name UCI_Variant value " + FSF_VARIANT.get(variant, variant))
    send("isready")
    for line in p.stdout:
        if line.startswith("readyok"): break
    send("position startpos" if fen == "startpos" else "position fen " + fen)
    start = time.perf_counter()
    send("go perft %d" % depth)
    nodes = None
    for line in p.stdout:
        if line.startswith("Nodes searched"):
            nodes = int(line.split(":")[1]); break
    elapsed = time.perf_counter() - start
    send("quit"); p.wait()
    return nodes, elapsed * 1000


def arbiter_perft(bench, variant, depth, fen):
    args = [bench, "perft", variant, str(depth)] + ([] if fen == "startpos" else fen.split())
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout.split()
    return int(out[1]), float(out[3])


def main():
    if len(sys.argv) < 2:
        print(__doc__); return 2
    bench = sys.argv[1]
    rest = sys.argv[2:]
    cases = [rest[i:i + 3] for i in range(0, len(rest), 3)] if rest else [
        ["standard", "6", "startpos"], ["standard", "5", KIWIPETE], ["xiangqi", "5", "startpos"]]
    for variant, depth, fen in cases:
        depth = int(depth)
        a_nodes, a_ms = arbiter_perft(bench, variant, depth, fen)
        f_nodes, f_ms = fsf_perft(variant, depth, fen)
        a_nps, f_nps = a_nodes * 1000 / a_ms, f_nodes * 1000 / f_ms
        print("%-9s depth %d %-10s arbiter nodes %d time_ms %.0f nps %.0f | fairy-stockfish nodes %d "
              "time_ms %.0f nps %.0f | ratio %.2fx%s" % (
                  variant, depth, "startpos" if fen == "startpos" else "fen", a_nodes, a_ms, a_nps,
                  f_nodes, f_ms, f_nps, a_nps / f_nps, "" if a_nodes == f_nodes else "  NODE MISMATCH"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
