// The GUI's sounds: what a move shown on the board or the end of a game sounds like, played
// through Qt Multimedia's QSoundEffect from WAV files the project makes itself
// (res/sounds/make_sounds.py, docs/gui.md "Sound"). The output is a seam: tests install one that
// records what was asked for instead of listening.
#pragma once

#include <QString>

namespace arbiter::gui {

enum class Sound { Move, Capture, Check, Mate, Draw };

// The file name of a sound ("capture" for :/sounds/capture.wav).
QString soundName(Sound sound);
// A move's sound, the strongest event winning (mate > check > capture > a plain move).
Sound soundForMove(bool capture, bool check, bool mate);

class SoundOutput {
public:
    virtual ~SoundOutput() = default;
    virtual void play(Sound sound) = 0;
};

// The output every tab plays through: Qt Multimedia's, unless a test installed its own.
SoundOutput& soundOutput();
// Installs `output` (not owned; nullptr: Qt Multimedia's again).
void setSoundOutput(SoundOutput* output);

} // namespace arbiter::gui
