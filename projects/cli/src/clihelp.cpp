// -help and -version, generated from the option table so that every option is listed.
#include "clihelp.h"

#include "clicommands.h"
#include "description/fastchesscli.h"
#include "version/version.h"

#include <QtGlobal>

namespace arbiter::cli {

namespace {

const int kColumn = 30; // where descriptions start
const int kWidth = 100; // total line width

// Word-wraps `text` into lines of at most kWidth: the first begins with `first`, the others
// with `indent` spaces.
QString wrappedFrom(const QString& first, int indent, const QString& text) {
    QString out;
    QString line = first;
    bool lineHasWords = false;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (lineHasWords && line.size() + 1 + word.size() > kWidth) {
            out += line + QLatin1Char('\n');
            line = QString(indent, QLatin1Char(' '));
            lineHasWords = false;
        }
        if (lineHasWords) line += QLatin1Char(' ');
        line += word;
        lineHasWords = true;
    }
    return out + line + QLatin1Char('\n');
}

// An entry: `head`, then `text` from column kColumn (on the next line when the head is long).
QString wrapped(const QString& head, const QString& text) {
    if (head.size() >= kColumn - 1)
        return head + QLatin1Char('\n') +
               wrappedFrom(QString(kColumn, QLatin1Char(' ')), kColumn, text);
    return wrappedFrom(head.leftJustified(kColumn), kColumn, text);
}

} // namespace

void visitOptions(const OptionTable& table, const OptionVisitor& visitor) {
    const OptionSection order[] = {OptionSection::Engines,      OptionSection::Tournament,
                                   OptionSection::Adjudication, OptionSection::Openings,
                                   OptionSection::Output,       OptionSection::Statistics,
                                   OptionSection::Resume,       OptionSection::RMobility,
                                   OptionSection::Xiangqi,      OptionSection::General};
    const auto marked = [](bool extension, const QString& help) {
        return extension ? QStringLiteral("[Arbiter] ") + help : help;
    };
    for (OptionSection section : order) {
        visitor.section(sectionTitle(section));
        for (const OptionSpec& spec : table.options()) {
            if (spec.section != section) continue;
            QString head = spec.name;
            if (!spec.syntax.isEmpty()) head += QLatin1Char(' ') + spec.syntax;
            visitor.entry(head, marked(spec.arbiterExtension, spec.help));
        }
        if (section == OptionSection::Engines) {
            visitor.section(QStringLiteral("Engine settings (for -engine and -each)"));
            for (const EngineKeySpec& key : table.engineKeys())
                visitor.entry(key.syntax, marked(key.arbiterExtension, key.help));
        }
    }
}

QString helpText(const OptionTable& table) {
    QString text = QStringLiteral(
        "Usage: arbiter-cli -engine SETTINGS -engine SETTINGS [-each SETTINGS] [OPTIONS]\n");
    for (const OtherCommand& command : otherCommands())
        text += wrappedFrom(QStringLiteral("       arbiter-cli "), 19, command.synopsis);
    text += QStringLiteral(
        "\n"
        "Plays games and tournaments between chess, chess-variant and xiangqi engines. The "
        "options are\ncutechess-cli's, with the same syntax; [Arbiter] marks additions.\n");
    visitOptions(table, {[&text](const QString& title) {
                             text += QLatin1Char('\n') + title + QStringLiteral(":\n");
                         },
                         [&text](const QString& head, const QString& help) {
                             text += wrapped(QStringLiteral("  ") + head, help);
                         }});
    for (const OtherCommand& command : otherCommands()) {
        text += QLatin1Char('\n') + wrappedFrom(command.title + QStringLiteral(" (") +
                                                    command.option + QStringLiteral("): "),
                                                0, command.summary);
        for (const CommandOption& option : command.options)
            text += wrapped(QStringLiteral("  ") + option.names, option.help);
    }
    text += QStringLiteral("\nExit codes: 0 success; 2 bad command line (the message names the "
                           "option and the problem).\n");
    return text;
}

QString versionText() {
    // cutechess-cli's two lines: "NAME VERSION", then Qt's version.
    return QStringLiteral("%1\nUsing Qt version %2\n")
        .arg(QString::fromStdString(versionLine("arbiter-cli")), QString::fromLatin1(qVersion()));
}

CliParseResult parseProgramArguments(const QStringList& arguments, const QString& programPath) {
    CliParseResult result = parseCommandLine(arguments, programPath);
    const Dialect dialect = result.options.dialect;
    switch (result.exitRequest) {
    case CliParseResult::ExitRequest::Output: break;
    case CliParseResult::ExitRequest::Help:
        result.output = helpText(optionTableFor(dialect));
        break;
    case CliParseResult::ExitRequest::Version:
        result.output = dialect == Dialect::Fastchess ? fastchessVersionText() : versionText();
        break;
    }
    return result;
}

} // namespace arbiter::cli
