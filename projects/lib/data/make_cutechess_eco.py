#!/usr/bin/env python3
"""Makes cutechess-eco.tsv from pgn-extract's ECO table (eco.pgn).

Usage: make_cutechess_eco.py ECO.PGN > cutechess-eco.tsv

ECO.PGN is usr/share/pgn-extract/eco.pgn of Debian's package pgn-extract 19.04
(`apt-get download pgn-extract`, then `dpkg-deb -x`): the classic ECO table compiled by
Ewart Shaw, Franz Hemmer and others, distributed with pgn-extract
(https://www.cs.kent.ac.uk/~djb/pgn-extract/), GPL-3+ as Debian labels the package.

Each entry becomes one line `ECO<TAB>opening<TAB>variation<TAB>moves`, the moves in SAN
separated by spaces without move numbers, in the file's order. The names are written the
way cutechess-cli 1.5.1 writes them in its [Opening] and [Variation] tags (found by running
it): American spelling ("defense"), some words capitalised wherever they occur (even inside
another word: "old" in "centre-holding" becomes "Old"), the abbreviations QGD, QGA, KGA, KGD
and KP spelt out, the Slav lines D10-D19 named "Queen's Gambit declined", four names
cutechess writes its own way; two lines it never reaches are left out.
"""

import re
import sys

# (pattern, replacement) in this order, on both names.
SPELLINGS = [
    ("defence", "defense"),
    ("Nimzovich", "Nimzowitsch"),
    ("Trompovsky", "Trompowsky"),
    ("QGD semi-Slav", "Queen's Gambit declined Semi-Slav"),
    ("QGD", "Queen's Gambit declined"),
    # "QGA, 4.e3" keeps its abbreviation.
    (re.compile(r"QGA(?!,)"), "Queen's Gambit accepted"),
    ("KGA", "King's gambit accepted"),
    ("KGD", "King's gambit declined"),
    ("KP", "King's pawn"),
]
# The lines whose names cutechess-cli writes otherwise than the rules above give (seen running
# it): moves -> (opening, variation).
EXCEPTIONS = {
    "Nc3 e5": ("Dunst (Sleipner-Heinrichsen) Opening", ""),
    "b4": ("Polish (Sokolsky) opening", ""),
    "c4 c6 Nf3 d5 b3 Bg4": ("English", "Caro-Kann defensive system, Bogoljubov variation"),
    "g3 e5 Nf3": ("Benko's Opening", "reversed Alekhine"),
}
# Lines cutechess-cli never names: its table has them after 4.Nge2, a move its SAN writes Ne2
# (the other knight is pinned), so they are left out.
UNREACHED = {
    "e4 e6 d4 d5 Nc3 Bb4 Ne2 dxe4 a3 Be7 Nxe4 Nf6 N2g3 O-O Be2 Nc6",
    "e4 e6 d4 d5 Nc3 Bb4 Ne2 dxe4 a3 Bxc3+ Nxc3 Nc6",
}
CAPITALISED = [
    "classical", "closed", "main", "open", "fianchetto", "exchange", "modern", "two",
    "symmetrical", "bishop", "advance", "dragon", "four", "orthodox", "accelerated", "old",
    "three", "stonewall", "semi", "reversed", "spike",
]


def spell(eco, name):
    if "D10" <= eco <= "D19" and name.startswith("QGD Slav"):
        return "Queen's Gambit declined"
    for pattern, replacement in SPELLINGS:
        if isinstance(pattern, str):
            name = name.replace(pattern, replacement)
        else:
            name = pattern.sub(replacement, name)
    for word in CAPITALISED:
        name = name.replace(word, word[0].upper() + word[1:])
    if name.startswith("anti"):  # only at the start: "(anti-Meran)" stays
        name = "A" + name[1:]
    return name


def entries(text):
    text = re.sub(r"\{[^}]*\}", " ", text)  # the file's opening comment
    tags, moves = {}, []
    for line in text.splitlines():
        tag = re.match(r'\[(\w+) "(.*)"\]', line)
        if tag:
            tags[tag.group(1)] = tag.group(2)
            continue
        for token in line.split():
            token = re.sub(r"^\d+\.+", "", token)  # "1.", "12..." or "1.e4"
            if token in ("*", "1-0", "0-1", "1/2-1/2"):
                yield tags, moves
                tags, moves = {}, []
            elif token:
                moves.append(token)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_cutechess_eco.py ECO.PGN > cutechess-eco.tsv")
    with open(sys.argv[1], encoding="latin-1") as f:
        text = f.read()
    out = sys.stdout
    out.write("eco\topening\tvariation\tmoves\n")
    for tags, moves in entries(text):
        line = " ".join(moves)
        if line in UNREACHED:
            continue
        eco = tags.get("ECO", "")
        opening, variation = EXCEPTIONS.get(line, (spell(eco, tags.get("Opening", "")),
                                                   spell(eco, tags.get("Variation", ""))))
        out.write("\t".join([eco, opening, variation, line]) + "\n")


if __name__ == "__main__":
    main()
