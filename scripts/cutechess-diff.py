#!/usr/bin/env python3
"""Runs one command line with cutechess-cli and with arbiter-cli and shows where they differ.

usage: CUTECHESS=/path/to/cutechess-cli scripts/cutechess-diff.py NAME ARGS...

Each tool runs in its own folder /tmp/cutechess-diff/NAME/{cc,arb}. The exit codes, standard
output and standard error are compared, and the files games.pgn and games.epd when either tool
wrote one. Masked before comparing: the milliseconds of -debug lines; the PGN tags Date,
GameStartTime, GameEndTime, GameDuration and the ECO/Opening/Variation tags; the move times in
comments; the PGN's line breaks (the movetext is compared as one run of words). With SORT=1 the
lines are compared sorted (-concurrency: the order of games may differ).

Placeholders in ARGS: @SF@ stockfish, @FSF@ fairy-stockfish, @AE@ arbiter-engine, @FAULT@ the
fault engine (tests/tools/fault_engine.cpp), @OPENINGS@ / @PGN_OPENINGS@ the suites of
tests/data/compat, @ENDGAMES@ its endgame suite, @SYZYGY@ the tables of tests/data/syzygy,
@PGN@ / @EPD@ the output files in the tool's folder. Engines must be
deterministic (depth= or nodes= limits), or the games differ for that reason alone.
Example:
  scripts/cutechess-diff.py match -engine cmd=@SF@ name=A depth=5 -engine cmd=@SF@ name=B \\
      depth=6 -each proto=uci tc=inf -games 4 -repeat \\
      -openings file=@OPENINGS@ format=epd -pgnout @PGN@ -epdout @EPD@
"""
import difflib
import os
import re
import shutil
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.environ.get('ARBITER_BIN', os.path.join(REPO, 'build', 'bin'))
DATA = os.path.join(REPO, 'tests', 'data', 'compat')
PLACEHOLDERS = {
    '@SF@': '/usr/games/stockfish', '@FSF@': '/usr/games/fairy-stockfish',
    '@AE@': os.path.join(BIN, 'arbiter-engine'), '@FAULT@': os.path.join(BIN, 'arbiter-fault-engine'),
    '@OPENINGS@': os.path.join(DATA, 'openings.epd'),
    '@PGN_OPENINGS@': os.path.join(DATA, 'openings.pgn'),
    '@ENDGAMES@': os.path.join(DATA, 'endgames.epd'),
    '@SYZYGY@': os.path.join(REPO, 'tests', 'data', 'syzygy'),
}
TIMED_TAGS = re.compile(r'^\[(Date|GameStartTime|GameEndTime|GameDuration) ".*"\]$')
ECO_TAGS = re.compile(r'^\[(ECO|Opening|Variation) ')
MOVE_TIME = re.compile(r'(?<=[ /{])\d+(\.\d+)?s(?=[,}])')


def run(tool, executable, args, folder):
    os.makedirs(folder)
    filled = []
    for a in args:
        for key, value in PLACEHOLDERS.items():
            a = a.replace(key, value)
        filled.append(a.replace('@PGN@', folder + '/games.pgn').replace('@EPD@', folder + '/games.epd'))
    p = subprocess.run([executable] + filled, cwd=folder, capture_output=True, text=True,
                       timeout=int(os.environ.get('TIMEOUT', '600')))
    return p.returncode, p.stdout.replace(folder + '/', './'), p.stderr.replace(folder + '/', './')


def output_lines(text):
    return re.sub(r'^\d+ ([<>])', r'T \1', text, flags=re.M).split('\n')


def pgn_lines(text):
    games = []
    for block in re.split(r'\n\n(?=\[)', text.strip()):
        head, _, moves = block.partition('\n\n')
        tags = [TIMED_TAGS.sub(r'[\1 "X"]', t) for t in head.split('\n') if not ECO_TAGS.match(t)]
        games.append('\n'.join(tags) + '\n' + MOVE_TIME.sub('Ts', ' '.join(moves.split())))
    return '\n\n'.join(games).split('\n')


def main():
    if len(sys.argv) < 3 or 'CUTECHESS' not in os.environ:
        sys.exit(__doc__)
    name, args = sys.argv[1], sys.argv[2:]
    root = os.path.join('/tmp/cutechess-diff', name)
    shutil.rmtree(root, ignore_errors=True)
    cc = run('cc', os.environ['CUTECHESS'], args, root + '/cc')
    arb = run('arb', os.path.join(BIN, 'arbiter-cli'), args, root + '/arb')
    order = sorted if os.environ.get('SORT') else list
    differences = 0

    def compare(what, a, b):
        nonlocal differences
        diff = list(difflib.unified_diff(order(a), order(b), 'cutechess-cli', 'arbiter-cli',
                                         lineterm='', n=2))
        if diff:
            differences += 1
            print(f'--- {what} differs')
            print('\n'.join(diff))

    if cc[0] != arb[0]:
        differences += 1
        print(f'exit code: cutechess-cli {cc[0]}, arbiter-cli {arb[0]}')
    compare('standard output', output_lines(cc[1]), output_lines(arb[1]))
    compare('standard error', cc[2].split('\n'), arb[2].split('\n'))
    for file, lines in (('games.pgn', pgn_lines), ('games.epd', lambda t: t.split('\n'))):
        texts = []
        for tool in ('cc', 'arb'):
            path = os.path.join(root, tool, file)
            texts.append(open(path).read() if os.path.exists(path) else '(no file)')
        if texts != ['(no file)'] * 2:
            compare(file, lines(texts[0]), lines(texts[1]))
    print(f'== {name}: {"same" if differences == 0 else "different"} (exit code {cc[0]})')
    return 1 if differences else 0


if __name__ == '__main__':
    sys.exit(main())
