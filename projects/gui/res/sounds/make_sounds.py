#!/usr/bin/env python3
"""Makes the GUI's sounds (projects/gui/res/sounds/*.wav): each is synthesised here from sine
waves and seeded noise, so the project owns them outright. Run it from anywhere; it rewrites the
WAV files beside it (16-bit mono PCM at 22050 Hz, which Qt Multimedia's QSoundEffect plays).

  move     a short knock of wood on wood: a noise burst through a low resonance
  capture  two knocks, the second harder (a piece taken off the board)
  check    a bright two-note chime rising a fifth
  mate     a low gong: a falling triad with a long decay
  draw     a soft, level two-note chord that fades out

See docs/gui.md ("Sound")."""

import math
import os
import random
import struct
import wave

RATE = 22050


def knock(duration, pitch, strength, seed):
    """Noise through a two-pole resonator at `pitch`, with a fast exponential decay."""
    rnd = random.Random(seed)
    n = int(RATE * duration)
    r = math.exp(-math.pi * 180 / RATE)  # bandwidth of the resonance
    c = 2 * r * math.cos(2 * math.pi * pitch / RATE)
    y1 = y2 = 0.0
    out = []
    for i in range(n):
        excitation = rnd.uniform(-1, 1) if i < RATE * 0.004 else 0.0
        y = excitation + c * y1 - r * r * y2
        y2, y1 = y1, y
        out.append(y * strength * math.exp(-i / (RATE * duration * 0.25)))
    return out


def tones(duration, notes, decay, attack=0.005):
    """A sum of sines (frequency, start time, level) with an exponential decay each."""
    n = int(RATE * duration)
    out = [0.0] * n
    for freq, start, level in notes:
        first = int(start * RATE)
        for i in range(first, n):
            t = (i - first) / RATE
            env = min(1.0, t / attack) * math.exp(-t / decay)
            # a little of the octave gives the tone a body
            out[i] += level * env * (math.sin(2 * math.pi * freq * t) +
                                     0.25 * math.sin(4 * math.pi * freq * t))
    return out


def mix(*parts):
    n = max(len(p) for p, _ in parts)
    out = [0.0] * n
    for samples, offset in parts:
        first = int(offset * RATE)
        for i, v in enumerate(samples):
            if first + i < n:
                out[first + i] += v
    return out


def write(name, samples, peak=0.8):
    top = max(abs(v) for v in samples) or 1.0
    frames = b"".join(struct.pack("<h", int(v / top * peak * 32767)) for v in samples)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name + ".wav")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    write("move", knock(0.09, 420, 1.0, 1), peak=0.55)
    capture = mix((knock(0.08, 380, 0.6, 2), 0.0), (knock(0.14, 300, 1.0, 3), 0.0),
                  (knock(0.12, 520, 0.8, 4), 0.07))
    capture += [0.0] * int(RATE * 0.05)
    write("capture", capture, peak=0.7)
    write("check", tones(0.45, [(880, 0.0, 0.8), (1320, 0.09, 0.7)], 0.12), peak=0.6)
    write("mate", tones(1.3, [(392, 0.0, 0.9), (311, 0.12, 0.8), (262, 0.24, 0.9),
                              (131, 0.24, 0.5)], 0.38), peak=0.75)
    write("draw", tones(0.8, [(523, 0.0, 0.6), (659, 0.0, 0.5)], 0.22, attack=0.04), peak=0.5)


if __name__ == "__main__":
    main()
