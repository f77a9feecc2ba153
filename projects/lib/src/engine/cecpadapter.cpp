#include "engine/cecpadapter.h"

#include "engine/cecpparser.h"
#include "engine/engineevent.h"
#include "engine/linetokenizer.h"

namespace arbiter {

using detail::LineTokenizer;
using detail::parseInteger;
using detail::startsWith;
using detail::toQString;

namespace {

// cutechess waits 8 s for "feature done=1" before assuming protocol 1.
constexpr int kProtocol1TimeoutMs = 8000;
// GNU Chess 6.2.7 has a race at startup: its adapter thread waits for the lock of stdin, which
// its input thread holds while blocked reading stdin, and only gets it in the moment between two
// lines (seen with strace). Until then nothing is processed, so "xboard" and "protover 2" stay
// unanswered until more input arrives; each line that arrives is one chance for the adapter,
// and on a loaded machine most are missed. Until the first "feature" line, "xboard" is repeated
// every tenth of a second: silent and harmless in both protocols, and short, because GNU Chess
// queues every line of its start and processes them all at once, with a buffer of 4 KiB for its
// input and one for its answers: repeating "protover 2" (each answered by a dozen feature lines,
// each of which we answer) overflowed them after a few seconds and it aborted. On a loaded
// machine it can still miss every chance for longer than the protocol-1 wait: tscale lengthens
// that (docs/engines.md).
constexpr int kNudgeMs = 100;

QString variantToEngine(const GameSetup& setup) {
    if (setup.variant == QLatin1String("fischerandom") ||
        setup.variant == QLatin1String("chess960") || setup.chess960)
        return QStringLiteral("fischerandom");
    if (setup.variant == QLatin1String("standard") || setup.variant == QLatin1String("chess"))
        return QString();
    return setup.variant;
}

QString variantFromEngine(const QString& name) {
    if (name == QLatin1String("normal")) return QStringLiteral("standard");
    return name;
}

QString seconds(qint64 ms) {
    return ms % 1000 == 0 ? QString::number(ms / 1000) : QString::number(ms / 1000.0, 'f', 3);
}

} // namespace

CecpAdapter::CecpAdapter(EngineLink& link) : ProtocolAdapter(link) {
    m_protocol1Timer.setSingleShot(true);
    m_nudgeTimer.setSingleShot(false);
    QObject::connect(&m_protocol1Timer, &QTimer::timeout, &m_protocol1Timer,
                     [this] { finishFeatures(); });
    QObject::connect(&m_nudgeTimer, &QTimer::timeout, &m_nudgeTimer, [this] {
        if (m_sawFeature || m_featuresDone)
            m_nudgeTimer.stop();
        else
            m_link.send("xboard");
    });
}

void CecpAdapter::startHandshake() {
    m_link.send("xboard");
    m_link.send("protover 2");
    m_protocol1Timer.start(m_link.scaledTimeout(kProtocol1TimeoutMs));
    m_nudgeTimer.start(kNudgeMs); // a pace, not a time limit: tscale does not slow it
}

void CecpAdapter::handleLine(std::string_view line) {
    LineTokenizer tok(line);
    const std::string_view first = tok.next();
    if (first.empty()) return;
    if (first == "feature") {
        m_sawFeature = true;
        handleFeatures(tok.rest());
        return;
    }
    if (first == "pong") {
        int n = 0;
        if (parseInteger(tok.next(), n) && n == m_lastPongWanted && n > 0) {
            m_lastPongWanted = 0; // GNU Chess answers each ping twice
            m_link.apply(EngineEvent(EngineEvent::Kind::PingAnswered));
        }
        return;
    }
    const std::string_view move = cecp::parseMoveLine(line);
    if (!move.empty()) {
        // GNU Chess announces each move twice ("1. ... e7e5", then "My move is : e7e5"), and the
        // second line may arrive after the next search started: drop the repeat.
        const int form = first == "move" ? 0 : (first == "My" || first == "my") ? 2 : 1;
        if (form != 0 && !m_repeatToIgnore.isEmpty() && form != m_repeatForm &&
            toQString(move) == m_repeatToIgnore) {
            m_repeatToIgnore.clear();
            return;
        }
        if (handleMove(move) && form != 0) {
            m_repeatToIgnore = toQString(move);
            m_repeatForm = form;
        }
        return;
    }
    QString result, comment;
    if (cecp::parseResultClaim(line, &result, &comment)) {
        if (m_link.isSearching() && result == QLatin1String("1/2-1/2"))
            m_pendingFlags |= MoveFlag::ClaimsResult;
        m_link.apply(EngineEvent::withText(EngineEvent::Kind::ResultClaimed, result, comment));
        return;
    }
    if (first.front() >= '0' && first.front() <= '9') {
        if (!m_link.isSearching()) return;
        if (!m_link.wantsEveryLine()) {
            m_link.apply(EngineEvent::scoreLine(line));
            return;
        }
        MoveEvaluation eval;
        if (cecp::parseThinking(line, &eval, m_link.moveDialect())) {
            m_link.flipScoreIfNeeded(&eval.score);
            m_link.apply(EngineEvent::evaluated(eval, true, true));
        }
        return;
    }
    if (first == "offer" && tok.next() == "draw") {
        if (m_link.isSearching()) m_pendingFlags |= MoveFlag::OffersDraw;
        m_link.apply(EngineEvent(EngineEvent::Kind::DrawOffered));
    } else if (first == "resign") {
        m_link.apply(EngineEvent(EngineEvent::Kind::Resigned));
    } else if (first == "Illegal" || first == "Invalid") {
        if (tok.next() == "move") handleIllegalMove(line);
    } else if (first == "Error" || startsWith(first, "Error")) {
        m_link.apply(EngineEvent::withText(EngineEvent::Kind::Error, toQString(line)));
    } else if (startsWith(first, "tell") || first == "askuser") {
        m_link.apply(EngineEvent::withText(EngineEvent::Kind::Message, toQString(tok.rest())));
    }
    // Anything else ("#" comments, "hint:", banners, boards) is not part of the protocol.
}

void CecpAdapter::handleFeatures(std::string_view fields) {
    std::vector<cecp::Feature> features;
    QString error;
    if (!cecp::parseFeatures(fields, &features, &error))
        m_link.apply(EngineEvent::withText(
            EngineEvent::Kind::Error, QStringLiteral("cannot read feature line: %1").arg(error)));
    bool done = false;
    for (const cecp::Feature& f : features) {
        const std::string_view name = f.first;
        const std::string_view value = f.second;
        const bool on = value == "1";
        bool accept = true;
        if (name == "ping") {
            m_ping = on;
        } else if (name == "setboard") {
            m_setboard = on;
        } else if (name == "usermove") {
            m_usermove = on;
        } else if (name == "time") {
            m_time = on;
        } else if (name == "name") {
            m_sendName = on;
        } else if (name == "nps") {
            m_nps = on;
        } else if (name == "myname") {
            m_link.apply(EngineEvent::withText(EngineEvent::Kind::IdName, toQString(value)));
        } else if (name == "variants") {
            QStringList variants;
            for (const QString& v : toQString(value).split(QLatin1Char(','), Qt::SkipEmptyParts))
                variants.append(variantFromEngine(v.trimmed()));
            m_link.apply(EngineEvent::variants(variants));
        } else if (name == "memory" || name == "smp") {
            if (on) {
                EngineOption o;
                o.name = name == "memory" ? QStringLiteral("memory") : QStringLiteral("cores");
                o.type = EngineOption::Type::Spin;
                o.min = 1;
                o.max = name == "memory" ? (qint64(1) << 20) : 1024;
                o.defaultValue = name == "memory" ? QStringLiteral("16") : QStringLiteral("1");
                o.value = o.defaultValue;
                o.cecpKind = name == "memory" ? EngineOption::CecpKind::Memory
                                              : EngineOption::CecpKind::Cores;
                m_link.apply(EngineEvent::announced(o));
            }
        } else if (name == "egt") {
            for (const QString& type :
                 toQString(value).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                EngineOption o;
                o.name = QStringLiteral("egtpath %1").arg(type.trimmed());
                o.type = EngineOption::Type::Path;
                o.cecpKind = EngineOption::CecpKind::EgtPath;
                o.egtType = type.trimmed();
                m_link.apply(EngineEvent::announced(o));
            }
        } else if (name == "option") {
            EngineOption o;
            QString problem;
            if (cecp::parseOptionFeature(value, &o, &problem)) {
                m_link.apply(EngineEvent::announced(o));
            } else {
                accept = false;
                m_link.apply(EngineEvent::withText(EngineEvent::Kind::Error, problem));
            }
        } else if (name == "done") {
            if (on) {
                done = true;
            } else {
                m_protocol1Timer.stop(); // done=0: the engine needs more time; wait for done=1
            }
        } else if (name == "reuse") {
            EngineEvent reuse(EngineEvent::Kind::ReuseAnnounced);
            reuse.flag = !on; // refused: restart=auto then restarts it between games
            m_link.apply(reuse);
        } else if (name == "colors" || name == "sigint" || name == "sigterm" || name == "draw" ||
                   name == "debug") {
            // Compatible with how Arbiter works already: no signals sent, no colour commands,
            // draw offers sent with "draw".
        } else {
            // san, analyze, pause, playother, ics, highlight, exclude, setscore, ...: not used.
            accept = false;
        }
        m_link.send((accept ? QStringLiteral("accepted ") : QStringLiteral("rejected ")) +
                    toQString(name));
    }
    if (done) finishFeatures();
}

void CecpAdapter::finishFeatures() {
    if (m_featuresDone || !m_link.isStarting()) return;
    m_featuresDone = true;
    m_protocol1Timer.stop();
    m_nudgeTimer.stop();
    m_link.apply(EngineEvent::protocolAnswered(false));
    m_link.apply(EngineEvent(EngineEvent::Kind::HandshakeDone));
}

bool CecpAdapter::sendPing() {
    if (!m_ping) return false;
    m_lastPongWanted = ++m_pingCounter;
    m_link.send(QStringLiteral("ping %1").arg(m_lastPongWanted));
    return true;
}

void CecpAdapter::sendOption(const EngineOption& option, const QString& value) {
    switch (option.cecpKind) {
    case EngineOption::CecpKind::Memory: m_link.send(QStringLiteral("memory ") + value); return;
    case EngineOption::CecpKind::Cores: m_link.send(QStringLiteral("cores ") + value); return;
    case EngineOption::CecpKind::EgtPath:
        m_link.send(QStringLiteral("egtpath %1 %2").arg(option.egtType, value));
        return;
    case EngineOption::CecpKind::Option: break;
    }
    if (option.hasValue()) {
        QString v = value;
        if (option.type == EngineOption::Type::Check)
            v = value == QLatin1String("true") ? QStringLiteral("1") : QStringLiteral("0");
        m_link.send(QStringLiteral("option %1=%2").arg(option.name, v));
    } else {
        m_link.send(QStringLiteral("option ") + option.name);
    }
}

void CecpAdapter::newGame(const GameSetup& setup) {
    m_setup = setup;
    m_setupCommands.clear();
    m_setupCommands << QStringLiteral("new");
    const QString variant = variantToEngine(setup);
    if (!variant.isEmpty()) m_setupCommands << QStringLiteral("variant ") + variant;
    const EngineTimeControl& tc = setup.timeControl;
    if (tc.hasClock()) {
        const qint64 baseSec = tc.baseMs / 1000;
        const QString base = baseSec % 60 == 0 ? QString::number(baseSec / 60)
                                               : QStringLiteral("%1:%2")
                                                     .arg(baseSec / 60)
                                                     .arg(baseSec % 60, 2, 10, QLatin1Char('0'));
        m_setupCommands << QStringLiteral("level %1 %2 %3")
                               .arg(tc.movesPerPeriod)
                               .arg(base, seconds(tc.incrementMs));
    }
    if (tc.moveTimeMs > 0)
        m_setupCommands << QStringLiteral("st %1").arg(
            qMax<qint64>(1, (tc.moveTimeMs + 999) / 1000));
    if (tc.depth > 0) m_setupCommands << QStringLiteral("sd %1").arg(tc.depth);
    if (tc.nodes > 0 && m_nps) m_setupCommands << QStringLiteral("nps %1").arg(tc.nodes);
    m_setupCommands << QStringLiteral("post")
                    << (setup.ponder ? QStringLiteral("hard") : QStringLiteral("easy"));
    if (!setup.opponentIsHuman) m_setupCommands << QStringLiteral("computer");
    if (m_sendName && !setup.opponentName.isEmpty())
        m_setupCommands << QStringLiteral("name ") + setup.opponentName;
    m_setupCommands << QStringLiteral("force");
    for (const QString& command : m_setupCommands) m_link.send(command);
    m_haveBoard = true;
    m_boardStart.clear();
    m_boardMoves.clear();
    m_engineMoveIndex = -1;
    m_pendingFlags = MoveFlags();
}

void CecpAdapter::setupBoard(const EnginePosition& position) {
    const QString start = position.isStartPos() ? QString() : position.startFen;
    bool continues =
        m_haveBoard && start == m_boardStart && position.moves.size() >= m_boardMoves.size();
    for (int i = 0; continues && i < m_boardMoves.size(); ++i)
        continues = position.moves[i] == m_boardMoves[i] || i == m_engineMoveIndex;
    // The engine's move stands at its place whatever the notation ("O-O" for e1g1).
    if (continues && m_engineMoveIndex >= 0)
        m_boardMoves[m_engineMoveIndex] = position.moves[m_engineMoveIndex];
    m_engineMoveIndex = -1;
    if (!continues) {
        // The engine's board cannot be extended: start over from the game setup.
        const bool fresh = m_haveBoard && m_boardMoves.isEmpty() && m_boardStart.isEmpty();
        if (!fresh) {
            for (const QString& command : m_setupCommands) m_link.send(command);
        }
        m_link.send("force");
        if (!start.isEmpty()) {
            const QString fen =
                m_link.usesXiangqiCoordinates() ? m_link.dialect().fenToEngine(start) : start;
            if (m_setboard)
                m_link.send(QStringLiteral("setboard ") + fen);
            else
                sendEditSequence(fen); // edit mode takes the dialect's piece letters too
        }
        m_haveBoard = true;
        m_boardStart = start;
        m_boardMoves.clear();
    } else {
        m_link.send("force");
    }
    for (int i = m_boardMoves.size(); i < position.moves.size(); ++i) {
        sendMove(position.moves[i]);
        m_boardMoves.append(position.moves[i]);
    }
}

void CecpAdapter::sendMove(const QString& internalMove) {
    const QString move = m_link.moveToEngine(internalMove);
    m_lastMoveSent = internalMove;
    m_link.send(m_usermove ? QStringLiteral("usermove ") + move : move);
}

void CecpAdapter::sendEditSequence(const QString& fen) {
    // Protocol 1 "edit" mode: clear the board, list white then black pieces, leave with ".".
    const QStringList fields = fen.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QStringList ranks = fields.value(0).split(QLatin1Char('/'));
    const int height = ranks.size();
    // Edit mode keeps the side to move. For black to move XBoard (backend.c SendBoard, 4.9.1)
    // first plays "a2a3" when the position has a white pawn on a2, else sends "black" and
    // "force" ("black" also makes the engine play White, which force undoes): the same here.
    // (Without it MaxQi took every black-to-move opening as Red to move and answered with
    // illegal moves; docs/engines.md.)
    if (fields.value(1) == QLatin1String("b")) {
        if (height >= 2 && ranks[height - 2].startsWith(QLatin1Char('P'))) {
            m_link.send("a2a3");
        } else {
            m_link.send("black");
            m_link.send("force");
        }
    }
    const int rankOffset = m_link.usesXiangqiCoordinates() ? 0 : 1;
    QStringList white, black;
    for (int r = 0; r < height; ++r) {
        int file = 0;
        const QString& row = ranks[r];
        for (int i = 0; i < row.size(); ++i) {
            const QChar c = row[i];
            if (c.isDigit()) {
                int n = c.digitValue();
                while (i + 1 < row.size() && row[i + 1].isDigit())
                    n = n * 10 + row[++i].digitValue();
                file += n;
                continue;
            }
            const QString square = QString(QChar(QLatin1Char('a').unicode() + file)) +
                                   QString::number(height - 1 - r + rankOffset);
            (c.isUpper() ? white : black) << QString(c.toUpper()) + square;
            ++file;
        }
    }
    m_link.send("edit");
    m_link.send("#");
    for (const QString& p : white) m_link.send(p);
    m_link.send("c");
    for (const QString& p : black) m_link.send(p);
    m_link.send(".");
}

void CecpAdapter::go(const EnginePosition& position, const SearchLimits& limits, bool ponder,
                     bool) {
    if (ponder) return; // CECP engines ponder by themselves ("hard")
    setupBoard(position);
    if (limits.moveTimeMs > 0)
        m_link.send(QStringLiteral("st %1").arg(qMax<qint64>(1, (limits.moveTimeMs + 999) / 1000)));
    if (limits.depth > 0) m_link.send(QStringLiteral("sd %1").arg(limits.depth));
    if (limits.nodes > 0 && m_nps) {
        m_link.send(QStringLiteral("nps %1").arg(limits.nodes));
        m_link.send("st 1");
    }
    if (m_time && limits.ownTimeMs >= 0) {
        m_link.send(QStringLiteral("time %1").arg(qMax<qint64>(0, limits.ownTimeMs / 10)));
        const qint64 opp = limits.oppTimeMs >= 0 ? limits.oppTimeMs : limits.ownTimeMs;
        m_link.send(QStringLiteral("otim %1").arg(qMax<qint64>(0, opp / 10)));
    }
    m_pendingFlags = MoveFlags();
    m_link.send("go");
}

bool CecpAdapter::handleMove(std::string_view move) {
    if (!m_link.awaitsMove()) return false;
    const QString internal = m_link.moveFromEngine(move);
    const MoveFlags flags = m_pendingFlags;
    m_pendingFlags = MoveFlags();
    if (!m_link.apply(EngineEvent::searchEnded(internal, QString(), flags))) return false;
    m_engineMoveIndex = int(m_boardMoves.size());
    m_boardMoves.append(internal);
    return true;
}

void CecpAdapter::handleIllegalMove(std::string_view line) {
    // "Illegal move: e2e5", "Illegal move (reason): e2e5", GNU Chess "Invalid move: e2e5".
    QString reason;
    const size_t open = line.find('(');
    const size_t colon = line.find(':');
    if (open != std::string_view::npos && (colon == std::string_view::npos || open < colon)) {
        const size_t close = line.find(')', open);
        if (close != std::string_view::npos)
            reason = toQString(line.substr(open + 1, close - open - 1));
    }
    const std::string_view moveText = colon == std::string_view::npos
                                          ? std::string_view()
                                          : LineTokenizer(line.substr(colon + 1)).next();
    const QString move = m_link.moveFromEngine(moveText);
    if (!move.isEmpty() && (move == m_lastMoveSent || m_boardMoves.contains(move))) {
        m_haveBoard = false; // the engine's board no longer matches ours
        m_link.apply(EngineEvent::withText(EngineEvent::Kind::IllegalMove, move, reason));
    } else {
        m_link.apply(EngineEvent::withText(EngineEvent::Kind::Error, toQString(line)));
    }
}

void CecpAdapter::stop() {
    m_link.send("?");
}

void CecpAdapter::abandonSearch() {
    stop();
    m_haveBoard = false; // the engine plays the move it was forced to make on its own board
}

bool CecpAdapter::sendDrawOffer() {
    m_link.send("draw");
    return true;
}

void CecpAdapter::endGame(const QString& result, const QString& comment) {
    m_link.send(QStringLiteral("result %1 {%2}").arg(result, comment));
    m_haveBoard = false;
}

void CecpAdapter::quit() {
    m_link.send("quit");
}

void CecpAdapter::parseStoredEvaluation(std::string_view line, MoveEvaluation* eval, bool withPv) {
    cecp::parseThinking(line, eval, m_link.moveDialect(), withPv);
}

} // namespace arbiter
