#include "engine/uciadapter.h"

#include "engine/engineevent.h"
#include "engine/linetokenizer.h"
#include "engine/uciparser.h"

#include <cstring>

namespace arbiter {

using detail::LineTokenizer;
using detail::startsWith;
using detail::toQString;

namespace {

// UCI_Variant names Arbiter's chess variants by their engine names.
QString uciVariantName(const QString& variant) {
    if (variant == QLatin1String("standard") || variant == QLatin1String("fischerandom") ||
        variant == QLatin1String("chess960"))
        return QStringLiteral("chess");
    return variant;
}

// Appends text as UTF-8: moves are ASCII, copied byte by byte into the room made for them
// without a QByteArray of their own.
void appendUtf8(QByteArray& out, const QString& text) {
    const qsizetype start = out.size();
    out.resize(start + text.size());
    char* bytes = out.data() + start;
    const QChar* chars = text.constData();
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = chars[i].unicode();
        if (c >= 0x80) {
            out.resize(start + i);
            out += QStringView(text).mid(i).toUtf8();
            return;
        }
        bytes[i] = char(c);
    }
}

bool isChess960(const GameSetup& setup) {
    return setup.chess960 || setup.variant == QLatin1String("fischerandom") ||
           setup.variant == QLatin1String("chess960");
}

// True when the info line belongs to a secondary MultiPV line ("multipv 2" and up).
bool isSecondaryPv(std::string_view fields) {
    const size_t pos = fields.find("multipv ");
    if (pos == std::string_view::npos) return false;
    const std::string_view value = LineTokenizer(fields.substr(pos + 8)).next();
    return value != "1";
}

} // namespace

void UciAdapter::startHandshake() {
    m_link.send(m_ucci ? "ucci" : "uci");
}

void UciAdapter::handleLine(std::string_view line) {
    LineTokenizer tok(line);
    const std::string_view cmd = tok.next();
    if (cmd == "info") {
        handleInfo(tok.rest());
    } else if (cmd == "bestmove") {
        const uci::BestMove best = uci::parseBestMove(tok.rest());
        MoveFlags flags;
        if (best.move.empty()) flags |= MoveFlag::NoMove;
        if (best.offersDraw) flags |= MoveFlag::OffersDraw;
        if (best.resigns) flags |= MoveFlag::Resigns;
        if (best.offersDraw && m_link.isSearching())
            m_link.apply(EngineEvent(EngineEvent::Kind::DrawOffered));
        m_link.apply(EngineEvent::searchEnded(m_link.moveFromEngine(best.move),
                                              m_link.moveFromEngine(best.ponder), flags));
    } else if (cmd == "nobestmove") {
        m_link.apply(EngineEvent::searchEnded(QString(), QString(), MoveFlag::NoMove));
    } else if (cmd == "readyok") {
        m_link.apply(EngineEvent(EngineEvent::Kind::PingAnswered));
    } else if (cmd == "id") {
        const std::string_view key = tok.next();
        if (key == "name")
            m_link.apply(EngineEvent::withText(EngineEvent::Kind::IdName, toQString(tok.rest())));
        else if (key == "author" || (key == "copyright" && m_link.idAuthor().isEmpty()))
            m_link.apply(EngineEvent::withText(EngineEvent::Kind::IdAuthor, toQString(tok.rest())));
    } else if (cmd == "option") {
        EngineOption option;
        QString error;
        if (uci::parseOption(tok.rest(), m_ucci, &option, &error)) {
            if (m_ucci && option.name == QLatin1String("usemillisec")) m_usemillisec = true;
            m_link.apply(EngineEvent::announced(option));
        } else {
            m_link.apply(
                EngineEvent::withText(EngineEvent::Kind::Error,
                                      QStringLiteral("cannot read option line: %1").arg(error)));
        }
    } else if ((cmd == "uciok" && !m_ucci) || (cmd == "ucciok" && m_ucci)) {
        if (!m_link.isStarting()) return;
        m_link.apply(EngineEvent::protocolAnswered(m_usemillisec));
        if (m_ucci) {
            // UCCI: times in milliseconds when the engine offers it; and the variant option
            // Fairy-Stockfish needs to initialise its xiangqi tables.
            if (m_usemillisec &&
                m_link.dialect().ucciTimeUnit == XiangqiDialect::TimeUnit::Milliseconds) {
                m_link.apply(EngineEvent::withText(EngineEvent::Kind::OptionValueSent,
                                                   QStringLiteral("usemillisec"),
                                                   QStringLiteral("true")));
                m_link.send("setoption usemillisec true");
            }
            const QString variantOption = m_link.dialect().variantOption;
            if (!variantOption.isEmpty()) chooseOption(variantOption, QStringLiteral("xiangqi"));
        }
        m_link.apply(EngineEvent(EngineEvent::Kind::HandshakeDone));
    } else if (cmd == "registration") {
        if (tok.next() == "error") m_link.send("register later");
    } else if (cmd == "Unknown" || cmd == "No") {
        // Fairy-Stockfish: "Unknown command: ...", "No such option: ..."
        if (startsWith(line, "Unknown command") || startsWith(line, "No such option"))
            m_link.apply(EngineEvent::withText(EngineEvent::Kind::Error, toQString(line)));
    }
}

bool UciAdapter::askOptionsAgain() {
    m_link.send(m_ucci ? "ucci" : "uci");
    return true;
}

void UciAdapter::handleInfo(std::string_view fields) {
    const std::string_view first = LineTokenizer(fields).next();
    if (first == "string" || (m_ucci && first == "message")) {
        // Engines send one with every search (Stockfish names its network): a string is made
        // only for someone to read it.
        const bool kept = m_link.isSearching() && m_link.wantsEveryLine();
        if (!kept && !m_link.hasMessageListeners()) return;
        m_link.apply(
            EngineEvent::withText(EngineEvent::Kind::InfoString,
                                  toQString(LineTokenizer::trimmed(fields.substr(first.size())))));
        return;
    }
    if (!m_link.isSearching()) return;
    if (!m_link.wantsEveryLine()) {
        if (uci::infoHasScore(fields) && !isSecondaryPv(fields))
            m_link.apply(EngineEvent::scoreLine(fields));
        return;
    }
    const XiangqiDialect* dialect = m_link.moveDialect();
    if (isSecondaryPv(fields)) {
        MoveEvaluation extra;
        if (uci::parseInfo(fields, &extra, m_ucci, dialect)) {
            m_link.flipScoreIfNeeded(&extra.score);
            m_link.apply(EngineEvent::evaluated(extra, false, true));
        }
        return;
    }
    // The main line's fields add to what the search's earlier lines said; a line without a
    // score keeps the last one.
    MoveEvaluation eval = m_link.lastEvaluation();
    const EngineScore previous = eval.score;
    eval.score = EngineScore();
    const bool any = uci::parseInfo(fields, &eval, m_ucci, dialect);
    if (eval.score.isValid())
        m_link.flipScoreIfNeeded(&eval.score);
    else
        eval.score = previous;
    m_link.apply(EngineEvent::evaluated(eval, true, any));
}

void UciAdapter::parseStoredEvaluation(std::string_view line, MoveEvaluation* eval, bool withPv) {
    uci::parseInfo(line, eval, m_ucci, m_link.moveDialect(), withPv);
}

bool UciAdapter::sendPing() {
    m_link.send("isready");
    return true;
}

void UciAdapter::sendOption(const EngineOption& option, const QString& value) {
    QString line = m_ucci ? QStringLiteral("setoption ") : QStringLiteral("setoption name ");
    line += option.name;
    if (option.hasValue()) {
        line += m_ucci ? QStringLiteral(" ") : QStringLiteral(" value ");
        line += value;
    }
    m_link.send(line);
}

void UciAdapter::chooseOption(const QString& name, const QString& value) {
    m_link.apply(EngineEvent::withText(EngineEvent::Kind::OptionChosen, name, value));
}

void UciAdapter::newGame(const GameSetup& setup) {
    if (findOption(m_link.options(), QStringLiteral("UCI_Chess960")))
        chooseOption(QStringLiteral("UCI_Chess960"),
                     isChess960(setup) ? QStringLiteral("true") : QStringLiteral("false"));
    const QString variantOption = setup.usesXiangqiCoordinates() ? m_link.dialect().variantOption
                                                                 : QStringLiteral("UCI_Variant");
    if (!variantOption.isEmpty()) {
        const EngineOption* o = findOption(m_link.options(), variantOption);
        const QString wanted = uciVariantName(setup.variant);
        if (o && o->value != wanted) chooseOption(variantOption, wanted);
    }
    if (const EngineOption* o = findOption(m_link.options(), QStringLiteral("Ponder"))) {
        const QString wanted = setup.ponder ? QStringLiteral("true") : QStringLiteral("false");
        if (o->type == EngineOption::Type::Check && o->value != wanted)
            chooseOption(o->name, wanted);
    }
    if (findOption(m_link.options(), QStringLiteral("UCI_Opponent"))) {
        const QString opponent =
            QStringLiteral("none none %1 %2")
                .arg(setup.opponentIsHuman ? QStringLiteral("human") : QStringLiteral("computer"),
                     setup.opponentName);
        chooseOption(QStringLiteral("UCI_Opponent"), opponent.trimmed());
    }
    m_positionLine.clear(); // a new game starts a new position command
    m_sentMoves.clear();
    // The engine setting "debug" (and -debug all) switches a UCI engine to its debug mode at
    // every game, as cutechess-cli does (cutechess-cli 1.5.1 projects/lib/src/uciengine.cpp,
    // UciEngine::startGame).
    if (m_link.configuration().debug && !m_ucci) m_link.send("debug on");
    if (!m_ucci)
        m_link.send("ucinewgame");
    else if (const EngineOption* o = findOption(m_link.options(), QStringLiteral("newgame")))
        sendOption(*o, QString());
}

void UciAdapter::go(const EnginePosition& position, const SearchLimits& limits, bool ponder,
                    bool drawOffer) {
    // The command grows by a move or two per ply: when the previous command's moves are a
    // prefix of this position's, only the new moves are appended (converting every move of
    // the game again made this the manager's largest cost per ply).
    const qsizetype sent = qsizetype(m_sentMoves.size());
    bool extends = !m_positionLine.isEmpty() && position.startFen == m_sentFen &&
                   sent <= position.moves.size();
    // The game hands out copies of the same strings: equal data pointers mean equal moves. So
    // the two arrays of QStrings are compared as bytes first (a string's bytes are its shared
    // data's pointers and its size: the same bytes, the same string), each string only when
    // they differ.
    const QString* moves = position.moves.constData();
    const QString* sentMoves = m_sentMoves.data();
    if (extends && sent > 0 &&
        std::memcmp(static_cast<const void*>(moves), static_cast<const void*>(sentMoves),
                    size_t(sent) * sizeof(QString)) != 0) {
        for (qsizetype i = sent - 1; extends && i >= 0; --i)
            extends = moves[i].constData() == sentMoves[i].constData() || moves[i] == sentMoves[i];
    }
    if (!extends) {
        m_sentFen = position.startFen;
        m_sentMoves.clear();
        if (position.isStartPos()) {
            m_positionLine = "position startpos";
        } else {
            m_positionLine = "position fen ";
            m_positionLine +=
                (m_link.usesXiangqiCoordinates() ? m_link.dialect().fenToEngine(position.startFen)
                                                 : position.startFen)
                    .toUtf8();
        }
    }
    if (m_sentMoves.empty() && !position.moves.isEmpty()) m_positionLine += " moves";
    for (qsizetype i = qsizetype(m_sentMoves.size()); i < position.moves.size(); ++i) {
        const QString& move = position.moves[i];
        m_positionLine += ' ';
        appendUtf8(m_positionLine, m_link.moveToEngine(move));
        m_sentMoves.push_back(move);
    }
    m_link.send(std::string_view(m_positionLine.constData(), size_t(m_positionLine.size())));
    m_link.send(goLine(limits, ponder, drawOffer));
}

// The go command, built as bytes (it goes out once per ply; short ones fit std::string's
// inline buffer).
std::string UciAdapter::goLine(const SearchLimits& limits, bool ponder, bool drawOffer) const {
    std::string line = "go";
    if (ponder)
        line += " ponder";
    else if (m_ucci && drawOffer)
        line += " draw"; // UCCI: "ponder" and "draw" cannot be combined
    if (limits.infinite) return line + " infinite";
    auto add = [&line](const char* key, qint64 value) {
        line += key;
        line += std::to_string(value);
    };
    if (m_ucci) {
        // UCCI takes exactly one mode right after go/ponder/draw (ElephantEye's parser).
        if (limits.ownTimeMs >= 0) return line + ucciClock(limits);
        if (limits.moveTimeMs > 0)
            return line + " time " + ucciTime(limits.moveTimeMs) + " movestogo 1";
        if (limits.depth > 0)
            add(" depth ", limits.depth);
        else if (limits.nodes > 0)
            add(" nodes ", limits.nodes);
        else
            line += " infinite";
        return line;
    }
    if (limits.ownTimeMs >= 0) line += uciClock(limits);
    if (limits.moveTimeMs > 0) add(" movetime ", limits.moveTimeMs);
    if (limits.depth > 0) add(" depth ", limits.depth);
    if (limits.nodes > 0) add(" nodes ", limits.nodes);
    return line;
}

std::string UciAdapter::uciClock(const SearchLimits& limits) const {
    const bool white = m_link.whiteToMove();
    const qint64 opp = limits.oppTimeMs >= 0 ? limits.oppTimeMs : limits.ownTimeMs;
    const qint64 wtime = white ? limits.ownTimeMs : opp;
    const qint64 btime = white ? opp : limits.ownTimeMs;
    const qint64 winc = white ? limits.ownIncMs : limits.oppIncMs;
    const qint64 binc = white ? limits.oppIncMs : limits.ownIncMs;
    std::string s = " wtime " + std::to_string(wtime) + " btime " + std::to_string(btime);
    if (winc > 0 || binc > 0)
        s += " winc " + std::to_string(winc) + " binc " + std::to_string(binc);
    if (limits.movesToGo > 0) s += " movestogo " + std::to_string(limits.movesToGo);
    return s;
}

std::string UciAdapter::ucciTime(qint64 ms) const {
    if (m_link.dialect().ucciTimeUnit == XiangqiDialect::TimeUnit::Seconds)
        return std::to_string(ms / 1000);
    return std::to_string(ms);
}

std::string UciAdapter::ucciClock(const SearchLimits& limits) const {
    std::string s = " time " + ucciTime(limits.ownTimeMs);
    if (limits.movesToGo > 0)
        s += " movestogo " + std::to_string(limits.movesToGo);
    else
        s += " increment " + ucciTime(limits.ownIncMs);
    if (limits.oppTimeMs >= 0) {
        s += " opptime " + ucciTime(limits.oppTimeMs);
        if (limits.movesToGo > 0)
            s += " oppmovestogo " + std::to_string(limits.movesToGo);
        else
            s += " oppincrement " + ucciTime(limits.oppIncMs);
    }
    return s;
}

void UciAdapter::ponderHit(bool drawOffer) {
    m_link.send(m_ucci && drawOffer ? "ponderhit draw" : "ponderhit");
}

void UciAdapter::stop() {
    m_link.send("stop");
}

void UciAdapter::quit() {
    m_link.send("quit");
}

} // namespace arbiter
