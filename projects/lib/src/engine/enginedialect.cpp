#include "engine/enginedialect.h"

namespace arbiter {

QString protocolName(EngineProtocol protocol) {
    switch (protocol) {
    case EngineProtocol::Uci: return QStringLiteral("uci");
    case EngineProtocol::Xboard: return QStringLiteral("xboard");
    case EngineProtocol::Ucci: return QStringLiteral("ucci");
    }
    return QString();
}

bool protocolFromName(const QString& name, EngineProtocol* protocol) {
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("uci"))
        *protocol = EngineProtocol::Uci;
    else if (n == QLatin1String("xboard") || n == QLatin1String("cecp") ||
             n == QLatin1String("winboard"))
        *protocol = EngineProtocol::Xboard;
    else if (n == QLatin1String("ucci"))
        *protocol = EngineProtocol::Ucci;
    else
        return false;
    return true;
}

XiangqiDialect XiangqiDialect::detect(const QString& engineName, EngineProtocol protocol,
                                      bool usemillisec) {
    XiangqiDialect d;
    const QString name = engineName.toLower();
    const bool fairy = name.contains(QLatin1String("fairy-stockfish")) ||
                       name.contains(QLatin1String("fairy stockfish"));
    const bool sjaak = name.contains(QLatin1String("sjaak"));
    // MaxQi (Fairy-Max's xiangqi engine, xboard without setboard) knows horses and elephants
    // only by the letters H and E in edit mode.
    const bool maxqi = name.contains(QLatin1String("maxqi"));
    // Section 2.1 of the xiangqi reference: xboard always uses ranks 0-9; in UCI,
    // Fairy-Stockfish and Sjaak II count 1-10 while Pikafish and the rest count 0-9.
    // Sjaak II 1.4.1 also counts 1-10 in UCCI (against the UCCI spec).
    d.rankBase = ((protocol == EngineProtocol::Uci && fairy) ||
                  (protocol != EngineProtocol::Xboard && sjaak))
                     ? 1
                     : 0;
    d.fenLetters = sjaak || maxqi ? FenLetters::HE : FenLetters::NB;
    d.redSideLetter = QLatin1Char('w');
    // UCCI's default unit is seconds unless usemillisec is offered; Fairy-Stockfish 11.1 reads
    // milliseconds without offering it.
    d.ucciTimeUnit = (usemillisec || fairy) ? TimeUnit::Milliseconds : TimeUnit::Seconds;
    // Fairy-Stockfish must get UCI_Variant even in UCCI mode (its evaluation tables are only
    // initialised by the option's handler); Pikafish and ElephantEye have no such option, and
    // the Engine only sets it when the engine announces it.
    d.variantOption = QStringLiteral("UCI_Variant");
    return d;
}

QString XiangqiDialect::shiftRanks(const QString& move, int delta) {
    if (delta == 0) return move;
    // A coordinate move is file letter + rank digits, twice, with an optional suffix.
    const int n = move.size();
    int i = 0;
    QString out;
    out.reserve(n + 2);
    for (int square = 0; square < 2; ++square) {
        if (i >= n || move[i] < QLatin1Char('a') || move[i] > QLatin1Char('z')) return move;
        out += move[i++];
        int start = i;
        while (i < n && move[i].isDigit()) ++i;
        if (i == start || i - start > 2) return move;
        const int rank = move.mid(start, i - start).toInt() + delta;
        if (rank < 0) return move;
        out += QString::number(rank);
    }
    out += move.mid(i);
    return out;
}

QString XiangqiDialect::fenToEngine(const QString& fen) const {
    if (fenLetters == FenLetters::NB && redSideLetter == QLatin1Char('w')) return fen;
    QString out = fen;
    const int boardEnd = out.indexOf(QLatin1Char(' '));
    const int end = boardEnd < 0 ? out.size() : boardEnd;
    if (fenLetters == FenLetters::HE) {
        for (int i = 0; i < end; ++i) {
            const QChar c = out[i];
            if (c == QLatin1Char('n'))
                out[i] = QLatin1Char('h');
            else if (c == QLatin1Char('N'))
                out[i] = QLatin1Char('H');
            else if (c == QLatin1Char('b'))
                out[i] = QLatin1Char('e');
            else if (c == QLatin1Char('B'))
                out[i] = QLatin1Char('E');
        }
    }
    if (boardEnd >= 0 && boardEnd + 1 < out.size() && out[boardEnd + 1] == QLatin1Char('w'))
        out[boardEnd + 1] = redSideLetter;
    return out;
}

void XiangqiDialectOverrides::applyTo(XiangqiDialect* d) const {
    if (rankBase) d->rankBase = *rankBase;
    if (fenLetters) d->fenLetters = *fenLetters;
    if (redSideLetter) d->redSideLetter = *redSideLetter;
    if (ucciTimeUnit) d->ucciTimeUnit = *ucciTimeUnit;
    if (variantOption) d->variantOption = *variantOption;
}

bool isXiangqiFamilyVariant(const QString& variant) {
    const QString v = variant.toLower();
    return v.contains(QLatin1String("xiangqi")) || v == QLatin1String("manchu");
}

} // namespace arbiter
