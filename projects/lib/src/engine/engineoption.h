#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace arbiter {

// One engine option as announced by the engine (UCI/UCCI "option", CECP "feature option=" and
// the CECP features memory, smp and egt) or as stored in engines.json.
struct EngineOption {
    enum class Type {
        Check,  // boolean: "true"/"false"
        Spin,   // integer in [min, max]
        Slider, // CECP: integer in [min, max], shown as a slider
        Combo,  // one of choices
        Button, // no value: sending it triggers an action
        Save,   // CECP: button that saves the engine's settings
        Reset,  // CECP: button that restores defaults
        String, // free text
        File,   // CECP: a file name
        Path,   // CECP: a directory name
        Unknown // stored in engines.json before the engine was asked (type not known yet)
    };
    // How the option reaches the engine in CECP, where features are not ordinary options.
    enum class CecpKind { Option, Memory, Cores, EgtPath };

    QString name;
    Type type = Type::Unknown;
    QString value;
    QString defaultValue;
    qint64 min = 0;
    qint64 max = 0;
    QStringList choices;
    CecpKind cecpKind = CecpKind::Option;
    QString egtType; // for CecpKind::EgtPath: the tablebase kind ("syzygy", "gaviota", ...)

    bool hasValue() const {
        return type != Type::Button && type != Type::Save && type != Type::Reset;
    }
    // Checks a value for this option. Returns an empty string when it is acceptable, else a
    // message naming the option and the problem. *normalized gets the form to send
    // ("true"/"false" for checks, the engine's spelling for combo choices).
    QString validate(const QString& value, QString* normalized = nullptr) const;

    static QString typeName(Type type);
    static bool typeFromName(const QString& name, Type* type);
};

using EngineOptionList = QVector<EngineOption>;

// Case-sensitive first, then case-insensitive lookup (UCI option names are case-insensitive).
const EngineOption* findOption(const EngineOptionList& options, const QString& name);
EngineOption* findOption(EngineOptionList& options, const QString& name);

} // namespace arbiter
