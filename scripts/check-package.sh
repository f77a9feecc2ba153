#!/usr/bin/env bash
# The Debian package's check, run by scripts/test.sh (CI) after the test suites: makes
# arbiter_<version>_<arch>.deb from the existing build (scripts/package.sh), runs lintian on it
# (errors fail; the warnings are printed), installs it with apt-get, runs the installed programs
# (arbiter-cli --version, a two-game match of arbiter-engine against itself, the GUI offscreen
# for a few seconds) and removes it again. Needs root or sudo, lintian and dpkg-dev
# (scripts/install-deps.sh). docs/installing.md describes the package.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then sudo="sudo"; else
    echo "check-package: installing the package needs root (or sudo)" >&2; exit 1
  fi
fi
fail() { echo "check-package: $*" >&2; exit 1; }

deb="$("$root/scripts/package.sh" | tail -n 1)"
echo "check-package: built $deb"
version="$(dpkg-deb --field "$deb" Version)"

# Lintian: an error fails the check; warnings and other remarks are shown for the report.
echo "check-package: lintian"
lintian --fail-on error --display-info --tag-display-limit 0 "$deb" ||
  fail "lintian found errors in $deb"

if dpkg-query -W -f='${Status}' arbiter 2>/dev/null | grep -q "install ok installed"; then
  fail "a package named arbiter is installed already; remove it first (apt-get remove arbiter)"
fi
apt_get() {
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get -y -qq -o DPkg::Lock::Timeout=900 "$@"
}
# apt-get takes a local package only by a path with a slash.
apt_get install "$(realpath "$deb")" >/dev/null
work="$(mktemp -d)"
gui=""
cleanup() {
  [ -n "$gui" ] && kill "$gui" 2>/dev/null || true
  apt_get remove arbiter >/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "check-package: installed programs"
[ -x /usr/bin/arbiter-cli ] && [ -x /usr/bin/arbiter-engine ] || fail "programs not in /usr/bin"
line="$(/usr/bin/arbiter-cli --version | head -n 1)"
case "$line" in
  "arbiter-cli $version ("*) echo "  $line" ;;
  *) fail "installed arbiter-cli --version printed '$line', not version $version" ;;
esac
(cd "$work" && /usr/bin/arbiter-cli -engine name=A cmd=arbiter-engine \
  -engine name=B cmd=arbiter-engine -each proto=uci tc=inf depth=2 -games 2 -maxmoves 40 \
  -pgnout games.pgn >match.txt) || { cat "$work/match.txt"; fail "the installed match failed"; }
grep -q '^Finished match' "$work/match.txt" || fail "the installed match did not finish"
[ "$(grep -c '^\[Result' "$work/games.pgn")" = 2 ] || fail "the match did not write two games"
echo "  a two-game match of the installed arbiter-engine: $(grep '^Score of' "$work/match.txt" | tail -n 1)"

if [ -x /usr/bin/arbiter ]; then
  # The GUI with its home in the scratch folder, offscreen: still running after a few seconds
  # means it started, opened its window and did not crash; then it is terminated.
  HOME="$work" XDG_CONFIG_HOME="$work/.config" QT_QPA_PLATFORM=offscreen \
    /usr/bin/arbiter >"$work/gui.log" 2>&1 &
  gui=$!
  sleep 5
  kill -0 "$gui" 2>/dev/null || { cat "$work/gui.log"; fail "the installed arbiter exited early"; }
  kill "$gui"
  wait "$gui" 2>/dev/null || true
  gui=""
  echo "  arbiter ran offscreen for 5 s and was terminated"
fi

apt_get remove arbiter >/dev/null
[ ! -e /usr/bin/arbiter-cli ] || fail "arbiter-cli is still there after apt-get remove"
trap 'rm -rf "$work"' EXIT
echo "check-package: $deb built, lint-free of errors, installed, run and removed"
