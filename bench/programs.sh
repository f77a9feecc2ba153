# The built programs a bench script runs, sourced by it as
#   . "$(dirname "$0")/programs.sh" NAME "${1:-}"
# NAME names the script in messages; the second argument is the build folder (default: build/
# beside bench/). Sets here, build, cli, engine and fault; exits with 2 when one is missing.
here=$(cd "$(dirname "$0")" && pwd)
build=${2:-$here/../build}
cli=$build/bin/arbiter-cli
engine=$build/bin/arbiter-engine
fault=$build/bin/arbiter-fault-engine
for p in "$cli" "$engine" "$fault"; do
  [ -x "$p" ] || { echo "$1: $p is missing (build arbiter-cli, arbiter-engine and arbiter-fault-engine)" >&2; exit 2; }
done
