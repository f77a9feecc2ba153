// -help and -version, generated from the option table so that every option is listed.
#include "clihelp.h"

#include "description/fastchesscli.h"

#include <QtGlobal>

#ifndef ARBITER_VERSION
#define ARBITER_VERSION "0.0.0"
#endif

namespace arbiter::cli {

namespace {

const int kColumn = 30; // where descriptions start
const int kWidth = 100; // total line width

// Word-wraps `text` into lines of at most kWidth, the first after `head`, the others indented.
QString wrapped(const QString& head, const QString& text) {
    QString out;
    QString line = head.leftJustified(kColumn - 1) + QLatin1Char(' ');
    if (head.size() >= kColumn - 1) {
        out += head + QLatin1Char('\n');
        line = QString(kColumn, QLatin1Char(' '));
    }
    bool lineHasWords = false;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (lineHasWords && line.size() + 1 + word.size() > kWidth) {
            out += line + QLatin1Char('\n');
            line = QString(kColumn, QLatin1Char(' '));
            lineHasWords = false;
        }
        if (lineHasWords) line += QLatin1Char(' ');
        line += word;
        lineHasWords = true;
    }
    return out + line + QLatin1Char('\n');
}

} // namespace

QString helpText(const OptionTable& table) {
    QString text = QStringLiteral(
        "Usage: arbiter-cli -engine SETTINGS -engine SETTINGS [-each SETTINGS] [OPTIONS]\n"
        "\n"
        "Plays games and tournaments between chess, chess-variant and xiangqi engines. The "
        "options are\ncutechess-cli's, with the same syntax; [Arbiter] marks additions.\n");
    const OptionSection order[] = {OptionSection::Engines,      OptionSection::Tournament,
                                   OptionSection::Adjudication, OptionSection::Openings,
                                   OptionSection::Output,       OptionSection::Statistics,
                                   OptionSection::Resume,       OptionSection::RMobility,
                                   OptionSection::Xiangqi,      OptionSection::General};
    for (OptionSection section : order) {
        text += QLatin1Char('\n') + sectionTitle(section) + QStringLiteral(":\n");
        for (const OptionSpec& spec : table.options()) {
            if (spec.section != section) continue;
            QString head = QStringLiteral("  ") + spec.name;
            if (!spec.syntax.isEmpty()) head += QLatin1Char(' ') + spec.syntax;
            const QString mark = spec.arbiterExtension ? QStringLiteral("[Arbiter] ") : QString();
            text += wrapped(head, mark + spec.help);
        }
        if (section == OptionSection::Engines) {
            text += QStringLiteral("\nEngine settings (for -engine and -each):\n");
            for (const EngineKeySpec& key : table.engineKeys()) {
                const QString mark =
                    key.arbiterExtension ? QStringLiteral("[Arbiter] ") : QString();
                text += wrapped(QStringLiteral("  ") + key.syntax, mark + key.help);
            }
        }
    }
    text += QStringLiteral("\nExit codes: 0 success; 2 bad command line (the message names the "
                           "option and the problem).\n");
    return text;
}

QString versionText() {
    return QStringLiteral("arbiter-cli %1\nUsing Qt version %2\n")
        .arg(QStringLiteral(ARBITER_VERSION), QString::fromLatin1(qVersion()));
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
