#!/usr/bin/env python3
"""Writes Arbiter's own piece images (drawn for this project, 100x100 user units).

Two chess sets with different shapes ("classic": curved silhouettes, "block": straight-edged
figures) and one xiangqi set ("letters": discs with Latin letters drawn as strokes, the fallback
when no CJK font is installed). Each piece is described once; the colour schemes make the white
and black (red and black) images from the same outline. Run from this folder:
    python3 make_pieces.py
"""
import os

CLASSIC = {
    "P": '<path d="M35,82 C35,64 42,54 46,46 L54,46 C58,54 65,64 65,82 Z"/>'
         '<rect x="39" y="41" width="22" height="7" rx="3"/>'
         '<circle cx="50" cy="29" r="12"/>',
    "R": '<path d="M32,82 L36,42 L64,42 L68,82 Z"/>'
         '<path d="M28,42 L28,20 L37,20 L37,27 L45,27 L45,20 L55,20 L55,27 L63,27 L63,20 L72,20'
         ' L72,42 Z"/>'
         '<path class="d" d="M38,52 L62,52 M37,70 L63,70" fill="none"/>',
    "N": '<path d="M30,82 C30,64 37,56 46,49 C40,47 32,51 26,47 C21,44 23,37 29,32 C37,24 43,18'
         ' 49,16 L52,8 L58,17 C71,24 77,42 72,82 Z"/>'
         '<circle class="e" cx="43" cy="28" r="3"/>'
         '<path class="d" d="M60,22 C68,32 70,50 66,78" fill="none"/>',
    "B": '<path d="M36,82 C36,66 40,58 44,53 C35,47 33,36 40,28 C44,23 48,21 50,19 C52,21 56,23'
         ' 60,28 C67,36 65,47 56,53 C60,58 64,66 64,82 Z"/>'
         '<circle cx="50" cy="14" r="6"/>'
         '<path class="d" d="M53,29 L45,41 M40,66 L60,66" fill="none"/>',
    "Q": '<path d="M30,82 L24,38 L36,56 L37,30 L46,52 L50,25 L54,52 L63,30 L64,56 L76,38 L70,82 Z"/>'
         '<circle cx="24" cy="35" r="5"/><circle cx="37" cy="26" r="5"/>'
         '<circle cx="50" cy="20" r="5"/><circle cx="63" cy="26" r="5"/>'
         '<circle cx="76" cy="35" r="5"/>'
         '<path class="d" d="M31,70 L69,70" fill="none"/>',
    "K": '<path d="M30,82 C27,64 30,52 36,44 L64,44 C70,52 73,64 70,82 Z"/>'
         '<path d="M36,44 C36,30 64,30 64,44 Z"/>'
         '<path d="M46,6 L54,6 L54,13 L61,13 L61,21 L54,21 L54,33 L46,33 L46,21 L39,21 L39,13'
         ' L46,13 Z"/>'
         '<path class="d" d="M31,70 L69,70 M38,56 L62,56" fill="none"/>',
}
CLASSIC_BASE = '<rect x="22" y="80" width="56" height="10" rx="4"/>'

BLOCK = {
    "P": '<path d="M34,84 L50,46 L66,84 Z"/><circle cx="50" cy="35" r="12"/>',
    "R": '<path d="M32,84 L32,40 L28,40 L28,20 L39,20 L39,30 L45,30 L45,20 L55,20 L55,30 L61,30'
         ' L61,20 L72,20 L72,40 L68,40 L68,84 Z"/>'
         '<path class="d" d="M32,48 L68,48" fill="none"/>',
    "N": '<path d="M32,84 L32,62 L48,44 L28,44 L28,36 L42,16 L62,16 L72,32 L72,84 Z"/>'
         '<rect class="e" x="46" y="24" width="6" height="6"/>',
    "B": '<path d="M34,84 L34,50 L50,16 L66,50 L66,84 Z"/>'
         '<path class="d" d="M56,30 L44,52" fill="none"/>',
    "Q": '<path d="M30,84 L30,42 L40,58 L50,28 L60,58 L70,42 L70,84 Z"/>'
         '<circle cx="30" cy="36" r="6"/><circle cx="50" cy="21" r="6"/>'
         '<circle cx="70" cy="36" r="6"/>',
    "K": '<path d="M32,84 L32,46 L68,46 L68,84 Z"/>'
         '<path d="M45,10 L55,10 L55,20 L65,20 L65,30 L55,30 L55,46 L45,46 L45,30 L35,30 L35,20'
         ' L45,20 Z"/>',
}
BLOCK_BASE = '<rect x="24" y="82" width="52" height="8"/>'

# Xiangqi letters: general K, advisor A, elephant E, horse H, chariot R, cannon C, soldier P.
LETTERS = {
    "K": "M39,29 L39,71 M61,29 L39,53 M46,46 L62,71",
    "A": "M36,71 L50,29 L64,71 M41,57 L59,57",
    "E": "M60,29 L40,29 L40,71 L60,71 M40,50 L56,50",
    "H": "M38,29 L38,71 M62,29 L62,71 M38,50 L62,50",
    "R": "M40,71 L40,29 L53,29 A10.5,10.5 0 0 1 53,50 L40,50 M50,50 L62,71",
    "C": "M62,35 A16,21 0 1 0 62,65",
    "P": "M41,71 L41,29 L54,29 A10.5,10.5 0 0 1 54,50 L41,50",
}


def svg(body):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100"'
            ' height="100">\n' + body + '\n</svg>\n')


def chess_set(folder, shapes, base, schemes):
    os.makedirs(folder, exist_ok=True)
    for colour, (fill, stroke, detail, width) in schemes.items():
        for letter, shape in shapes.items():
            # Details: class "d" lines in the detail colour, class "e" filled dots.
            shape = shape.replace('class="d"', 'stroke="%s"' % detail)
            shape = shape.replace('class="e"', 'fill="%s" stroke="none"' % detail)
            group = ('<g fill="%s" stroke="%s" stroke-width="%s" stroke-linejoin="round"'
                     ' stroke-linecap="round">%s%s</g>' % (fill, stroke, width, base, shape))
            with open(os.path.join(folder, colour + letter + ".svg"), "w") as f:
                f.write(svg(group))


def letter_set(folder):
    os.makedirs(folder, exist_ok=True)
    for colour, ink in (("w", "#b3202a"), ("b", "#1c1c1c")):
        for letter, path in LETTERS.items():
            body = ('<circle cx="50" cy="50" r="46" fill="#f3dfb9" stroke="#6b4a22"'
                    ' stroke-width="3"/>'
                    '<circle cx="50" cy="50" r="38" fill="none" stroke="%s" stroke-width="3"/>'
                    '<path d="%s" fill="none" stroke="%s" stroke-width="7"'
                    ' stroke-linecap="round" stroke-linejoin="round"/>' % (ink, path, ink))
            with open(os.path.join(folder, colour + letter + ".svg"), "w") as f:
                f.write(svg(body))


if __name__ == "__main__":
    chess_set("classic", CLASSIC, CLASSIC_BASE, {
        "w": ("#fbf8ef", "#1e1e1e", "#1e1e1e", "3"),
        "b": ("#2a2a2a", "#0a0a0a", "#d8d8d8", "3"),
    })
    chess_set("block", BLOCK, BLOCK_BASE, {
        "w": ("#f2ead8", "#3a2c1c", "#3a2c1c", "4"),
        "b": ("#27324a", "#e9e4d8", "#e9e4d8", "4"),
    })
    letter_set("letters")
