#include "climanpage.h"

#include "clicommands.h"
#include "clihelp.h"
#include "description/cliparser.h"
#include "version/version.h"

namespace arbiter::cli {

QString roffEscaped(const QString& text) {
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (QChar c : text) {
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\e");
        else if (c == QLatin1Char('-'))
            out += QStringLiteral("\\-");
        else
            out += c;
    }
    if (out.startsWith(QLatin1Char('.')) || out.startsWith(QLatin1Char('\'')))
        out.prepend(QStringLiteral("\\&"));
    return out;
}

namespace {

// A paragraph of option help: its own '\n' line breaks become roff breaks.
QString paragraph(const QString& text) {
    QStringList lines;
    for (const QString& line : text.split(QLatin1Char('\n'))) lines << roffEscaped(line.trimmed());
    return lines.join(QStringLiteral("\n.br\n")) + QLatin1Char('\n');
}

// One dialect's options as .SS sections of .TP entries, in -help's order.
QString optionSections(const OptionTable& table) {
    QString out;
    visitOptions(
        table,
        {[&out](const QString& title) {
             out += QStringLiteral(".SS \"%1\"\n").arg(roffEscaped(title));
         },
         [&out](const QString& head, const QString& help) {
             // The name in bold, its values as they are: "\fB\-games\fR N".
             const int space = head.indexOf(QLatin1Char(' '));
             const QString name = space < 0 ? head : head.left(space);
             const QString rest = space < 0 ? QString() : head.mid(space);
             out += QStringLiteral(".TP\n\\fB%1\\fR%2\n").arg(roffEscaped(name), roffEscaped(rest));
             out += paragraph(help);
         }});
    return out;
}

const char* const kHeader = R"(.TH ARBITER\-CLI 6 "" "Arbiter %1" "Games"
.SH NAME
arbiter\-cli \- play engine matches and tournaments in chess, chess variants and xiangqi
.SH SYNOPSIS
.B arbiter\-cli
\-engine SETTINGS \-engine SETTINGS [\-each SETTINGS] [OPTIONS]
%2.SH DESCRIPTION
.B arbiter\-cli
plays games between engines that speak UCI, CECP (xboard) or UCCI, as a match, a tournament
(round robin, gauntlet, knockout, pyramid, Swiss, evolution) or an SPRT test, and prints the
standings. It is a drop\-in for cutechess\-cli and for fastchess: it takes either program's
command line and prints the lines their readers (scripts, fishtest, OpenBench) expect.
Options marked [Arbiter] are its own additions.
.SH DIALECTS
The first rule that applies picks the command\-line language:
.IP 1. 4
\fB\-dialect fastchess\fR or \fB\-dialect cutechess\fR anywhere on the line;
.IP 2. 4
the program's file name: a link named \fBfastchess\fR speaks fastchess, one named
\fBcutechess\-cli\fR cutechess\-cli;
.IP 3. 4
an option only fastchess has (\-testEnv, \-config, \-output, \-report, \-crc32, \-log, ...) or
fastchess's key=value form of \-pgnout and \-epdout selects fastchess;
.IP 4. 4
otherwise cutechess\-cli's.
.PP
\fBarbiter\-cli \-help\fR lists the options of the dialect spoken; this page lists both.
)";

const char* const kFooter = R"(.SH "EXIT STATUS"
.TP
.B 0
success (also after \-help, \-version, \-engines)
.TP
.B 1
a bad option or value in cutechess\-cli's terms (its message first, then arbiter\-cli's), every
bad command line in the fastchess dialect; \-rejudge found games that differ; the state or PGN
file could not be written
.TP
.B 2
a bad command line beyond one option's value (too few engines, settings that do not go
together, files that cannot be read), with a message naming the problem
.TP
.B 130
interrupted by SIGINT or SIGTERM; the state is saved and \fB\-resume\fR continues
.SH ENVIRONMENT
.TP
.B ARBITER_FASTCHESS_SHA
in the fastchess dialect, the fastchess commit \fB\-\-version\fR names (fishtest's worker
checks it)
.TP
.B ARBITER_NO_BATCH
do not ask the kernel to schedule arbiter\-cli as a batch task when no engine has a clock
.TP
.B ARBITER_NO_EPOLL
use Qt's own event loop instead of epoll
.SH "SEE ALSO"
.BR arbiter (6),
.BR arbiter\-engine (6),
.BR arbiter\-server (6).
The full manual is docs/cli.md in Arbiter's source.
)";

// The commands beside the tournament (clicommands.h), a section each; each option's names in
// bold, their values as they are: "\fB\-depth\fR N, \fB\-st\fR SECONDS".
QString commandSections() {
    QString out;
    for (const OtherCommand& command : otherCommands()) {
        out += QStringLiteral(".SH \"%1\"\n").arg(roffEscaped(command.title.toUpper()));
        out += paragraph(QStringLiteral("With %1, %2").arg(command.option, command.summary));
        for (const CommandOption& option : command.options) {
            QStringList names;
            for (const QString& name : option.names.split(QStringLiteral(", "))) {
                const int space = name.indexOf(QLatin1Char(' '));
                names << (space < 0 ? QStringLiteral("\\fB%1\\fR").arg(roffEscaped(name))
                                    : QStringLiteral("\\fB%1\\fR%2")
                                          .arg(roffEscaped(name.left(space)),
                                               roffEscaped(name.mid(space))));
            }
            out += QStringLiteral(".TP\n") + names.join(QStringLiteral(", ")) + QLatin1Char('\n');
            out += paragraph(option.help);
        }
    }
    return out;
}

} // namespace

QString manPageText() {
    QString synopses;
    for (const OtherCommand& command : otherCommands())
        synopses += QStringLiteral(".br\n.B arbiter\\-cli\n") + roffEscaped(command.synopsis) +
                    QLatin1Char('\n');
    QString page = QString::fromUtf8(kHeader).arg(QLatin1String(versionNumber()), synopses);
    page += QStringLiteral(".SH \"OPTIONS (CUTECHESS\\-CLI DIALECT)\"\n");
    page += optionSections(optionTableFor(Dialect::Cutechess));
    page += QStringLiteral(".SH \"OPTIONS (FASTCHESS DIALECT)\"\n");
    page += optionSections(optionTableFor(Dialect::Fastchess));
    page += commandSections();
    page += QString::fromUtf8(kFooter);
    return page;
}

} // namespace arbiter::cli
