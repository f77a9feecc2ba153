#include "tournamentrunner.h"

#include "board/board.h"
#include "board/variant.h"
#include "engine/engine.h"
#include "game/engineplayer.h"
#include "game/gamerecord.h"
#include "pgn/appendfile.h"
#include "pgn/polyglotbook.h"
#include "rules/rmobility/rmobilityjudge.h"
#include "rules/rmobility/rmobilitypgn.h"
#include "tournament/output/cutechesspgn.h"
#include "tournament/output/fastchesspgn.h"

#include <QFile>
#include <QRegularExpression>
#include <QTimer>

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

// Stands in for a player whose engine crashed (or stalled) earlier while -recover is off: it
// cannot get ready, so the game is recorded as lost by disconnection without being played.
class UnavailablePlayer : public Player {
public:
    UnavailablePlayer(QString name, QString why, QObject* parent)
        : Player(parent), m_name(std::move(name)), m_why(std::move(why)) {}
    QString name() const override { return m_name; }
    bool isAlive() const override { return false; }
    void prepare(const GameSetup&) override {
        QTimer::singleShot(0, this, [this] {
            Q_EMIT failed(QStringLiteral("the engine %1 earlier and -recover is off").arg(m_why));
        });
    }
    void go(const MoveRequest&) override {}
    void stop() override {}

private:
    QString m_name;
    QString m_why;
};

// The last `bytes` bytes of a file (all of a shorter one; empty when it cannot be read).
QByteArray fileTail(const QString& fileName, qint64 bytes) {
    QFile file(fileName);
    if (bytes <= 0 || !file.open(QIODevice::ReadOnly)) return {};
    if (!file.isSequential() && file.size() > bytes) file.seek(file.size() - bytes);
    return file.read(bytes);
}

} // namespace

struct TournamentRunner::Slot {
    ScheduledGame scheduled;
    Engine* engines[2] = {nullptr, nullptr};
    Player* players[2] = {nullptr, nullptr};
    std::unique_ptr<Game> game;
    QDateTime startTime;
    bool announced = false; // gameStarted() emitted
};

TournamentRunner::TournamentRunner(const TournamentRunnerSettings& settings, QObject* parent)
    : QObject(parent), m_settings(settings), m_idleEngines(size_t(settings.players.size())),
      m_settlingEngines(size_t(settings.players.size())) {
    m_settings.tournament.playerNames = playerNames();
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

TournamentRunner::~TournamentRunner() {
    m_slots.clear();
    for (auto& pool : m_idleEngines)
        for (Engine* e : pool) e->kill();
}

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
        m_openings = std::make_unique<OpeningSuite>();
        OpeningSuiteOptions options = *m_settings.openings;
        options.variant = m_settings.variant.toStdString();
        options.seed = m_settings.tournament.randomSeed;
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
        if (!m_openings->load(options, &why)) {
            if (error) *error = QString::fromStdString(why);
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
    m_finishEmitted = false;
    QTimer::singleShot(0, this, [this] { startGames(); });
    return true;
}

bool TournamentRunner::openOutputs(QString* error) {
    std::string why;
    if (!m_settings.pgnFile.isEmpty()) {
        PgnWriteOptions options = m_settings.fastchessPgn
                                      ? fastchessPgnWriteOptions(m_settings.pgnMode)
                                      : cutechessPgnWriteOptions(m_settings.pgnMode);
        options.mode = m_settings.pgnMode;
        options.notation = m_settings.pgnNotation;
        m_pgnWriter = std::make_unique<PgnWriter>(options);
        m_pgnFile = std::make_unique<AppendFile>();
        if (!m_pgnFile->open(m_settings.pgnFile, &why)) {
            if (error) *error = QString::fromStdString(why);
            return false;
        }
        // Games that finished in an earlier run but never reached the file (resume). The last
        // ones may have: a run killed between its state save and its PGN write left them at
        // the end of the file, where they are found rather than written twice.
        const QVector<GameRecord> unwritten = m_tournament->unwrittenPgn();
        qint64 window = 0;
        for (const GameRecord& r : unwritten) window += r.pgn.toUtf8().size();
        const QByteArray tail = fileTail(m_settings.pgnFile, window);
        for (const GameRecord& r : unwritten) {
            if (r.pgn.isEmpty()) continue;
            if (tail.contains(r.pgn.toUtf8())) {
                m_tournament->markPgnWritten(r.game.number);
                continue;
            }
            if (!m_pgnFile->append(r.pgn.toStdString(), &why)) {
                if (error) *error = QString::fromStdString(why);
                return false;
            }
            m_tournament->markPgnWritten(r.game.number);
        }
    }
    if (!m_settings.epdFile.isEmpty()) {
        m_epd = std::make_unique<AppendFile>();
        if (!m_epd->open(m_settings.epdFile, &why)) {
            if (error) *error = QString::fromStdString(why);
            return false;
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
    while (int(m_slots.size()) < concurrency) {
        ScheduledGame next;
        if (m_heldGame) {
            next = *m_heldGame;
        } else {
            Scheduler::Status status = m_tournament->nextGame(&next);
            if (status == Scheduler::Status::Done ||
                (status == Scheduler::Status::Wait && m_slots.empty()))
                m_scheduleDone = true; // (a Wait with nothing running could never be unblocked)
            if (status != Scheduler::Status::Game) break;
        }
        // A player whose engine still owes answers from its last game waits for it (settled
        // or stalled) rather than get a second process or a game it cannot play.
        if (waitsForEngine(next)) {
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
    auto slot = std::make_unique<Slot>();
    slot->scheduled = scheduled;
    slot->startTime = QDateTime::currentDateTime();
    const int idx[2] = {scheduled.whitePlayer, scheduled.blackPlayer};
    for (Side side : {White, Black}) {
        int p = idx[side];
        Engine* engine = m_retiredPlayers.count(p) ? nullptr : acquireEngine(p);
        if (!engine) {
            slot->players[side] =
                new UnavailablePlayer(m_settings.players[p].engine.name, m_retiredPlayers[p], this);
        } else {
            slot->engines[side] = engine;
            auto* player = new EnginePlayer(slot->engines[side], this);
            if (m_books[size_t(p)])
                player->setOpeningBook(m_books[size_t(p)], m_settings.players[p].bookDepth,
                                       m_settings.tournament.randomSeed +
                                           uint64_t(scheduled.number));
            slot->players[side] = player;
        }
    }

    GameSettings gs;
    gs.variant = m_settings.variant;
    gs.timeControl = {m_settings.players[idx[0]].timeControl,
                      m_settings.players[idx[1]].timeControl};
    gs.adjudication = m_settings.adjudication;
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
        if (!m_chess960Starts)
            m_chess960Starts =
                std::make_unique<Chess960Starts>(uint32_t(m_settings.tournament.randomSeed));
        gs.startFen = QString::fromStdString(m_chess960Starts->fen(scheduled.openingIndex));
    }

    slot->game = std::make_unique<Game>(gs, slot->players[White], slot->players[Black]);
    Slot* raw = slot.get();
    connect(
        raw->game.get(), &Game::finished, this, [this, raw] { onGameFinished(raw); },
        Qt::QueuedConnection);
    m_slots.push_back(std::move(slot));
    if (namesKnown(*raw)) announce(*raw);
    QString error = setupError;
    if (!error.isEmpty() || !raw->game->start(&error)) {
        Q_EMIT message(QStringLiteral("Game %1 cannot start: %2").arg(scheduled.number).arg(error));
        raw->game->abort(error);
    }
    return true;
}

bool TournamentRunner::namesKnown(const Slot& slot) const {
    for (Side side : {White, Black}) {
        const int p = side == White ? slot.scheduled.whitePlayer : slot.scheduled.blackPlayer;
        const Engine* e = slot.engines[side];
        if (m_settings.players[p].nameFromEngine && e &&
            (e->state() == Engine::State::NotStarted || e->state() == Engine::State::Starting))
            return false;
    }
    return true;
}

void TournamentRunner::announce(Slot& slot) {
    slot.announced = true;
    Q_EMIT gameStarted(slot.scheduled, m_settings.players[slot.scheduled.whitePlayer].engine.name,
                       m_settings.players[slot.scheduled.blackPlayer].engine.name);
}

void TournamentRunner::adoptEngineName(int player, const Engine& engine) {
    const QString name = engine.idName();
    if (!name.isEmpty() && name != m_settings.players[player].engine.name) {
        m_settings.players[player].engine.name = name;
        m_tournament->renamePlayer(player, name);
    }
    // The games that waited for the name ("Started game" prints it, as cutechess-cli's does).
    for (auto& slot : m_slots)
        if (!slot->announced && namesKnown(*slot)) announce(*slot);
}

Engine* TournamentRunner::acquireEngine(int player) {
    auto& pool = m_idleEngines[size_t(player)];
    while (!pool.empty()) {
        Engine* e = pool.back();
        pool.pop_back();
        if (e->state() != Engine::State::Finished && e->state() != Engine::State::Quitting)
            return e;
        e->deleteLater();
        // It died between games: like a crash in a game, without -recover that retires it.
        if (!m_settings.tournament.recover) {
            m_retiredPlayers[player] = QStringLiteral("crashed");
            return nullptr;
        }
    }
    const TournamentPlayer& wanted = m_settings.players[player];
    EngineConfiguration config = wanted.engine;
    if (wanted.nameFromEngine) config.name.clear(); // the engine's name() is then its own
    auto* engine = new Engine(config, this);
    if (wanted.nameFromEngine)
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
    engine->setEvaluationMode(m_settings.everyEvaluation ? Engine::EvaluationMode::EveryLine
                                                         : Engine::EvaluationMode::FinalOnly);
    if (m_settings.handshakeTimeoutMs > 0)
        engine->setHandshakeTimeout(m_settings.handshakeTimeoutMs);
    if (m_settings.pingTimeoutMs > 0) engine->setPingTimeout(m_settings.pingTimeoutMs);
    engine->setNewGameTimeout(m_settings.newGameTimeoutMs);
    engine->setPreferExactScores(m_settings.adjudication.style == AdjudicationStyle::Fastchess);
    if (m_settings.fastchessPgn) {
        const FastchessPgnFields& fields = m_settings.fastchessFields;
        engine->setFinalPv(fields.pv);
        QVector<QRegularExpression> patterns;
        for (const QString& pattern : fields.matchLines) patterns << QRegularExpression(pattern);
        engine->setWatchedLines(patterns);
    }
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
    return engine;
}

void TournamentRunner::stopForEngine(Engine* engine, const QString& why) {
    for (auto& slot : m_slots)
        if (slot->engines[White] == engine || slot->engines[Black] == engine)
            slot->game->abort(why);
    if (!m_stopping) {
        Q_EMIT message(QStringLiteral("Error: %1; the tournament stops").arg(why));
        stop(why);
    }
}

void TournamentRunner::releaseEngine(int player, Engine* engine) {
    if (!engine) return;
    const auto state = engine->state();
    const bool alive = state != Engine::State::Finished && state != Engine::State::Quitting;
    const bool restart = engine->restartsBetweenGames();
    if (alive && !restart && !engine->isSettled()) {
        settleEngine(player, engine);
        return;
    }
    if (alive && !restart) {
        m_idleEngines[size_t(player)].push_back(engine);
        return;
    }
    if (alive)
        engine->quit();
    else if (!m_settings.tournament.recover)
        m_retiredPlayers[player] = QStringLiteral("crashed");
    // The object goes once its process is gone (quit() waits for a grace period).
    connect(engine, &Engine::exited, engine, &QObject::deleteLater);
    if (!alive) engine->deleteLater();
}

void TournamentRunner::settleEngine(int player, Engine* engine) {
    // Lost on time while thinking, say: the engine is pooled once it has answered what it owes
    // (the dropped move, the ping); if it stalls instead it is killed and handled like a crash.
    auto& settling = m_settlingEngines[size_t(player)];
    settling.push_back(engine);
    auto leave = [this, player, engine] {
        auto& list = m_settlingEngines[size_t(player)];
        auto it = std::find(list.begin(), list.end(), engine);
        if (it == list.end()) return false;
        list.erase(it);
        for (auto signal : {&Engine::settled, &Engine::stalled, &Engine::exited})
            disconnect(engine, signal, this, nullptr);
        return true;
    };
    connect(engine, &Engine::settled, this, [this, player, engine, leave] {
        if (!leave()) return;
        if (!m_running) {
            engine->quit();
            connect(engine, &Engine::exited, engine, &QObject::deleteLater);
            return;
        }
        m_idleEngines[size_t(player)].push_back(engine);
        startGames();
    });
    auto stalled = std::make_shared<bool>(false);
    connect(engine, &Engine::stalled, this, [stalled] { *stalled = true; });
    connect(engine, &Engine::exited, this, [this, player, engine, leave, stalled] {
        if (!leave()) return;
        if (!m_settings.tournament.recover)
            m_retiredPlayers[player] =
                *stalled ? QStringLiteral("stopped answering") : QStringLiteral("crashed");
        engine->deleteLater();
        if (m_running) startGames();
    });
}

bool TournamentRunner::waitsForEngine(const ScheduledGame& game) const {
    for (int p : {game.whitePlayer, game.blackPlayer}) {
        if (m_retiredPlayers.count(p) || !m_idleEngines[size_t(p)].empty()) continue;
        if (!m_settlingEngines[size_t(p)].empty()) return true;
    }
    return false;
}

QString TournamentRunner::announcedOption(int player, const QString& name) const {
    if (player < 0 || player >= int(m_announcedOptions.size())) return {};
    const EngineOption* option = findOption(m_announcedOptions[size_t(player)], name);
    return option ? option->value : QString();
}

void TournamentRunner::onGameFinished(Slot* slot) {
    auto it = std::find_if(m_slots.begin(), m_slots.end(),
                           [slot](const auto& s) { return s.get() == slot; });
    if (it == m_slots.end()) return;
    if (!slot->announced) announce(*slot); // an engine that never got ready
    std::unique_ptr<Slot> owned = std::move(*it);
    m_slots.erase(it);

    const Game& game = *owned->game;
    const ScheduledGame& scheduled = owned->scheduled;
    m_announcedOptions.resize(size_t(m_settings.players.size()));
    for (Side side : {White, Black}) {
        const int player = side == White ? scheduled.whitePlayer : scheduled.blackPlayer;
        if (owned->engines[side] && player >= 0 && player < int(m_announcedOptions.size()))
            m_announcedOptions[size_t(player)] = owned->engines[side]->options();
    }
    FinishedGame finished;
    finished.game = scheduled;
    finished.result = game.result();
    finished.whiteName = owned->players[White]->name();
    finished.blackName = owned->players[Black]->name();

    GameRecordInfo info;
    info.event =
        m_settings.tournament.event.isEmpty() ? QStringLiteral("?") : m_settings.tournament.event;
    info.site =
        m_settings.tournament.site.isEmpty() ? QStringLiteral("?") : m_settings.tournament.site;
    info.round = QString::number(scheduled.round);
    info.startTime = owned->startTime;
    info.endTime = QDateTime::currentDateTime();
    info.fastchessComments = m_settings.fastchessPgn;
    finished.record = makeGameRecord(game, info);
    if (m_settings.fastchessPgn) {
        useFastchessTags(finished.record, finished.result, info.startTime, info.endTime);
        if (m_settings.pgnMode != PgnMode::Minimal) {
            addFastchessMoveData(finished.record, game, m_settings.fastchessFields);
            const Engine* w = owned->engines[White];
            const Engine* b = owned->engines[Black];
            setFastchessEngineTags(finished.record, w ? w->idName() : QString(),
                                   w ? w->idAuthor() : QString(), b ? b->idName() : QString(),
                                   b ? b->idAuthor() : QString());
        }
    }

    const bool counted = !finished.result.isNone();
    // The state keeps the PGN text until the file has it, so a crash in between loses nothing.
    std::string pgnText;
    if (m_pgnWriter) m_pgnWriter->write(finished.record, pgnText);
    m_tournament->gameFinished(scheduled.number, finished.result, QString::fromStdString(pgnText));
    // Write-ahead: the saved state learns of the game (with its PGN text) before the PGN file
    // does. A process killed in between loses nothing, and the resumed run finds the game at
    // the end of the file instead of writing it twice (openOutputs()). When the state cannot
    // be saved nothing more can be recorded safely: the game is not written, the run stops.
    QString checkpointError;
    const bool recorded = !counted || !m_checkpoint || m_checkpoint(&checkpointError);
    if (!recorded)
        Q_EMIT message(QStringLiteral("Error: %1; the tournament stops").arg(checkpointError));
    // Games aborted by a stop are written only as cutechess-cli writes them ("*"); a resumed run
    // plays them again.
    // (A game our side could not start, or one stopped because an engine does not play the
    // variant, is no game at all: the run stops for it, see acquireEngine.)
    const bool cutShort = !counted && m_stopping;
    const bool reportCutShort = cutShort && m_settings.reportStoppedGames &&
                                m_managerError.isEmpty() && m_refusal.isEmpty();
    if (recorded && m_pgnFile &&
        (counted || (!m_settings.pgnOnlyFinished && (!cutShort || reportCutShort)))) {
        std::string why;
        finished.pgnWritten = m_pgnFile->append(pgnText, &why);
        if (finished.pgnWritten && counted) m_tournament->markPgnWritten(scheduled.number);
        if (finished.pgnWritten && m_pgnWritten) m_pgnWritten(pgnText);
        if (!finished.pgnWritten)
            Q_EMIT message(QStringLiteral("Warning: ") + QString::fromStdString(why));
    }
    if (recorded && m_epd && counted) writeEpd(game);

    for (Side side : {White, Black}) {
        int player = side == White ? scheduled.whitePlayer : scheduled.blackPlayer;
        releaseEngine(player, owned->engines[side]);
        owned->players[side]->deleteLater();
    }
    owned->game.release()->deleteLater();

    // A game the state could not record is not reported either: no table counts it.
    if (counted && recorded) Q_EMIT gameFinished(finished);
    if (reportCutShort) Q_EMIT gameStopped(finished);
    if (!recorded && !m_stopping) {
        stop(QStringLiteral("the tournament state cannot be saved"));
        return;
    }
    // Without -recover an engine that crashed or stopped answering ends the tournament, as in
    // cutechess-cli (Tournament::onGameFinished in its public sources): its later games are
    // not played, so neither are they forfeited nor does an SPRT decide on forfeits.
    using T = GameResult::Termination;
    const T termination = finished.result.termination();
    if (!m_settings.tournament.recover && !m_stopping &&
        (termination == T::Disconnection || termination == T::StalledConnection)) {
        const Side loser = finished.result.loserSide();
        const QString name = loser == White ? finished.whiteName : finished.blackName;
        Q_EMIT message(QStringLiteral("Stopping the tournament: %1 %2 in game %3 and -recover "
                                      "is not given")
                           .arg(name, termination == T::Disconnection
                                          ? QStringLiteral("disconnected")
                                          : QStringLiteral("stalled"))
                           .arg(scheduled.number));
        stop(QStringLiteral("an engine failed"));
        return;
    }
    if (m_tournament->sprtDecided() && !m_stopping) {
        stop(QStringLiteral("SPRT decided"));
        return;
    }
    if (m_stopping) return maybeFinish();
    if (m_settings.tournament.waitMs > 0 && !m_waitPending) {
        m_waitPending = true;
        QTimer::singleShot(m_settings.tournament.waitMs, this, [this] { startGames(); });
    } else {
        startGames();
    }
}

const Game* TournamentRunner::runningGame(int number) const {
    for (const auto& slot : m_slots)
        if (slot->scheduled.number == number) return slot->game.get();
    return nullptr;
}

void TournamentRunner::writeEpd(const Game& game) {
    // r-Mobility writes its own FEN: its 50-move counter and the current G token (B9 fix).
    const auto* judge = game.rules().findJudge<RMobilityJudge>();
    std::string line = (judge ? judge->fen(game.board()) : game.board().fen()) + "\n";
    std::string why;
    if (!m_epd->append(line, &why))
        Q_EMIT message(QStringLiteral("Warning: ") + QString::fromStdString(why));
}

void TournamentRunner::stop(const QString& reason) {
    if (!m_running) return;
    m_stopping = true;
    m_tournament->stop();
    // cutechess-cli's text for a game stopped with its tournament.
    const QString why = m_settings.reportStoppedGames ? QStringLiteral("No result") : reason;
    for (auto& slot : m_slots) slot->game->abort(why);
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
    if (!m_running || !m_slots.empty() || m_waitPending) return;
    if (m_heldGame && !m_stopping) return; // waits for an engine to settle
    if (!m_stopping && !m_scheduleDone) return;
    m_running = false;
    for (auto& pool : m_idleEngines) {
        for (Engine* e : pool) {
            connect(e, &Engine::exited, e, &QObject::deleteLater);
            e->quit();
        }
        pool.clear();
    }
    finishOnceEnginesExit();
}

void TournamentRunner::finishOnceEnginesExit() {
    // finished() waits until every engine process has ended: each gets its quit grace period
    // (then it is killed), so an engine saving files on quit is not cut short by the program
    // exiting, and none is left behind, running or unreaped, when it does.
    if (m_finishEmitted) return;
    bool waiting = false;
    for (Engine* e : findChildren<Engine*>(Qt::FindDirectChildrenOnly)) {
        e->quit(); // those still settling, say; no-op for those already quitting
        if (e->state() == Engine::State::Finished) continue; // (one never started is at once)
        waiting = true;
        connect(e, &Engine::exited, this, &TournamentRunner::finishOnceEnginesExit,
                Qt::UniqueConnection);
        // One deleted while quitting (its process killed by the destructor) never says exited.
        connect(e, &QObject::destroyed, this,
                [this] { QTimer::singleShot(0, this, &TournamentRunner::finishOnceEnginesExit); });
    }
    if (waiting) return;
    m_finishEmitted = true;
    Q_EMIT finished();
}

} // namespace arbiter
