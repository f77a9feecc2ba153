// arbiter-bench make-games --out FILE [--games N] [--seed S] [--variant NAME]: writes N games
// (default 100,000) played through the library by a cheap greedy player, for the PGN import
// benchmark (bench/pgn-import-vs-pgn-extract.sh) and database tests. Each ply the player takes
// the most valuable capture with probability 0.6, else a random legal move; a game ends by
// the board's own rules (mate, stalemate), the fifty-move rule, a threefold repetition, or at a
// ply limit drawn between 60 and 220, where a material lead of 5 pawns or more wins. Every move
// carries the player's material balance after it as a comment, like an engine's score comment
// ("+2.00/1"). The same seed gives the same file; the file is generated, never stored.
#include "benchcommand.h"
#include "board/board.h"
#include "board/variant.h"
#include "pgn/pgngame.h"
#include "pgn/pgnwriter.h"

#include <QFile>
#include <chrono>
#include <cstdio>
#include <random>

namespace arbiter::bench {
namespace {

// Material in centipawns by piece type (xiangqi shares the western types it has).
int pieceValue(PieceType type) {
    static const int values[PieceTypeCount] = {0, 100, 320, 330, 500, 900, 0, 200, 450};
    return values[type];
}

int materialBalance(const Board& board) {
    int balance = 0;
    for (Square s = 0; s < board.squareCount(); ++s) {
        const Piece p = board.pieceAt(s);
        if (p == NoPiece) continue;
        balance += sideOf(p) == White ? pieceValue(typeOf(p)) : -pieceValue(typeOf(p));
    }
    return balance;
}

std::string scoreComment(int centipawns) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.2f/1", centipawns / 100.0);
    return text;
}

class GamePlayer {
public:
    GamePlayer(const std::string& variant, uint64_t seed) : m_variant(variant), m_random(seed) {}

    void play(PgnGame& game, int round) {
        static const char* names[] = {"Aldebaran", "Betelgeuse", "Capella", "Deneb",  "Electra",
                                      "Fomalhaut", "Gemma",      "Hadar",   "Izar",   "Jabbah",
                                      "Kochab",    "Lesath",     "Mirach",  "Nunki",  "Okul",
                                      "Pollux",    "Rigel",      "Sirius",  "Thuban", "Vega"};
        constexpr int nameCount = int(sizeof names / sizeof names[0]);
        game.clear();
        game.setVariant(m_variant);
        game.setTag("Event", "Arbiter bench games");
        game.setTag("Site", "arbiter-bench make-games");
        char date[16];
        std::snprintf(date, sizeof date, "%04d.%02d.%02d", 2015 + int(m_random() % 10),
                      1 + int(m_random() % 12), 1 + int(m_random() % 28));
        game.setTag("Date", date);
        game.setTag("Round", std::to_string(round));
        const int white = int(m_random() % nameCount);
        const int black = (white + 1 + int(m_random() % (nameCount - 1))) % nameCount;
        game.setTag("White", names[white]);
        game.setTag("Black", names[black]);
        game.setMoveTextNotation(Notation::San);

        auto board = createBoard(m_variant);
        const int plyLimit = 60 + int(m_random() % 161);
        PgnResult result = PgnResult::Unknown;
        std::string termination;
        MoveList moves;
        for (int ply = 0;; ++ply) {
            const PositionEnd end = board->positionEnd();
            if (!end.isNone()) {
                result = end.winner == White   ? PgnResult::WhiteWins
                         : end.winner == Black ? PgnResult::BlackWins
                                               : PgnResult::Draw;
                termination = end.reason == EndReason::Checkmate ? "mate" : "position end";
                break;
            }
            if (board->halfmoveClock() >= 100 || board->repetitionCount() >= 2) {
                result = PgnResult::Draw;
                termination = board->halfmoveClock() >= 100 ? "Draw by fifty moves rule"
                                                            : "Draw by 3-fold repetition";
                break;
            }
            if (ply >= plyLimit) {
                const int balance = materialBalance(*board);
                result = balance >= 500    ? PgnResult::WhiteWins
                         : balance <= -500 ? PgnResult::BlackWins
                                           : PgnResult::Draw;
                termination = "adjudication";
                break;
            }
            board->legalMoves(moves);
            const Move move = choose(*board, moves);
            const std::string san = board->moveToSan(move);
            board->makeMove(move);
            game.addMove(move, san, scoreComment(materialBalance(*board)));
        }
        game.setResult(result);
        if (termination != "mate" && termination != "position end")
            game.setTerminationComment(termination);
    }

private:
    Move choose(const Board& board, const MoveList& moves) {
        if (m_random() % 10 < 6) {
            Move best;
            int bestValue = 0;
            for (Move m : moves) {
                if (!board.isCapture(m)) continue;
                const Piece victim = board.pieceAt(m.to());
                const int value = victim == NoPiece ? pieceValue(Pawn) : pieceValue(typeOf(victim));
                if (value > bestValue) {
                    bestValue = value;
                    best = m;
                }
            }
            if (!best.isNull()) return best;
        }
        return moves[int(m_random() % uint64_t(moves.size()))];
    }

    std::string m_variant;
    std::mt19937_64 m_random;
};

int runMakeGames(const std::vector<std::string>& args) {
    std::string out, variant = "standard";
    long long count = 100000;
    uint64_t seed = 1;
    for (size_t i = 0; i < args.size(); ++i) {
        const bool hasValue = i + 1 < args.size();
        if (args[i] == "--out" && hasValue)
            out = args[++i];
        else if (args[i] == "--games" && hasValue)
            count = std::stoll(args[++i]);
        else if (args[i] == "--seed" && hasValue)
            seed = std::stoull(args[++i]);
        else if (args[i] == "--variant" && hasValue)
            variant = args[++i];
        else {
            std::fprintf(stderr, "arbiter-bench make-games: unexpected argument '%s'\n",
                         args[i].c_str());
            return 2;
        }
    }
    if (out.empty() || count <= 0) {
        std::fprintf(stderr, "arbiter-bench make-games: expected --out FILE and --games N > 0\n");
        return 2;
    }
    if (!findVariant(variant)) {
        std::fprintf(stderr, "arbiter-bench make-games: unknown variant '%s'\n", variant.c_str());
        return 2;
    }
    QFile file(QString::fromStdString(out));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "arbiter-bench make-games: cannot write %s: %s\n", out.c_str(),
                     file.errorString().toLocal8Bit().constData());
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    GamePlayer player(variant, seed);
    PgnWriter writer;
    PgnGame game;
    std::string text;
    long long plies = 0;
    for (long long n = 1; n <= count; ++n) {
        player.play(game, int(n));
        plies += game.plyCount();
        writer.write(game, text);
        if (text.size() > (1 << 20) || n == count) {
            if (file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
                std::fprintf(stderr, "arbiter-bench make-games: cannot write %s: %s\n", out.c_str(),
                             file.errorString().toLocal8Bit().constData());
                return 2;
            }
            text.clear();
        }
    }
    file.close();
    const double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("games %lld plies %lld bytes %lld time_s %.1f\n", count, plies,
                (long long)file.size(), s);
    return 0;
}

Registration makeGamesCommand{
    {"make-games", "make-games --out FILE [--games N] [--seed S] [--variant NAME]", runMakeGames}};

} // namespace
} // namespace arbiter::bench
