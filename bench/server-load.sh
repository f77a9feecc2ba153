#!/bin/sh
# arbiter-server under load, over loopback, against its floor: a bare Qt WebSocket server
# (docs/online.md, "Load figures", keeps the last figures). Builds nothing.
#
#   bench/server-load.sh [BUILD_DIR] [ROOMS...]        (default: build, 100 500 1000 rooms)
#
# For each room count it starts arbiter-server on 127.0.0.1 with a fresh SQLite database and
# runs `arbiter-bench server-load` (bench/online/serverload.cpp): three connections a room (two
# players and a spectator) playing xiangqi without a clock, random legal moves, each room one
# move a second (INTERVAL_MS), the rooms spread evenly over the second, games restarted when
# they end. After the set-up and WARMUP seconds (40: by the end every room keeps its full 50
# events, so that the memory is the steady state's) it measures for SECONDS_MEASURED seconds:
# move-to-broadcast latency (from writing a move to the spectator's reading its event; to the
# opponent's copy; to the mover's `ok`), moves relayed a second, the server's CPU time per move
# (all threads from /proc/PID/stat; its event loop's and its database thread's shares), its
# resident memory per room (VmRSS with the rooms playing minus VmRSS before the first client,
# divided by the rooms) and the load generator's own CPU.
#
# Then, at each room count, the floor with the same connections and the same message rate:
# `arbiter-bench ws-echo` (bench/online/wsecho.cpp) echoing each message to its sender, or
# relaying it to the room's three connections, on the event loop arbiter-server runs on (epoll),
# and echoing on Qt's own event loop. The ratio of the server's CPU per move to the floor's per
# message is what arbiter-server adds: the rules, JSON, the rate limits, the pings, the database.
#
# Environment: SECONDS_MEASURED (20), WARMUP (40), INTERVAL_MS (1000), VARIANT (xiangqi),
# FLOOR_SECONDS (10), SERVER_ENV (e.g. ARBITER_NO_EPOLL=1: the server on Qt's event loop),
# SATURATE=1 (also the largest room count at 2, 2.5, 3 and 4 moves a room a second, to find the
# highest rate it sustains). Everything listens on 127.0.0.1 only; counts and times are bounded
# (the default run takes about six minutes).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
[ $# -gt 0 ] && shift
rooms_list=${*:-100 500 1000}
server=$build/bin/arbiter-server
bench=$build/bin/arbiter-bench
seconds=${SECONDS_MEASURED:-20}
warmup=${WARMUP:-40}
interval=${INTERVAL_MS:-1000}
variant=${VARIANT:-xiangqi}
floor_seconds=${FLOOR_SECONDS:-10}

for p in "$server" "$bench"; do
  [ -x "$p" ] || { echo "server-load: $p is missing (build arbiter-server and arbiter-bench)" >&2; exit 2; }
done
for n in $rooms_list; do
  [ "$n" -ge 1 ] && [ "$n" -le 5000 ] || { echo "server-load: rooms must be 1 to 5000" >&2; exit 2; }
done

work=$(mktemp -d)
pid=
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Starts a server program (its output in $work/out), sets pid and port once it listens.
start() {
  "$@" >"$work/out" 2>&1 &
  pid=$!
  port=
  for _ in $(seq 1 100); do
    port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$work/out")
    [ -n "$port" ] && return 0
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "server-load: $1 did not start:" >&2
  cat "$work/out" >&2
  exit 1
}

stop() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  pid=
}

# One run of the load generator against the program started; its line goes to $work/results
# prefixed with a label.
measure() {
  label=$1
  shift
  line=$("$bench" server-load --port "$port" --pid "$pid" "$@" 2>"$work/err") || {
    echo "server-load: the load generator failed ($label):" >&2
    cat "$work/err" >&2
    exit 1
  }
  echo "$label $line" >>"$work/results"
  grep -v '^server-load: .* connections open' "$work/err" >&2 || true
}

echo "Machine: $(nproc) cores, $(uname -sr); descriptors: soft $(ulimit -Sn), hard $(ulimit -Hn)"
echo "Load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "Each room: 2 players + 1 spectator, $variant without a clock, one move every $interval ms;" \
  "warm-up $warmup s, measured $seconds s (floors $floor_seconds s)"
[ -n "${SERVER_ENV:-}" ] && echo "Server environment: $SERVER_ENV"

for n in $rooms_list; do
  start env ${SERVER_ENV:-} "$server" --listen 127.0.0.1 --port 0 --data "$work/data-$n"
  measure "server" --rooms "$n" --interval-ms "$interval" --warmup "$warmup" --seconds "$seconds" \
    --variant "$variant"
  stop
  rm -rf "$work/data-$n"
  echo "  $n rooms: done (load $(cut -d' ' -f1 /proc/loadavg))" >&2
  # The floor's messages are as long as the server's move events were.
  bytes=$(tail -n 1 "$work/results" | sed -n 's/.* event_bytes \([0-9]*\).*/\1/p')
  for floor in "echo-epoll echo --epoll" "relay-epoll relay --relay --epoll" "echo-qt echo"; do
    set -- $floor
    label=$1 mode=$2
    shift 2
    start "$bench" ws-echo "$@"
    measure "$label" --rooms "$n" --mode "$mode" --bytes "${bytes:-300}" --interval-ms "$interval" \
      --warmup 3 --seconds "$floor_seconds"
    stop
  done
done

if [ "${SATURATE:-0}" = 1 ]; then
  n=${rooms_list##* }
  for ms in 500 400 333 250; do
    start env ${SERVER_ENV:-} "$server" --listen 127.0.0.1 --port 0 --data "$work/data-sat-$ms"
    measure "saturate" --rooms "$n" --interval-ms "$ms" --warmup 5 --seconds 10 --variant "$variant"
    stop
    rm -rf "$work/data-sat-$ms"
  done
fi
echo "Load after: $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$work/results" <<'PY'
import sys

runs = []
for line in open(sys.argv[1]):
    words = line.split()
    figures = dict(zip(words[1::2], words[2::2]))
    figures["label"] = words[0]
    runs.append(figures)

def f(run, key):
    return float(run[key])

def ratio(a, b):
    return a / b if b > 0 else float("nan")

servers = [r for r in runs if r["label"] == "server"]
floor = {(r["label"], r["rooms"]): r for r in runs if r["label"] not in ("server", "saturate")}

print()
print("arbiter-server (latency: move written -> spectator's event read; opponent's copy; mover's ok)")
print(f"{'rooms':>6} {'conns':>6} {'moves/s':>8} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} "
      f"{'opp p99':>8} {'ok p99':>7} {'us/move':>8} {'(loop':>6} {'+ db)':>6} {'CPU %':>6} "
      f"{'KiB/room':>9} {'moves/commit':>13} {'client %':>9}")
for r in servers:
    print(f"{r['rooms']:>6} {r['connections']:>6} {f(r, 'moves_per_s'):8.0f} {f(r, 'p50_ms'):7.2f} "
          f"{f(r, 'p99_ms'):7.2f} {f(r, 'max_ms'):7.1f} {f(r, 'opp_p99_ms'):8.2f} "
          f"{f(r, 'ack_p99_ms'):7.2f} {f(r, 'server_us_per_move'):8.0f} "
          f"{f(r, 'main_us_per_move'):6.0f} {f(r, 'storage_us_per_move'):6.0f} "
          f"{f(r, 'server_cpu_pct'):6.1f} {f(r, 'kib_per_room'):9.0f} "
          f"{f(r, 'moves_per_commit'):13.2f} {f(r, 'client_cpu_pct'):9.1f}")

for r in runs:
    if int(r["errors"]) or int(r["closed"]):
        print(f"  ({r['label']}, {r['rooms']} rooms: {r['errors']} error answers, "
              f"{r['closed']} connections closed: see the messages above)")

print()
print("Floor at the same rate (us of server CPU per message; relay: 1 frame in, 3 out)")
print(f"{'rooms':>6} {'echo/epoll':>11} {'relay/epoll':>12} {'echo/Qt loop':>13} "
      f"{'server/move':>12} {'x echo':>7} {'x relay':>8} {'x Qt echo':>10}")
for r in servers:
    n = r["rooms"]
    move = f(r, "server_us_per_move")
    cells = []
    for label in ("echo-epoll", "relay-epoll", "echo-qt"):
        cells.append(f(floor[(label, n)], "server_us_per_move") if (label, n) in floor else float("nan"))
    print(f"{n:>6} {cells[0]:11.0f} {cells[1]:12.0f} {cells[2]:13.0f} {move:12.0f} "
          f"{ratio(move, cells[0]):7.1f} {ratio(move, cells[1]):8.1f} {ratio(move, cells[2]):10.2f}")
print()
if servers:
    r = servers[-1]
    frames = f(r, "frames_per_move")
    control = f(r, "control_per_move")
    print(f"A move costs the server 1 frame in (the move) and 4 out: its event to the mover, the "
          f"opponent and the spectator,\nand the mover's ok; with the pings (every connection every "
          f"5 s) {frames:.1f} frames a move here, {control:.1f} of them pings and pongs. "
          f"An echo\nmessage is 1 frame in and 1 out, a relayed one 1 in and 3 out.")
    p99 = f(r, "p99_ms")
    relay = floor.get(("relay-epoll", r["rooms"]))
    echo = floor.get(("echo-epoll", r["rooms"]))
    qt = floor.get(("echo-qt", r["rooms"]))
    print(f"Goal at {r['rooms']} rooms: p99 under 50 ms: {'met' if p99 < 50 else 'missed'} "
          f"({p99:.1f} ms); CPU per move within 2x of the echo floor: "
          + ", ".join(f"{name} {'met' if f(r, 'server_us_per_move') <= 2 * f(x, 'server_us_per_move') else 'missed'}"
                      for name, x in (("epoll echo", echo), ("epoll relay", relay), ("Qt-loop echo", qt))
                      if x))

saturate = [r for r in runs if r["label"] == "saturate"]
if saturate:
    print()
    print(f"Higher rates at {saturate[0]['rooms']} rooms (offered -> relayed moves a second)")
    print(f"{'offered':>8} {'relayed':>8} {'p50 ms':>7} {'p99 ms':>8} {'us/move':>8} {'CPU %':>6}")
    for r in saturate:
        print(f"{f(r, 'offered_per_s'):8.0f} {f(r, 'moves_per_s'):8.0f} {f(r, 'p50_ms'):7.2f} "
              f"{f(r, 'p99_ms'):8.2f} {f(r, 'server_us_per_move'):8.0f} {f(r, 'server_cpu_pct'):6.1f}")
PY
