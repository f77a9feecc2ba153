#include "engine/engine.h"

#include "engine/cecpadapter.h"
#include "engine/linescanners.h"
#include "engine/linetokenizer.h"
#include "engine/uciadapter.h"

#include <QFileInfo>
#include <QMetaMethod>
#include <algorithm>
#include <cstring>

namespace arbiter {

using detail::hasBound;
using detail::isScoringInfoLine;
using detail::isUnreadable;
using detail::toQString;

namespace {

int nextEngineId() {
    static int next = 0;
    return next++;
}

// "signal 11, SIGSEGV": the number and its name, as the user looks them up.
QString signalText(int signal) {
    QString text = QStringLiteral("signal %1").arg(signal);
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 32)
    if (const char* abbrev = ::sigabbrev_np(signal))
        text += QStringLiteral(", SIG") + QString::fromLatin1(abbrev);
#endif
    return text;
}

} // namespace

Engine::Engine(const EngineConfiguration& config, QObject* parent)
    : QObject(parent), m_config(config), m_id(nextEngineId()) {
    qRegisterMetaType<arbiter::MoveFlags>();
    qRegisterMetaType<arbiter::MoveEvaluation>();
    qRegisterMetaType<arbiter::EngineTraffic>();
    for (QTimer* t : {&m_handshakeTimer, &m_pingTimer, &m_deadlineTimer}) t->setSingleShot(true);
    // The deadline is an engine's flag: Qt's default coarse timer may fire up to 5% of the
    // interval early (15 ms of 300, 3 s of a minute), a time loss before the time ran out.
    m_deadlineTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_handshakeTimer, &QTimer::timeout, this, [this] {
        fail(QStringLiteral("no answer to the %1 handshake within %2 ms")
                 .arg(protocolName(m_config.protocol))
                 .arg(scaledTimeout(m_handshakeTimeoutMs)));
    });
    connect(&m_pingTimer, &QTimer::timeout, this, [this] {
        m_pingTimerRunning = false;
        if (m_pingsOutstanding == 0 && !owesStopAnswer()) return;
        stall();
    });
    connect(&m_deadlineTimer, &QTimer::timeout, this, &Engine::onDeadlineTimer);

    m_process.setLineHandler([this](std::string_view line) { onLine(line); });
    connect(&m_process, &EngineProcess::started, this, [this] {
        if (m_state == State::Starting) m_adapter->startHandshake();
    });
    connect(&m_process, &EngineProcess::failedToStart, this, [this](const QString& reason) {
        fail(QStringLiteral("cannot start '%1': %2").arg(m_config.command, reason));
    });
    connect(&m_process, &EngineProcess::exited, this, &Engine::onProcessExited);
    // An engine that closed its output but runs on can never answer: a disconnection, as
    // cutechess treats the end of an engine's output (docs/reliability.md).
    connect(&m_process, &EngineProcess::outputClosed, this, [this] {
        if (m_state == State::Quitting || m_state == State::Finished ||
            m_state == State::NotStarted)
            return;
        fail(QStringLiteral("engine closed its standard output%1")
                 .arg(m_state == State::Starting ? QStringLiteral(" during the handshake")
                                                 : QString()));
    });
    connect(&m_process, &EngineProcess::lineTooLong, this, [this](qint64 bytes) {
        emit errorReported(
            QStringLiteral("engine wrote a line of %1 bytes; it was dropped").arg(bytes));
    });

    if (m_config.protocol == EngineProtocol::Xboard)
        m_adapter = std::make_unique<CecpAdapter>(m_link);
    else
        m_adapter = std::make_unique<UciAdapter>(m_link, m_config.protocol == EngineProtocol::Ucci);
    m_dialect = XiangqiDialect::detect(m_config.name, m_config.protocol, false);
    m_config.dialect.applyTo(&m_dialect);
}

Engine::~Engine() = default;

int Engine::scaledTimeout(int ms) const {
    return int(qBound(1.0, ms * m_config.timeoutScale, 24.0 * 3600 * 1000));
}

bool Engine::supportsVariant(const QString& variant) const {
    return m_variants.contains(variant);
}

void Engine::start() {
    if (m_state != State::NotStarted) return;
    m_state = State::Starting;
    m_handshakeTimer.start(scaledTimeout(m_handshakeTimeoutMs));
    // The program as the tournament runner found it (PATH or /usr/games); a missing one is
    // reported by the process under the name given.
    const QString program = findEngineProgram(m_config);
    m_process.start(program.isEmpty() ? m_config.command : program, m_config.arguments,
                    m_config.workingDirectory, m_config.stderrFile);
}

void Engine::fail(const QString& reason) {
    const bool wasStarting = m_state == State::Starting;
    m_handshakeTimer.stop();
    stopPingTimer();
    m_deadlineTimer.stop();
    clearDeadline();
    m_state = State::Finished;
    m_process.kill();
    if (wasStarting)
        emit startFailed(reason);
    else
        emit crashed(reason);
}

void Engine::onProcessExited(int exitCode, bool crashedBySignal) {
    m_handshakeTimer.stop();
    stopPingTimer();
    m_deadlineTimer.stop();
    clearDeadline();
    const State previous = m_state;
    m_state = State::Finished;
    // QProcess gives the signal's number as the exit code of a crash.
    const QString how =
        crashedBySignal ? QStringLiteral("engine process crashed (%1)").arg(signalText(exitCode))
                        : QStringLiteral("engine process exited with code %1").arg(exitCode);
    switch (previous) {
    case State::Starting: emit startFailed(how + QStringLiteral(" during the handshake")); break;
    case State::Quitting:
    case State::Finished:
    case State::NotStarted: break;
    case State::Thinking:
    case State::Pondering: emit crashed(how + QStringLiteral(" while thinking")); break;
    case State::Idle: emit crashed(how); break;
    }
    emit exited();
}

void Engine::send(std::string_view line) {
    if (m_config.debug || hasTrafficListeners()) {
        emit traffic(EngineTraffic{engineLogClockMs(), EngineTraffic::Direction::ToEngine, name(),
                                   m_id, toQString(line)});
    }
    m_process.writeLine(line);
    if (m_batchDepth == 0) m_process.flush();
}

void Engine::send(const QString& line) {
    m_link.EngineLink::send(line);
}

void Engine::onLine(std::string_view line) {
    WriteBatch batch(*this);
    const bool unreadable = isUnreadable(line);
    // An empty line is no traffic: cutechess-cli's -debug leaves them out (Stockfish sends one
    // after "id author").
    if (!line.empty() && (m_config.debug || hasTrafficListeners())) {
        emit traffic(
            EngineTraffic{engineLogClockMs(), EngineTraffic::Direction::FromEngine, name(), m_id,
                          unreadable ? QStringLiteral("<%1 bytes of binary data>").arg(line.size())
                                     : toQString(line)});
    }
    if (unreadable) {
        if (!m_garbageReported) {
            m_garbageReported = true;
            emit errorReported(QStringLiteral("engine wrote unreadable output (binary data)"));
        }
        // A move command with garbage in it still ends the search: the move cannot be read.
        if (m_state == State::Thinking &&
            (detail::startsWith(line, "bestmove") || detail::startsWith(line, "move ")))
            finishSearch(QString(), QString(), MoveFlag::Unreadable | MoveFlag::NoMove);
        return;
    }
    if (!m_capture.watchedLines.isEmpty() && isSearching()) {
        const QString text = toQString(line);
        for (qsizetype i = 0; i < m_capture.watchedLines.size(); ++i)
            if (m_capture.watchedLines[i].match(text).hasMatch()) m_watchedMatches[i] = text;
    }
    if (m_capture.keepScoreLines && m_state == State::Thinking && isScoringInfoLine(line))
        m_scoreLines.append(line);
    m_adapter->handleLine(line);
}

QString Engine::name() const {
    if (!m_config.name.isEmpty()) return m_config.name;
    if (!m_idName.isEmpty()) return m_idName;
    return QFileInfo(m_config.command).fileName();
}

void Engine::setEvaluationCapture(const EvaluationCapture& capture) {
    m_capture = capture;
    m_watchedMatches = QStringList(capture.watchedLines.size(), QString());
}

void Engine::detectDialect(bool usemillisec) {
    m_dialect = XiangqiDialect::detect(m_idName.isEmpty() ? m_config.name : m_idName,
                                       m_config.protocol, usemillisec);
    m_config.dialect.applyTo(&m_dialect);
}

void Engine::handshakeDone() {
    readVariants();
    if (m_optionsReannounced) return finishHandshake(); // the answer to askOptionsAgain()
    for (const QString& init : m_config.initStrings)
        for (const QString& line : init.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) send(line);
    applyConfiguredOptions();
    // Fairy-Stockfish adds the variants of its VariantPath file to UCI_Variant only when asked
    // for its options again after the setting (it prints nothing on setoption): ask, and read
    // the variant list from the second answer.
    const bool changesVariants =
        std::any_of(m_config.options.begin(), m_config.options.end(), [](const EngineOption& o) {
            return o.name.compare(QLatin1String("VariantPath"), Qt::CaseInsensitive) == 0;
        });
    if (changesVariants && m_adapter->askOptionsAgain()) {
        m_optionsReannounced = true;
        return;
    }
    finishHandshake();
}

void Engine::finishHandshake() {
    if (m_adapter->sendPing()) {
        m_handshakeSyncPending = true;
        return;
    }
    m_handshakeTimer.stop();
    m_state = State::Idle;
    emit ready();
}

void Engine::readVariants() {
    if (m_config.protocol != EngineProtocol::Xboard) {
        m_variants.clear();
        if (m_config.protocol == EngineProtocol::Ucci)
            m_variants << QStringLiteral("xiangqi");
        else
            m_variants << QStringLiteral("standard");
        if (findOption(m_options, QStringLiteral("UCI_Chess960")))
            m_variants << QStringLiteral("fischerandom");
        if (const EngineOption* v = findOption(m_options, QStringLiteral("UCI_Variant"))) {
            for (const QString& choice : v->choices) {
                const QString name =
                    choice == QLatin1String("chess") ? QStringLiteral("standard") : choice;
                if (!m_variants.contains(name)) m_variants << name;
            }
        }
    } else if (m_variants.isEmpty()) {
        m_variants << QStringLiteral("standard");
    }
}

void Engine::applyConfiguredOptions() {
    for (const EngineOption& wanted : m_config.options) {
        EngineOption* option = findOption(m_options, wanted.name);
        if (!option) {
            emit errorReported(QStringLiteral("engine has no option '%1'; the setting is ignored")
                                   .arg(wanted.name));
            continue;
        }
        if (!option->hasValue()) continue; // buttons are pressed on request, not at every start
        QString normalized;
        const QString problem = option->validate(wanted.value, &normalized);
        if (!problem.isEmpty()) {
            emit errorReported(problem);
            continue;
        }
        option->value = normalized;
        m_adapter->sendOption(*option, normalized);
    }
}

void Engine::answerReceived() {
    if (m_handshakeSyncPending && m_state == State::Starting) {
        m_handshakeSyncPending = false;
        m_handshakeTimer.stop();
        m_state = State::Idle;
        emit ready();
        return;
    }
    if (m_pingsOutstanding > 0) {
        m_pingsOutstanding = 0;
        // CECP answers commands in order: a search stopped before the ping that has not moved
        // by now never will (the protocol lets engines ignore "?"), so nothing is owed.
        if (m_adapter->pongEndsStoppedSearches()) m_discardBestMoves = 0;
        if (!owesStopAnswer()) stopPingTimer(); // else the timer waits for the move too
        emit pingAnswered();
        emitIfSettled();
    }
}

bool Engine::owesStopAnswer() const {
    return m_discardBestMoves > 0 || (m_state == State::Thinking && m_stopSent);
}

bool Engine::isSettled() const {
    // Not started, or still in its handshake (a game that ended before its first move): it owes
    // nothing from a game, and the handshake ends by itself (ready, or failed at its timeout).
    if (m_state == State::NotStarted || m_state == State::Starting) return true;
    return m_state == State::Idle && m_pingsOutstanding == 0 && !owesStopAnswer();
}

bool Engine::restartsBetweenGames() const {
    using R = EngineConfiguration::RestartMode;
    return m_config.restart == R::On || (m_config.restart == R::Auto && m_reuseRefused);
}

void Engine::emitIfSettled() {
    if (!m_settledPending || !isSettled()) return;
    m_settledPending = false;
    stopPingTimer();
    emit settled();
}

void Engine::stall() {
    // An engine that answers neither a ping nor a stop in time is of no further use: it is
    // killed (so a hung process cannot outlive the tournament) and reported once.
    m_pingsOutstanding = 0;
    m_discardBestMoves = 0;
    m_handshakeTimer.stop();
    stopPingTimer();
    m_deadlineTimer.stop();
    clearDeadline();
    m_state = State::Finished;
    m_stalled = true;
    m_process.kill();
    emit stalled();
}

QString Engine::setOption(const QString& optionName, const QString& value) {
    WriteBatch batch(*this);
    if (m_state == State::NotStarted) {
        m_config.setOptionValue(optionName, value);
        return QString();
    }
    EngineOption* option = findOption(m_options, optionName);
    if (!option) return QStringLiteral("engine '%1' has no option '%2'").arg(name(), optionName);
    if (m_state != State::Idle)
        return QStringLiteral("option '%1' can only be set while the engine is idle")
            .arg(optionName);
    QString normalized;
    const QString problem = option->validate(value, &normalized);
    if (!problem.isEmpty()) return problem;
    option->value = normalized;
    m_adapter->sendOption(*option, normalized);
    return QString();
}

void Engine::newGame(const GameSetup& setup) {
    WriteBatch batch(*this);
    if (isSearching()) abandonSearch();
    if (m_state != State::Idle) return;
    m_setup = setup;
    m_xiangqi = setup.usesXiangqiCoordinates();
    m_drawOfferPending = false;
    m_heldPonderMove = HeldMove();
    m_newGamePing = true;
    m_adapter->newGame(setup);
}

void Engine::go(const EnginePosition& position, const SearchLimits& limits) {
    WriteBatch batch(*this);
    if (m_state == State::Pondering) abandonSearch();
    if (m_state != State::Idle) return;
    startSearch(position, limits, false);
}

void Engine::ponder(const EnginePosition& position, const SearchLimits& limits) {
    WriteBatch batch(*this);
    if (m_state != State::Idle || m_config.protocol == EngineProtocol::Xboard)
        return; // CECP engines ponder on their own ("hard")
    startSearch(position, limits, true);
}

void Engine::startSearch(const EnginePosition& position, const SearchLimits& limits,
                         bool ponderSearch) {
    m_eval.clear();
    m_lastScoreLine.resize(0);
    m_storedLineExact = false;
    if (!m_watchedMatches.isEmpty()) m_watchedMatches.fill(QString()); // (fill() allocates)
    m_scoreLines.clear();
    // The start FEN's side to move is read once per game: the game hands every search the same
    // string, and the copy kept here keeps its characters where they are.
    if (position.startFen.constData() != m_sideStartFen.constData() ||
        position.startFen.size() != m_sideStartFen.size()) {
        m_sideStartFen = position.startFen;
        m_whiteStarts = position.whiteStarts();
    }
    m_whiteToMove = (position.moves.size() % 2 == 0) == m_whiteStarts;
    m_garbageReported = false;
    m_heldPonderMove = HeldMove();
    m_state = ponderSearch ? State::Pondering : State::Thinking;
    const bool drawOffer = m_drawOfferPending && !ponderSearch;
    if (!ponderSearch) m_drawOfferPending = false;
    m_stopSent = false;
    m_adapter->go(position, limits, ponderSearch, drawOffer);
    if (!ponderSearch) startDeadline(limits);
}

void Engine::startDeadline(const SearchLimits& limits) {
    if (limits.deadlineMs <= 0) return;
    // Without a clock the deadline is a watchdog, an engine timeout like the ping's: it
    // scales with tscale. Against a clock it is the flag and does not.
    const bool clocked = limits.ownTimeMs >= 0 || limits.moveTimeMs > 0;
    const qint64 ms =
        clocked ? limits.deadlineMs : qint64(limits.deadlineMs * qMax(m_config.timeoutScale, 0.0));
    const int interval = int(qBound<qint64>(1, ms, 24LL * 3600 * 1000));
    m_deadline = QDeadlineTimer(interval, Qt::PreciseTimer);
    // A timer due no later fires first and is set again for the time left then.
    if (!m_deadlineTimer.isActive() ||
        m_deadlineTimerDue.deadlineNSecs() > m_deadline.deadlineNSecs()) {
        m_deadlineTimer.start(interval);
        m_deadlineTimerDue = m_deadline;
    }
}

void Engine::onDeadlineTimer() {
    if (m_deadline.isForever()) return; // no search has a deadline now
    if (!m_deadline.hasExpired()) {     // set for an earlier search
        m_deadlineTimer.start(int(qMax<qint64>(1, m_deadline.remainingTime())));
        m_deadlineTimerDue = m_deadline;
        return;
    }
    clearDeadline();
    onDeadline();
}

void Engine::ponderHit(const SearchLimits& limits) {
    WriteBatch batch(*this);
    if (m_state != State::Pondering) return;
    m_state = State::Thinking;
    const bool drawOffer = m_drawOfferPending;
    m_drawOfferPending = false;
    m_adapter->ponderHit(drawOffer);
    startDeadline(limits);
    if (m_heldPonderMove.valid) {
        const HeldMove held = m_heldPonderMove;
        m_heldPonderMove = HeldMove();
        finishSearch(held.move, held.ponder, held.flags);
    }
}

void Engine::stop() {
    WriteBatch batch(*this);
    if (m_state == State::Thinking)
        m_adapter->stop();
    else if (m_state == State::Pondering)
        abandonSearch();
}

void Engine::cancelSearch() {
    WriteBatch batch(*this);
    abandonSearch();
}

void Engine::abandonSearch() {
    if (!isSearching()) return;
    clearDeadline();
    if (!m_heldPonderMove.valid) ++m_discardBestMoves;
    m_heldPonderMove = HeldMove();
    m_adapter->abandonSearch();
    m_state = State::Idle;
    m_stopSent = false;
    // The dropped answer must still come (or, in CECP, the ping must show none will): a ping
    // bounds the wait, and an engine that stays silent is stalled (see stall()).
    if (m_discardBestMoves > 0) {
        m_settledPending = true;
        ping();
    }
}

void Engine::ping() {
    if (m_state != State::Idle && !isSearching()) return;
    if (m_pingsOutstanding > 0) return; // the timer of the outstanding ping is running
    const bool afterNewGame = m_newGamePing;
    m_newGamePing = false;
    if (m_adapter->sendPing()) {
        m_pingsOutstanding = 1;
        // Whoever waits for this engine to owe nothing (a game ended before the ping sent at
        // its start was answered, say) hears of it with settled().
        m_settledPending = true;
        m_lastPingTimeoutMs =
            afterNewGame && m_newGameTimeoutMs > 0 ? m_newGameTimeoutMs : m_pingTimeoutMs;
        startPingTimer(scaledTimeout(m_lastPingTimeoutMs));
    } else {
        // No way to ask: what a stopped search owes cannot be checked, so it is not waited for.
        m_discardBestMoves = 0;
        emit pingAnswered();
        emitIfSettled();
    }
}

void Engine::onDeadline() {
    WriteBatch batch(*this);
    emit deadlineExceeded();
    if (m_state == State::Thinking) {
        // The answer to this stop is awaited like the ping's (see the ping timer).
        m_adapter->stop();
        m_stopSent = true;
        ping();
    }
}

void Engine::sendDrawOffer() {
    if (m_state == State::NotStarted || m_state == State::Finished) return;
    if (!m_adapter->sendDrawOffer() && m_config.protocol == EngineProtocol::Ucci)
        m_drawOfferPending = true; // rides on the next "go draw" / "ponderhit draw"
}

void Engine::endGame(const QString& result, const QString& comment) {
    WriteBatch batch(*this);
    if (isSearching()) abandonSearch();
    if (m_state != State::Idle) return;
    m_drawOfferPending = false;
    m_adapter->endGame(result, comment);
}

void Engine::quit() {
    if (m_state == State::NotStarted) {
        // No process to wait for; exited() still comes (queued: callers connect to it after
        // calling quit()), so whoever waits for the engine to end is not left waiting.
        m_state = State::Finished;
        QMetaObject::invokeMethod(this, &Engine::exited, Qt::QueuedConnection);
        return;
    }
    if (m_state == State::Finished || m_state == State::Quitting) return;
    if (isSearching()) abandonSearch();
    m_handshakeTimer.stop();
    stopPingTimer();
    m_state = State::Quitting;
    m_adapter->quit();
    m_process.closeAfter(scaledTimeout(m_quitGraceMs));
}

void Engine::kill() {
    if (m_state == State::Finished || m_state == State::NotStarted) return;
    m_state = State::Quitting;
    m_process.kill();
}

void Engine::connectNotify(const QMetaMethod& signal) {
    if (signal == QMetaMethod::fromSignal(&Engine::traffic))
        m_trafficConnected.store(true, std::memory_order_relaxed);
    if (signal == QMetaMethod::fromSignal(&Engine::message))
        m_messageConnected.store(true, std::memory_order_relaxed);
}

bool Engine::hasMessageListeners() const {
    static const QMetaMethod messageSignal = QMetaMethod::fromSignal(&Engine::message);
    return m_messageConnected.load(std::memory_order_relaxed) && isSignalConnected(messageSignal);
}

bool Engine::hasTrafficListeners() const {
    static const QMetaMethod trafficSignal = QMetaMethod::fromSignal(&Engine::traffic);
    return m_trafficConnected.load(std::memory_order_relaxed) && isSignalConnected(trafficSignal);
}

void Engine::storeScoreLine(std::string_view line) {
    if (m_capture.preferExactScores) {
        const bool bound = hasBound(line);
        if (bound && m_storedLineExact) return;
        m_storedLineExact = !bound;
    }
    m_lastScoreLine.resize(qsizetype(line.size()));
    std::memcpy(m_lastScoreLine.data(), line.data(), line.size());
}

void Engine::flipScoreIfNeeded(EngineScore* score) const {
    if (m_config.whitePov && !m_whiteToMove && score->isValid()) score->negate();
}

bool Engine::finishSearch(const QString& move, const QString& ponderMove, MoveFlags flags) {
    if (m_discardBestMoves > 0) {
        --m_discardBestMoves;
        emitIfSettled();
        return false;
    }
    if (m_state == State::Pondering) {
        // The ponder search ended by itself; the answer counts once ponderhit arrives.
        m_heldPonderMove = HeldMove{true, move, ponderMove, flags};
        return false;
    }
    if (m_state != State::Thinking) return false;
    clearDeadline();
    m_state = State::Idle;
    m_stopSent = false;
    if (m_pingsOutstanding == 0 && m_discardBestMoves == 0) stopPingTimer();
    if (m_evalMode == EvaluationMode::FinalOnly && !m_lastScoreLine.isEmpty()) {
        m_eval.clear();
        m_adapter->parseStoredEvaluation(
            std::string_view(m_lastScoreLine.constData(), size_t(m_lastScoreLine.size())), &m_eval,
            m_capture.finalPv);
        flipScoreIfNeeded(&m_eval.score);
    }
    m_eval.matchedLines.clear();
    for (const QString& matched : std::as_const(m_watchedMatches))
        if (!matched.isEmpty()) m_eval.matchedLines << matched;
    m_eval.scoreLines = std::move(m_scoreLines);
    m_scoreLines.clear();
    emit moveMade(move, ponderMove, flags);
    if (flags & MoveFlag::Resigns) emit resigned();
    return true;
}

} // namespace arbiter
