#include "fastchessmovechecks.h"

#include "board/board.h"
#include "board/variant.h"
#include "description/runnersettings.h"
#include "game/game.h"
#include "tournament/output/fastchesspvcheck.h"

#include <algorithm>

namespace arbiter::cli {

namespace {

QString toQString(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

bool playedByEngine(const PlayedMove& move) {
    return !move.opening && !move.book && move.timeMs >= 0;
}

// Scratch boards kept at most: more games at once share them, copying the game's board more.
constexpr size_t kScratchBoards = 32;

} // namespace

FastchessMoveChecks::FastchessMoveChecks(TournamentSession& session, MatchPrinter::Print print,
                                         FastchessLog& log)
    : m_session(session), m_print(std::move(print)), m_log(log),
      m_settings(session.options().fastchess), m_checkPvs(checksPvs(session.options())) {
    if (const std::unique_ptr<Board> board = createBoard(session.options().variant.toStdString())) {
        board->reset();
        m_standardStart = QString::fromStdString(board->fen());
    }
}

// "Position; ..." and "Moves; ..." after the warning and its info line(s), as fastchess
// prints them: the game's first `moves` moves.
void FastchessMoveChecks::warn(const QString& warning, const QString& info, const Game& play,
                               int moves) {
    QStringList played;
    for (int i = 0; i < moves; ++i) played << play.moves()[size_t(i)].coordinate;
    const QString start = play.startFen().isEmpty() || play.startFen() == m_standardStart
                              ? QStringLiteral("startpos")
                              : QStringLiteral("fen ") + play.startFen();
    const QStringList lines{warning, info, QStringLiteral("Position; ") + start,
                            QStringLiteral("Moves; ") + played.join(QLatin1Char(' '))};
    m_print({lines.join(m_settings.testEnv ? QStringLiteral(" :: ") : QStringLiteral("\n"))});
}

Board& FastchessMoveChecks::positionBefore(const ScheduledGame& game, const Game& play) {
    auto scratch = std::find_if(m_scratch.begin(), m_scratch.end(), [&](const Scratch& s) {
        return s.game == &play && s.number == game.number;
    });
    if (scratch == m_scratch.end()) {
        if (m_scratch.size() < kScratchBoards)
            scratch = m_scratch.emplace(m_scratch.end());
        else
            scratch = std::min_element(
                m_scratch.begin(), m_scratch.end(),
                [](const Scratch& a, const Scratch& b) { return a.used < b.used; });
        *scratch = Scratch{&play, game.number, false, 0, std::move(scratch->board)};
    }
    scratch->used = ++m_uses;
    const Board& board = play.board();
    const std::vector<PlayedMove>& moves = play.moves();
    // Left by the check of the game's move before (at the position before that move): that
    // move and the last one bring it to the game's position, which it must reach.
    Board* position = scratch->board.get();
    if (scratch->inStep && moves.size() >= 2 &&
        position->historySize() + 2 == board.historySize()) {
        position->makeMove(moves[moves.size() - 2].move);
        position->makeMove(moves.back().move);
        const bool same = position->key() == board.key();
        position->undoMove();
        if (same) return *position;
    }
    if (!position || !position->copyFrom(board)) {
        scratch->board = board.clone();
        position = scratch->board.get();
    }
    position->undoMove();
    scratch->inStep = true;
    return *position;
}

void FastchessMoveChecks::moveMade(const ScheduledGame& game, const Game& play) {
    const std::vector<PlayedMove>& moves = play.moves();
    if (moves.empty() || !playedByEngine(moves.back())) return;
    const PlayedMove& move = moves.back();
    const Side mover = play.board().sideToMove() == White ? Black : White;
    const int player = mover == White ? game.whitePlayer : game.blackPlayer;
    const QString name = m_session.runner().settings().players[player].engine.name;
    if (m_settings.showLatency) {
        const qint64 reported = std::max<qint64>(move.evaluation.timeMs, 0);
        m_log.write(FastchessLogSettings::Level::Info,
                    QStringLiteral("Engine %1 latency: %2ms (elapsed: %3, reported: %4)")
                        .arg(name)
                        .arg(move.timeMs - reported)
                        .arg(move.timeMs)
                        .arg(reported),
                    QString::number(game.number));
    }
    if (!m_checkPvs) return;
    const int before = int(moves.size()) - 1;
    PvLineChecker checker(positionBefore(game, play), m_settings.checkMatePvs);
    for (std::string_view line : move.evaluation.scoreLines) {
        if (const auto w = checker.check(line))
            warn(w->text(name), QStringLiteral("Info; ") + toQString(line), play, before);
    }
    const PrincipalLines& principal = checker.principal();
    if (const auto w = principal.checkBestMove(move.coordinate))
        warn(w->text(name), QStringLiteral("Info; ") + toQString(principal.lastLine()), play,
             before);
    // Two engine moves in a row whose mate scores claim the same side wins (or loses): the
    // engine's own score of its move is "mate N" of its last exact principal line.
    if (moves.size() < 2 || !playedByEngine(moves[moves.size() - 2])) return;
    const auto ours = principal.mateScore();
    if (!ours) return;
    const PrincipalLines previous(moves[moves.size() - 2].evaluation.scoreLines);
    const auto theirs = previous.mateScore();
    if (!theirs || *ours * *theirs <= 0) return;
    const int opponent = mover == White ? game.blackPlayer : game.whitePlayer;
    const QString them = m_session.runner().settings().players[opponent].engine.name;
    const QString sideToMove = mover == White ? QStringLiteral("Black") : QStringLiteral("White");
    const QString moverSide = mover == White ? QStringLiteral("White") : QStringLiteral("Black");
    warn(QStringLiteral("Warning; Sign mismatch in mate scores %1 and %2 from %3 (%4) and %5 (%6)")
             .arg(*theirs)
             .arg(*ours)
             .arg(them, sideToMove, name, moverSide),
         QStringLiteral("Infos; %1 ; %2")
             .arg(toQString(previous.scoreLine()), toQString(principal.scoreLine())),
         play, int(moves.size()));
}

} // namespace arbiter::cli
