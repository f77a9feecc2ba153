// One row of a New Tournament page's binding table: an arbiter-cli option, the field that sets
// it, how the field is read into the tournament description (cli::TournamentDescription), how
// the description is written into the field, and how the field is remembered between runs.
// A page lists its rows once; the dialog's settings(), the placing of an error beside the field
// of the option it names (ParseError::option), the command line following the fields and the
// remembering all walk the same tables (docs/gui-tournaments.md, "Notes").
#pragma once

#include "description/tournamentdescription.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QVector>
#include <functional>
#include <type_traits>
#include <utility>

class QObject;
class QSettings;

namespace arbiter::gui {

struct OptionBinding {
    // What happens to the field between runs: kept under its object name (a field holding
    // other fields, like the time control editor, keeps each of its named fields), kept by the
    // row's own keep/recall (the players, kept as names), or not at all (a per-tournament value
    // such as the state file).
    enum class Memory { ByName, Own, Forgotten };
    using Read = std::function<void(cli::TournamentDescription&)>;
    using Write = std::function<void(const cli::TournamentDescription&)>;
    using Keep = std::function<void(QSettings&)>;
    using Recall = std::function<void(const QSettings&)>;

    OptionBinding(QString option_, QWidget* field_, Read read_, Write write_,
                  Memory memory_ = Memory::ByName, Keep keep_ = {}, Recall recall_ = {})
        : option(std::move(option_)), field(field_), read(std::move(read_)),
          write(std::move(write_)), memory(memory_), keep(std::move(keep_)),
          recall(std::move(recall_)) {}

    // The option as arbiter-cli's option table and TournamentDescription::checked()'s errors
    // name it ("-games"). Rows of one option's parts (its key=value settings) repeat it; an
    // error naming it lands beside the first row's field.
    QString option;
    QWidget* field;
    // Adds the field's value to the description. Rows are read in table order, so a row may
    // depend on what an earlier row read (the draw scores only once -draw is on). Empty for a
    // group that only switches the rows after it on (the tablebase group).
    Read read;
    // Shows the description's value in the field: read's inverse. The dialog has no caller of
    // it yet (a dialog opened from a command line would be one); tests write each row back to
    // show that the row reads what it shows.
    Write write;
    Memory memory;
    // Memory::Own: saves the field into the dialog's settings group, and restores it.
    Keep keep;
    Recall recall;
};

using BindingTable = QVector<OptionBinding>;

// The value a plain field shows: a line edit's text (trimmed), a spin box's number, a check
// box's or a checkable group's state; and showing one.
template <typename Field> auto fieldValue(const Field* field) {
    if constexpr (std::is_base_of_v<QLineEdit, Field>)
        return field->text().trimmed();
    else if constexpr (std::is_base_of_v<QSpinBox, Field> ||
                       std::is_base_of_v<QDoubleSpinBox, Field>)
        return field->value();
    else
        return field->isChecked();
}
template <typename Field, typename Value> void showValue(Field* field, const Value& value) {
    if constexpr (std::is_base_of_v<QLineEdit, Field>)
        field->setText(value);
    else if constexpr (std::is_base_of_v<QSpinBox, Field> ||
                       std::is_base_of_v<QDoubleSpinBox, Field>)
        field->setValue(value);
    else
        field->setChecked(value);
}

// A row whose field shows one value of the description as it is. `at` gives that value of a
// description, const or not: [](auto& o) -> auto& { return o.tournament.gamesPerEncounter; }.
template <typename Field, typename At>
OptionBinding plainBinding(const QString& option, Field* field, At at) {
    return {option, field,
            [field, at](cli::TournamentDescription& o) { at(o) = fieldValue(field); },
            [field, at](const cli::TournamentDescription& o) { showValue(field, at(o)); }};
}

// The description the rows read, in order, starting from `description`.
void readBindings(const BindingTable& table, cli::TournamentDescription* description);
// The field of the first row naming `option`; null when no row does.
QWidget* fieldOfOption(const BindingTable& table, const QString& option);
// Calls `changed` whenever a row's field (or one of the fields it holds) changes.
void watchBindings(const BindingTable& table, QObject* context,
                   const std::function<void()>& changed);
// Saves and restores the remembered rows' fields in the QSettings group `group`.
void rememberBindings(const BindingTable& table, const QString& group);
void restoreBindings(const BindingTable& table, const QString& group);

} // namespace arbiter::gui
