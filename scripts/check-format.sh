#!/usr/bin/env bash
# The house's formatting check (docs/development.md, "House checks"): clang-format --dry-run
# --Werror with the repository's .clang-format over every .h/.cpp of projects/, tests/ and
# bench/, listing the files at fault. Fix one with `clang-format -i FILE`.
# CTest runs it as house_format; exit code 77 (skipped) when clang-format is not installed.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
format="${CLANG_FORMAT:-clang-format}"
if ! command -v "$format" > /dev/null; then
    echo "SKIP: $format is not installed (scripts/install-deps.sh installs Debian's clang-format)"
    exit 77
fi
cd "$root"
mapfile -t files < <(find projects tests bench -type f \( -name '*.h' -o -name '*.cpp' \) \
    -not -path 'tests/browser/node_modules/*' | sort)
# One clang-format for all files; it names each file at fault in its "FILE:LINE:COL: error:" lines.
mapfile -t faults < <("$format" --style=file --dry-run --Werror "${files[@]}" 2>&1 |
    sed -nE 's/^(.+):[0-9]+:[0-9]+: error: .*/\1/p' | sort -u)
echo "$("$format" --version | head -1): ${#files[@]} files checked"
if ((${#faults[@]})); then
    echo "not formatted with .clang-format (run clang-format -i on them):"
    printf '  %s\n' "${faults[@]}"
    exit 1
fi
