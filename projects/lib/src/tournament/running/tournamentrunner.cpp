#include "tournament/running/tournamentrunner.h"

#include "board/board.h"
#include "board/variant.h"
#include "engine/engine.h"
#include "game/engineplayer.h"
#include "pgn/appendfile.h"
#include "pgn/polyglotbook.h"
#include "rules/rmobility/rmobilityjudge.h"
#include "rules/rmobility/rmobilitypgn.h"

#include <QFile>
#include <QRegularExpression>
#include <QTimer>
#include <algorithm>
#include <utility>

namespace arbiter {

namespace {

bool isChess960(const QString& variant) {
    const VariantInfo* info = findVariant(variant.toStdString());
    return info && info->chess960;
}

// r-Mobility komi scoring: a PGN opening's [Komi] tag replaces -defaultKomi for its games.
// Returns the problem, naming the opening, when the tag cannot be read.
// The komi of an opening's [Komi] tag into the game's rules; the problem with the tag when it
// cannot be read (the suite refuses such openings at load, through checkTags).
QString applyOpeningKomi(const Opening& opening, RuleOptions* rules) {
    if (!rules->rMobility.enabled || opening.komi.empty()) return {};
    std::string why;
    if (rmobility::parseKomi(opening.komi, &rules->rMobility.komi, &why)) return {};
    return QStringLiteral("[Komi \"%1\"]: %2")
        .arg(QString::fromStdString(opening.komi), QString::fromStdString(why));
}

// The last `bytes` bytes of a file (all of a shorter one; empty when it cannot be read).
QByteArray fileTail(const QString& fileName, qint64 bytes) {
    QFile file(fileName);
    if (bytes <= 0 || !file.open(QIODevice::ReadOnly)) return {};
    if (!file.isSequential() && file.size() > bytes) file.seek(file.size() - bytes);
    return file.read(bytes);
}

// What each engine keeps of its searches: fastchess's adjudication reads exact scores first,
// its PGN its -pgnout extras, its PV checks every scoring line.
EvaluationCapture evaluationCaptureOf(const TournamentRunnerSettings& settings) {
    EvaluationCapture capture;
    const Compatibility& compatibility = settings.compatibility;
    capture.preferExactScores = compatibility.exactScoresFirst;
    capture.keepScoreLines = pvChecksIn(compatibility, settings.variant.toStdString());
    if (compatibility.records == RecordStyle::Fastchess && !settings.pgnFile.isEmpty()) {
        capture.finalPv = settings.pgnExtras.pv;
        for (const QString& pattern : settings.pgnExtras.matchLines)
            capture.watchedLines << QRegularExpression(pattern);
    }
    return capture;
}

} // namespace

TournamentRunner::TournamentRunner(const TournamentRunnerSettings& settings, QObject* parent)
    : QObject(parent), m_settings(settings), m_evaluationCapture(evaluationCaptureOf(settings)) {
    m_settings.tournament.playerNames = playerNames();
    GamePool::Hooks hooks;
    hooks.configuration = [this](int player) {
        EngineConfiguration config = m_settings.players[player].engine;
        // The engine's name() is then its own (adoptEngineName()).
        if (m_settings.players[player].nameFromEngine) config.name.clear();
        return config;
    };
    hooks.engineCreated = [this](Engine* engine, int player) { watchEngine(engine, player); };
    hooks.seated = [this](int player, EnginePlayer* seat, const GamePool::RunningGame& game) {
        if (const auto& book = m_books[size_t(player)])
            seat->setOpeningBook(book, m_settings.players[player].bookDepth,
                                 m_settings.tournament.randomSeed + uint64_t(game.number));
    };
    hooks.finished = [this](std::unique_ptr<GamePool::RunningGame> running) {
        onGameFinished(std::move(running));
    };
    if (m_settings.compatibility.records == RecordStyle::Fastchess) {
        std::vector<TimeControl> timeControls;
        for (const TournamentPlayer& p : m_settings.players) timeControls.push_back(p.timeControl);
        m_records = makeFastchessRecordWriter(std::move(timeControls), m_settings.pgnMode,
                                              m_settings.pgnExtras, !m_settings.pgnFile.isEmpty());
    } else {
        m_records = makeCutechessRecordWriter();
    }
    m_pool =
        new GamePool(GamePoolSettings{m_settings.tournament.recover, m_settings.everyEvaluation},
                     std::move(hooks), this);
    connect(m_pool, &GamePool::message, this, &TournamentRunner::message);
    // Both queued, and in this order: a lost engine is handled once the game being recorded is
    // reported (onGameFinished), and an engine that died while settling stops the run before
    // its player's held game could start.
    connect(m_pool, &GamePool::engineLost, this, &TournamentRunner::engineLost,
            Qt::QueuedConnection);
    connect(
        m_pool, &GamePool::engineAvailable, this,
        [this] {
            if (m_running) startGames();
        },
        Qt::QueuedConnection);
    connect(m_pool, &GamePool::closed, this, &TournamentRunner::finished);
    // cutechess-cli shuffles a random-order suite (size - 1 numbers of the -srand sequence)
    // before it draws a knockout's bracket from the same sequence: the suite is read now, so
    // that the bracket, drawn with the Tournament, comes after the shuffle as there.
    const std::optional<OpeningSuiteOptions>& suite = m_settings.openings;
    if (m_settings.tournament.type == TournamentType::Knockout && suite &&
        suite->order == OpeningSuiteOptions::Order::Random &&
        m_settings.compatibility.openingOrder == OpeningSuiteOptions::OrderRules::Cutechess) {
        loadOpenings();
        if (m_openingsError.isEmpty())
            m_settings.tournament.randomDrawsBefore = std::max(m_openings->size() - 1, 0);
    }
    QVector<PlayerInfo> players;
    for (const TournamentPlayer& p : m_settings.players)
        players.push_back({p.engine.name, QString::fromStdString(p.timeControl.toString())});
    m_tournament = std::make_unique<Tournament>(m_settings.tournament, players);
    if (const VariantInfo* v = findVariant(m_settings.variant.toStdString()))
        m_tournament->standings().setRedBlack(v->family == BoardFamily::Xiangqi);
    // r-Mobility: the running "Score of", Elo and SPRT lines (and the SPRT that stops the
    // match) are those of the chosen scoring's table.
    if (m_settings.rules.rMobility.enabled)
        m_tournament->standings().setRMobility(
            !rmobility::isWinDrawLoss(m_settings.rules.rMobility.scoring));
}

TournamentRunner::~TournamentRunner() = default;

QStringList TournamentRunner::playerNames() const {
    QStringList names;
    for (const TournamentPlayer& p : m_settings.players) names << p.engine.name;
    return names;
}

bool TournamentRunner::start(QString* error) {
    for (const TournamentPlayer& p : m_settings.players) {
        if (findEngineProgram(p.engine).isEmpty()) {
            if (error)
                *error = QStringLiteral("engine '%1': cannot find the program '%2'")
                             .arg(p.engine.name, p.engine.command);
            return false;
        }
    }
    if (!findVariant(m_settings.variant.toStdString())) {
        if (error) *error = QStringLiteral("unknown variant '%1'").arg(m_settings.variant);
        return false;
    }
    if (m_settings.openings) {
        if (!m_openings) loadOpenings();
        if (!m_openingsError.isEmpty()) {
            if (error) *error = m_openingsError;
            return false;
        }
        for (const std::string& warning : m_openings->warnings())
            Q_EMIT message(QStringLiteral("Warning: ") + QString::fromStdString(warning));
    }
    m_books.assign(size_t(m_settings.players.size()), nullptr);
    for (int i = 0; i < m_settings.players.size(); ++i) {
        const QString& file = m_settings.players[i].bookFile;
        if (file.isEmpty()) continue;
        auto book = std::make_shared<PolyglotBook>();
        std::string why;
        auto mode =
            m_settings.booksOnDisk ? PolyglotBook::AccessMode::Disk : PolyglotBook::AccessMode::Ram;
        if (!book->open(file, mode, &why)) {
            if (error) *error = QString::fromStdString(why);
            return false;
        }
        m_books[size_t(i)] = std::move(book);
    }
    if (!openOutputs(error)) return false;
    m_running = true;
    QTimer::singleShot(0, this, [this] { startGames(); });
    return true;
}

void TournamentRunner::loadOpenings() {
    m_openings = std::make_unique<OpeningSuite>();
    OpeningSuiteOptions options = *m_settings.openings;
    options.variant = m_settings.variant.toStdString();
    options.seed = m_settings.tournament.randomSeed;
    options.orderRules = m_settings.compatibility.openingOrder;
    options.rounds = m_settings.tournament.rounds;
    options.epdFenCounters = m_settings.compatibility.epdFenCounters;
    options.checkPosition = [rules = m_settings.rules](const Board& board) {
        return RuleSet::create(board.variant(), rules).checkStart(board);
    };
    options.checkTags = [rules = m_settings.rules](const PgnGame& game) {
        Opening opening;
        opening.komi = game.tag("Komi");
        RuleOptions copy = rules;
        return applyOpeningKomi(opening, &copy).toStdString();
    };
    std::string why;
    if (!m_openings->load(options, &why)) m_openingsError = QString::fromStdString(why);
}

bool TournamentRunner::openOutputs(QString* error) {
    if (!m_settings.pgnFile.isEmpty()) {
        PgnWriteOptions options = m_records->writeOptions(m_settings.pgnMode);
        options.mode = m_settings.pgnMode;
        options.notation = m_settings.pgnNotation;
        if (!m_pgn.open(m_settings.pgnFile, options, error)) return false;
        // Games that finished in an earlier run but never reached the file (resume). The last
        // ones may have: a run killed between its state save and its PGN write left them at
        // the end of the file, where they are found rather than written twice.
        const QVector<GameRecord> unwritten = m_tournament->unwrittenPgn();
        qint64 window = 0;
        for (const GameRecord& r : unwritten) window += r.pgn.toUtf8().size();
        const QByteArray tail = fileTail(m_settings.pgnFile, window);
        for (const GameRecord& r : unwritten) {
            if (r.pgn.isEmpty()) continue;
            if (!tail.contains(r.pgn.toUtf8()) && !m_pgn.append(r.pgn.toStdString(), error))
                return false;
            m_tournament->markPgnWritten(r.game.number);
        }
    }
    if (!m_settings.epdFile.isEmpty()) {
        m_epd = std::make_unique<AppendFile>();
        std::string why;
        if (!m_epd->open(m_settings.epdFile, &why)) {
            if (error) *error = QString::fromStdString(why);
            return false;
        }
        // Lines of an earlier run that never reached the file (a full disk), found at its end
        // rather than written twice when that run was killed right after writing them.
        const QVector<GameRecord> unwritten = m_tournament->unwrittenEpd();
        qint64 window = 0;
        for (const GameRecord& r : unwritten) window += r.epd.toUtf8().size();
        const QByteArray tail = fileTail(m_settings.epdFile, window);
        for (const GameRecord& r : unwritten) {
            if (!tail.contains(r.epd.toUtf8()) && !m_epd->append(r.epd.toStdString(), &why)) {
                if (error) *error = QString::fromStdString(why);
                return false;
            }
            m_tournament->markEpdWritten(r.game.number);
        }
    }
    return true;
}

const Opening* TournamentRunner::openingFor(int index) {
    if (!m_openings || m_openings->isEmpty() || index < 0) return nullptr;
    // The suite gives openings in index order (random orders included): draw up to `index`,
    // keeping only those still needed, so a long tournament holds a few, not all it played.
    const int keepFrom = std::min(index, m_tournament->firstOpeningStillNeeded());
    while (m_firstDrawnOpening < keepFrom && !m_drawnOpenings.empty()) {
        m_drawnOpenings.pop_front();
        ++m_firstDrawnOpening;
    }
    while (m_firstDrawnOpening + int(m_drawnOpenings.size()) <= index) {
        Opening drawn = m_openings->next();
        if (m_drawnOpenings.empty() && m_firstDrawnOpening < keepFrom)
            ++m_firstDrawnOpening; // not needed by any game
        else
            m_drawnOpenings.push_back(std::move(drawn));
    }
    if (index < m_firstDrawnOpening) return nullptr; // (cannot happen: the game is in play)
    return &m_drawnOpenings[size_t(index - m_firstDrawnOpening)];
}

QStringList TournamentRunner::openingMoveTexts(const Opening& opening, QString* startFen) {
    auto board = createBoard(m_settings.variant.toStdString());
    if (!opening.fen.empty()) board->setFen(opening.fen);
    *startFen = QString::fromStdString(opening.fen);
    QStringList texts;
    for (Move m : opening.moves) {
        texts << QString::fromStdString(board->moveToCoordinate(m));
        board->makeMove(m);
    }
    return texts;
}

void TournamentRunner::startGames() {
    m_waitPending = false;
    if (!m_running || m_stopping) return maybeFinish();
    if (m_paused) {
        // Nothing more to start anyway: the tournament ends as it would unpaused.
        if (!m_heldGame && m_tournament->isFinished()) m_scheduleDone = true;
        return maybeFinish();
    }
    const int concurrency = std::max(1, m_settings.tournament.concurrency);
    while (m_pool->size() < concurrency) {
        ScheduledGame next;
        if (m_heldGame) {
            next = *m_heldGame;
        } else {
            Scheduler::Status status = m_tournament->nextGame(&next);
            if (status == Scheduler::Status::Done ||
                (status == Scheduler::Status::Wait && m_pool->size() == 0))
                m_scheduleDone = true; // (a Wait with nothing running could never be unblocked)
            if (status != Scheduler::Status::Game) break;
        }
        // A player whose engine still owes answers from its last game waits for it (settled
        // or stalled) rather than get a second process or a game it cannot play.
        if (m_pool->waitsForEngine(next.whitePlayer, next.blackPlayer)) {
            m_heldGame = next;
            break;
        }
        m_heldGame.reset();
        if (!startGame(next)) break;
        if (m_settings.tournament.waitMs > 0) break; // -wait spaces out game starts
    }
    maybeFinish();
}

bool TournamentRunner::startGame(const ScheduledGame& scheduled) {
    const int idx[2] = {scheduled.whitePlayer, scheduled.blackPlayer};
    GameSettings gs;
    gs.variant = m_settings.variant;
    gs.timeControl = {m_settings.players[idx[0]].timeControl,
                      m_settings.players[idx[1]].timeControl};
    gs.adjudication = m_settings.adjudication;
    gs.compatibility = m_settings.compatibility;
    gs.rules = m_settings.rules;
    gs.untimedWatchdogMs = m_settings.untimedWatchdogMs;
    gs.rMobilityFen = {m_settings.players[idx[0]].engine.rMobilityFen,
                       m_settings.players[idx[1]].engine.rMobilityFen};
    QString setupError;
    if (const Opening* opening = openingFor(scheduled.openingIndex)) {
        gs.openingMoves = openingMoveTexts(*opening, &gs.startFen);
        setupError = applyOpeningKomi(*opening, &gs.rules);
    } else if (scheduled.openingIndex >= 0 && isChess960(m_settings.variant)) {
        // No suite: a random Chess960 position per opening (repeated with -repeat), never the
        // standard one, as cutechess-cli draws them.
        if (!m_chess960Starts) {
            // After a knockout's draw, one number per player drawn (the unseeded ones).
            const TournamentSettings& t = m_settings.tournament;
            const int players = int(m_settings.players.size());
            const int drawn =
                t.type == TournamentType::Knockout ? players - t.effectiveSeeds(players) : 0;
            m_chess960Starts = std::make_unique<Chess960Starts>(uint32_t(t.randomSeed), drawn);
        }
        gs.startFen = QString::fromStdString(m_chess960Starts->fen(scheduled.openingIndex));
    }

    GamePool::RunningGame* running = m_pool->add(scheduled.number, idx[0], idx[1], gs);
    InPlay& inPlay = m_inPlay[scheduled.number];
    inPlay = InPlay{scheduled, false};
    pinToFreeCpu(inPlay, *running);
    if (m_moveObserver)
        connect(running->game.get(), &Game::moveMade, this,
                [this, running, scheduled] { m_moveObserver(scheduled, *running->game); });
    if (namesKnown(*running)) announce(inPlay);
    m_pool->begin(running, setupError);
    return true;
}

void TournamentRunner::pinToFreeCpu(InPlay& game, const GamePool::RunningGame& running) {
    for (int cpu : m_settings.gameCpus) {
        const bool taken = std::any_of(m_inPlay.begin(), m_inPlay.end(), [&](const auto& other) {
            return &other.second != &game && other.second.cpu == cpu;
        });
        if (taken) continue;
        game.cpu = cpu;
        for (Engine* engine : running.engines)
            if (engine && !engine->setCpus({cpu}))
                Q_EMIT message(QStringLiteral("Warning; Failed to set CPU affinity for the engine "
                                              "process to %1. Please restart.")
                                   .arg(cpu));
        return;
    }
}

bool TournamentRunner::namesKnown(const GamePool::RunningGame& running) const {
    for (Side side : {White, Black}) {
        const int p = running.players[side];
        const Engine* e = running.engines[side];
        if (m_settings.players[p].nameFromEngine && e &&
            (e->state() == Engine::State::NotStarted || e->state() == Engine::State::Starting))
            return false;
    }
    return true;
}

void TournamentRunner::announce(InPlay& game) {
    game.announced = true;
    Q_EMIT gameStarted(game.scheduled, m_settings.players[game.scheduled.whitePlayer].engine.name,
                       m_settings.players[game.scheduled.blackPlayer].engine.name);
}

void TournamentRunner::adoptEngineName(int player, const Engine& engine) {
    const QString name = engine.idName();
    if (!name.isEmpty() && name != m_settings.players[player].engine.name) {
        m_settings.players[player].engine.name = name;
        m_tournament->renamePlayer(player, name);
    }
    // The games that waited for the name ("Started game" prints it, as cutechess-cli's does).
    for (auto& [number, game] : m_inPlay) {
        const GamePool::RunningGame* running = m_pool->find(number);
        if (running && !game.announced && namesKnown(*running)) announce(game);
    }
}

void TournamentRunner::watchEngine(Engine* engine, int player) {
    if (m_settings.players[player].nameFromEngine)
        connect(engine, &Engine::ready, this,
                [this, player, engine] { adoptEngineName(player, *engine); });
    // Connected before any player: a start that failed on our side (no descriptors or memory
    // left) is not the engine's fault, so its game is abandoned, not scored, and the run stops
    // (resume plays it again) instead of charging every later game to the engines.
    connect(engine, &Engine::startFailed, this, [this, engine](const QString& reason) {
        if (!engine->startFailedOutOfResources()) return;
        const QString why = QStringLiteral("arbiter-cli cannot start an engine: %1").arg(reason);
        if (m_managerError.isEmpty()) m_managerError = why;
        stopForEngine(engine, why);
    });
    // Connected before any player too: an engine that does not play the tournament's variant
    // (it has told its variants in the handshake) refuses the whole tournament, once, instead
    // of forfeiting every game it is paired in (cutechess-cli plays on, docs/cli.md).
    connect(engine, &Engine::ready, this, [this, engine, player] {
        if (engine->supportsVariant(m_settings.variant)) return;
        const QStringList known = engine->supportedVariants();
        const QString why = QStringLiteral("%1 does not play the variant %2 (it announces %3)")
                                .arg(m_settings.players[player].engine.name, m_settings.variant,
                                     known.isEmpty() ? QStringLiteral("no variant")
                                                     : known.join(QStringLiteral(", ")));
        if (m_refusal.isEmpty()) m_refusal = why;
        stopForEngine(engine, why);
    });
    if (m_settings.handshakeTimeoutMs > 0)
        engine->setHandshakeTimeout(m_settings.handshakeTimeoutMs);
    if (m_settings.pingTimeoutMs > 0) engine->setPingTimeout(m_settings.pingTimeoutMs);
    engine->setNewGameTimeout(m_settings.newGameTimeoutMs);
    engine->setEvaluationCapture(m_evaluationCapture);
    // What the engine did wrong without costing the game: options it does not have or values it
    // refuses (docs/engines.md), lines too long to read (docs/reliability.md), error lines.
    connect(engine, &Engine::errorReported, this, [this, engine](const QString& problem) {
        Q_EMIT message(QStringLiteral("Warning: %1: %2").arg(engine->name(), problem));
    });
    if (m_trafficObserver)
        connect(engine, &Engine::traffic, this,
                [this](const EngineTraffic& line) { m_trafficObserver(line); });
    if (m_settings.debug) { // -debug; the engine setting "debug" only sends "debug on"
        connect(engine, &Engine::traffic, this,
                [this](const EngineTraffic& line) { Q_EMIT message(line.format()); });
    }
}

void TournamentRunner::engineLost(int player, const QString& what) {
    if (m_stopping || !m_running) return;
    const QString& name = m_settings.players[player].engine.name;
    // The game that finds it out: its player's first game taken from the schedule (the one held
    // back until its engine settles, one in play), else the next one to start.
    const auto plays = [&](const ScheduledGame& g) {
        return g.whitePlayer == player || g.blackPlayer == player;
    };
    int nextGame = m_tournament->gamesFinished() + m_tournament->gamesRunning() + 1;
    for (const auto& [number, game] : m_inPlay)
        if (plays(game.scheduled)) {
            nextGame = number;
            break;
        }
    if (m_heldGame && plays(*m_heldGame)) nextGame = std::min(nextGame, m_heldGame->number);
    Q_EMIT engineLostOutsideAGame(name, what, nextGame);
    if (!m_settings.compatibility.stopUnwrittenOnFault) // (else the front-end announces it)
        Q_EMIT message(QStringLiteral("Stopping the tournament: %1 %2 and -recover is not given")
                           .arg(name, what));
    stop(QStringLiteral("an engine failed"));
}

void TournamentRunner::stopForEngine(Engine* engine, const QString& why) {
    m_pool->abortGamesOf(engine, why);
    if (!m_stopping) {
        Q_EMIT message(QStringLiteral("Error: %1; the tournament stops").arg(why));
        stop(why);
    }
}

QString TournamentRunner::announcedOption(int player, const QString& name) const {
    if (player < 0 || player >= int(m_announcedOptions.size())) return {};
    const EngineOption* option = findOption(m_announcedOptions[size_t(player)], name);
    return option ? option->value : QString();
}

void TournamentRunner::onGameFinished(std::unique_ptr<GamePool::RunningGame> running) {
    InPlay inPlay = m_inPlay[running->number];
    m_inPlay.erase(running->number);
    if (!inPlay.announced) announce(inPlay); // an engine that never got ready
    rememberAnnouncedOptions(*running, inPlay.scheduled);
    FinishedGame finished = describeFinished(*running, inPlay.scheduled);

    const bool stoppingBefore = m_stopping;
    if (m_gameEndObserver && !finished.result.isNone()) m_gameEndObserver(finished);
    EndedGameFacts facts;
    facts.hasResult = !finished.result.isNone();
    facts.termination = finished.result.termination();
    facts.stoppingBefore = stoppingBefore;
    facts.stoppedByItsEnd = m_stopping && !stoppingBefore;
    // (A game our side could not start, or one stopped because an engine does not play the
    // variant, is no game at all: the run stops for it, see watchEngine.)
    facts.stopNotTheGames = !m_managerError.isEmpty() || !m_refusal.isEmpty();
    const Compatibility& compatibility = m_settings.compatibility;
    const DispositionRules rules{m_settings.tournament.recover, m_settings.pgnOnlyFinished,
                                 compatibility.reportStoppedGames,
                                 compatibility.stopUnwrittenOnFault};
    const GameDisposition disposition = decideGameDisposition(facts, rules);

    const bool recorded = recordGame(finished, *running, disposition);
    m_pool->release(std::move(running));
    afterGame(finished, disposition, recorded);
}

void TournamentRunner::rememberAnnouncedOptions(const GamePool::RunningGame& running,
                                                const ScheduledGame& scheduled) {
    m_announcedOptions.resize(size_t(m_settings.players.size()));
    for (Side side : {White, Black}) {
        const int player = side == White ? scheduled.whitePlayer : scheduled.blackPlayer;
        if (running.engines[side] && player >= 0 && player < int(m_announcedOptions.size()))
            m_announcedOptions[size_t(player)] = running.engines[side]->options();
    }
}

FinishedGame TournamentRunner::describeFinished(const GamePool::RunningGame& running,
                                                const ScheduledGame& scheduled) const {
    FinishedGame finished;
    finished.game = scheduled;
    finished.result = running.game->result();
    finished.whiteName = running.seats[White]->name();
    finished.blackName = running.seats[Black]->name();
    GameRecordInfo info;
    info.event =
        m_settings.tournament.event.isEmpty() ? QStringLiteral("?") : m_settings.tournament.event;
    info.site =
        m_settings.tournament.site.isEmpty() ? QStringLiteral("?") : m_settings.tournament.site;
    info.round = QString::number(scheduled.round);
    info.startTime = running.startTime;
    info.endTime = QDateTime::currentDateTime();
    finished.record = m_records->record(running, info);
    return finished;
}

bool TournamentRunner::recordGame(FinishedGame& finished, const GamePool::RunningGame& running,
                                  const GameDisposition& disposition) {
    const int number = finished.game.number;
    const bool counted = disposition.counted;
    // The state keeps the PGN text until the file has it, so a crash in between loses nothing.
    const std::string pgnText =
        disposition.makeRecord ? m_pgn.text(finished.record) : std::string();
    // The EPD line too: saved with the game, so that a failed write (a full disk) loses nothing.
    const std::string epd =
        m_epd && disposition.writeEpd ? m_records->epdLine(*running.game) : std::string();
    m_tournament->gameFinished(number, counted ? finished.result : GameResult(),
                               QString::fromStdString(pgnText), QString::fromStdString(epd));
    // Write-ahead: the saved state learns of the game (with its PGN text) before the PGN file
    // does. A process killed in between loses nothing, and the resumed run finds the game at
    // the end of the file instead of writing it twice (openOutputs()). When the state cannot
    // be saved nothing more can be recorded safely: the game is not written, the run stops.
    WriteAheadPgn::Steps steps;
    if (counted) steps.checkpoint = m_checkpoint;
    steps.write = disposition.writePgn;
    steps.markWritten = [this, counted, number] {
        if (counted) m_tournament->markPgnWritten(number);
    };
    const WriteAheadPgn::Outcome outcome = m_pgn.record(pgnText, steps);
    finished.pgnWritten = outcome.written;
    if (!outcome.recorded)
        Q_EMIT message(QStringLiteral("Error: %1; the tournament stops").arg(outcome.problem));
    else if (finished.pgnWritten && m_pgnWritten)
        m_pgnWritten(pgnText);
    else if (!finished.pgnWritten && !outcome.problem.isEmpty())
        Q_EMIT message(QStringLiteral("Warning: ") + outcome.problem);
    if (outcome.recorded && !epd.empty()) writeEpd(number, epd);
    return outcome.recorded;
}

void TournamentRunner::afterGame(const FinishedGame& finished, const GameDisposition& disposition,
                                 bool recorded) {
    // A game the state could not record is not reported either: no table counts it.
    if (disposition.counted && recorded) Q_EMIT gameFinished(finished);
    if (disposition.reportStopped) Q_EMIT gameStopped(finished);
    if (!recorded && !m_stopping)
        return stop(QStringLiteral("the tournament state cannot be saved"));
    // Its later games are not played, so neither are they forfeited nor does an SPRT decide on
    // forfeits.
    if (disposition.stopForEngineFault && !m_stopping) {
        if (disposition.announceFaultStop) {
            const Side loser = finished.result.loserSide();
            const bool disconnected =
                finished.result.termination() == GameResult::Termination::Disconnection;
            Q_EMIT message(
                QStringLiteral("Stopping the tournament: %1 %2 in game %3 and "
                               "-recover is not given")
                    .arg(loser == White ? finished.whiteName : finished.blackName,
                         disconnected ? QStringLiteral("disconnected") : QStringLiteral("stalled"))
                    .arg(finished.game.number));
        }
        return stop(QStringLiteral("an engine failed"));
    }
    if (m_tournament->sprtDecided() && !m_stopping) return stop(QStringLiteral("SPRT decided"));
    if (m_stopping) return maybeFinish();
    // Queued, as GamePool's engineLost() is: an engine lost while this game was released stops
    // the run before a next game starts.
    if (m_settings.tournament.waitMs > 0 && !m_waitPending) { // -wait spaces out game starts
        m_waitPending = true;
        QTimer::singleShot(m_settings.tournament.waitMs, this, [this] { startGames(); });
    } else {
        m_waitPending = true;
        QMetaObject::invokeMethod(
            this, [this] { startGames(); }, Qt::QueuedConnection);
    }
}

const Game* TournamentRunner::runningGame(int number) const {
    const GamePool::RunningGame* running = m_pool->find(number);
    return running ? running->game.get() : nullptr;
}

void TournamentRunner::writeEpd(int number, const std::string& text) {
    std::string why;
    if (m_epd->append(text, &why))
        m_tournament->markEpdWritten(number);
    else
        Q_EMIT message(QStringLiteral("Warning: ") + QString::fromStdString(why));
}

void TournamentRunner::stop(const QString& reason) {
    if (!m_running) return;
    m_stopping = true;
    m_tournament->stop();
    // cutechess-cli's text for a game stopped with its tournament.
    const QString why =
        m_settings.compatibility.reportStoppedGames ? QStringLiteral("No result") : reason;
    m_pool->abortAll(why);
    maybeFinish();
}

void TournamentRunner::finishRunningGames() {
    if (!m_running) return;
    m_stopping = true;
    m_tournament->stop();
    maybeFinish();
}

void TournamentRunner::setPaused(bool paused) {
    if (paused == m_paused) return;
    m_paused = paused;
    Q_EMIT pausedChanged(paused);
    if (!paused && m_running) QTimer::singleShot(0, this, [this] { startGames(); });
}

void TournamentRunner::maybeFinish() {
    if (!m_running || m_pool->size() > 0 || m_waitPending) return;
    if (m_heldGame && !m_stopping) return; // waits for an engine to settle
    if (!m_stopping && !m_scheduleDone) return;
    m_running = false;
    m_pool->close(); // finished() follows closed(), once every engine process has ended
}

} // namespace arbiter
