#include "gui/game/sounds.h"

#include <QCoreApplication>
#include <QSoundEffect>
#include <QUrl>
#include <array>

namespace arbiter::gui {

namespace {
constexpr std::array<Sound, 5> AllSounds = {Sound::Move, Sound::Capture, Sound::Check, Sound::Mate,
                                            Sound::Draw};

// One QSoundEffect per sound, loaded when first played (a machine without an audio device
// plays nothing and says nothing). It belongs to the application object, so the effects go
// with it and not at program exit, after Qt Multimedia is gone.
class QtSoundOutput : public QObject, public SoundOutput {
public:
    using QObject::QObject;
    void play(Sound sound) override {
        QSoundEffect*& effect = m_effects[size_t(sound)];
        if (!effect) {
            effect = new QSoundEffect(this);
            effect->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(soundName(sound))));
            effect->setVolume(0.8f);
        }
        effect->play();
    }

private:
    std::array<QSoundEffect*, AllSounds.size()> m_effects{};
};

SoundOutput* installed = nullptr;
} // namespace

QString soundName(Sound sound) {
    switch (sound) {
    case Sound::Move: return QStringLiteral("move");
    case Sound::Capture: return QStringLiteral("capture");
    case Sound::Check: return QStringLiteral("check");
    case Sound::Mate: return QStringLiteral("mate");
    case Sound::Draw: return QStringLiteral("draw");
    }
    return {};
}

Sound soundForMove(bool capture, bool check, bool mate) {
    if (mate) return Sound::Mate;
    if (check) return Sound::Check;
    return capture ? Sound::Capture : Sound::Move;
}

SoundOutput& soundOutput() {
    if (installed) return *installed;
    static QtSoundOutput* qt = new QtSoundOutput(QCoreApplication::instance());
    return *qt;
}

void setSoundOutput(SoundOutput* output) {
    installed = output;
}

} // namespace arbiter::gui
