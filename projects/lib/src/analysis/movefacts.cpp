#include "analysis/movefacts.h"

#include "analysis/factwording.h"
#include "analysis/linetactics.h"
#include "analysis/positionprobe.h"
#include "analysis/rulefacts.h"
#include "analysis/xiangqiideas.h"

#include <algorithm>
#include <numeric>

namespace arbiter::coach {

namespace {

int total(BoardFamily family, const std::vector<PieceType>& types) {
    return std::accumulate(types.begin(), types.end(), 0,
                           [family](int sum, PieceType t) { return sum + pieceValue(family, t); });
}

// The piece a legal move takes, NoPieceType for none (en passant takes a pawn beside `to`).
PieceType capturedBy(const Board& board, Move m) {
    if (!board.isCapture(m)) return NoPieceType;
    const Piece taken = board.pieceAt(board.landingSquare(m));
    return taken != NoPiece ? typeOf(taken) : Pawn;
}

bool contains(const std::vector<Square>& squares, Square s) {
    return std::find(squares.begin(), squares.end(), s) != squares.end();
}

// The victims of `attacks`, each once.
std::vector<Square> victimsOf(const std::vector<Attack>& attacks) {
    std::vector<Square> victims;
    for (const Attack& a : attacks)
        if (!contains(victims, a.victim)) victims.push_back(a.victim);
    return victims;
}

// A fact about opponent pieces on `squares` of `board`: their types in `won`, "%1" of the
// sentences filled with their names.
MoveFact aboutPieces(FactKind kind, const Board& board, const std::vector<Square>& squares,
                     const QStringList& line, const QString& english, const QString& chinese) {
    const BoardFamily family = board.variant().family;
    MoveFact f = fact(kind, line, QString(), QString());
    f.squares = squares;
    for (Square s : squares) f.won.push_back(typeOf(board.pieceAt(s)));
    const Side owner = squares.empty() ? NoSide : sideOf(board.pieceAt(squares.front()));
    f.english = english.arg(definiteList(family, f.won));
    f.chinese = chinese.arg(chineseList(family, owner, f.won));
    return f;
}

// The engine's `line` played on `board` as far as it is legal: each move written in `notation`
// appended to `cited`, the captures of each side, the moves of each and who is mated at its end.
struct PlayedLine {
    std::vector<PieceType> won, lost; // the mover's and the opponent's captures
    int moverMoves = 0, opponentMoves = 0;
    Side mated = NoSide;
};

PlayedLine play(Board& board, Side mover, const QStringList& line, Notation notation,
                QStringList& cited) {
    PlayedLine played;
    for (const QString& text : line) {
        const Move m = board.parseMove(text.toStdString());
        if (m.isNull() || !board.isLegal(m)) break; // the line is cited as far as it is legal
        const Side side = board.sideToMove();
        cited << QString::fromStdString(board.moveToString(m, notation));
        const PieceType t = capturedBy(board, m);
        if (t != NoPieceType) (side == mover ? played.won : played.lost).push_back(t);
        board.makeMove(m);
        ++(side == mover ? played.moverMoves : played.opponentMoves);
        const PositionEnd e = board.positionEnd();
        if (!e.isNone()) {
            if (e.reason == EndReason::Checkmate) played.mated = ~e.winner;
            break;
        }
    }
    return played;
}

// The named xiangqi mates of the mated position `board`, one fact each.
void addNamedMates(std::vector<MoveFact>& facts, const Board& board, const QStringList& line,
                   bool byTheMove) {
    for (XiangqiMate m : namedMates(board)) {
        MoveFact f = byTheMove ? fact(FactKind::NamedMate, line,
                                      QStringLiteral("mates: %1").arg(withArticle(englishName(m))),
                                      QStringLiteral("%1杀").arg(chineseName(m)))
                               : fact(FactKind::NamedMate, line,
                                      QStringLiteral("the line ends in %1: %2")
                                          .arg(withArticle(englishName(m)), cited(line)),
                                      QStringLiteral("%1杀：%2").arg(chineseName(m), cited(line)));
        f.mateName = chineseName(m);
        facts.push_back(f);
    }
}

// A check's kind: discovered, or by a cannon over the moved piece as its screen.
void addCheckKinds(std::vector<MoveFact>& facts, const Board& after, Side mover, Square landing,
                   const QStringList& line) {
    const bool xiangqi = after.variant().family == BoardFamily::Xiangqi;
    if (isDiscoveredCheck(after, landing))
        facts.push_back(fact(FactKind::DiscoveredCheck, line,
                             QStringLiteral("gives a discovered check"), QStringLiteral("闪将")));
    for (Square cannon = 0; xiangqi && cannon < after.squareCount(); ++cannon)
        if (after.pieceAt(cannon) == makePiece(mover, Cannon) &&
            cannonScreen(after, cannon, after.kingSquare(~mover)) == landing) {
            facts.push_back(fact(FactKind::CannonScreen, line,
                                 QStringLiteral("makes a screen (炮架) for the cannon's check"),
                                 QStringLiteral("做炮架，炮将军")));
            break;
        }
}

// Profitable captures the mover would have next that it had not before: threats and forks,
// those the move uncovered and those a cannon makes over the moved piece.
void addThreats(std::vector<MoveFact>& facts, const Board& before, const Board& after,
                Square landing, const QStringList& line) {
    const bool xiangqi = before.variant().family == BoardFamily::Xiangqi;
    const Side mover = before.sideToMove();
    const std::vector<Square> already = victimsOf(profitableAttacks(before, mover));
    std::vector<Attack> fresh;
    for (const Attack& a : profitableAttacks(after, mover))
        if (!contains(already, a.victim)) fresh.push_back(a);
    const std::vector<Square> victims = victimsOf(fresh);
    if (victims.size() > 1)
        facts.push_back(
            aboutPieces(FactKind::Fork, after, victims, line, QStringLiteral("attacks %1 at once"),
                        xiangqi ? QStringLiteral("捉双：%1") : QStringLiteral("双重攻击：%1")));
    else if (!victims.empty())
        facts.push_back(aboutPieces(FactKind::Threat, after, victims, line,
                                    QStringLiteral("attacks %1"),
                                    xiangqi ? QStringLiteral("捉%1") : QStringLiteral("攻击%1")));
    const std::vector<Square> uncovered =
        victimsOf(discoveredAttacks(before, after, landing, fresh));
    if (!uncovered.empty())
        facts.push_back(aboutPieces(FactKind::DiscoveredAttack, after, uncovered, line,
                                    QStringLiteral("uncovers an attack on %1"),
                                    QStringLiteral("闪击%1")));
    std::vector<Square> screened;
    for (const Attack& a : fresh)
        if (xiangqi && after.pieceAt(a.attacker) == makePiece(mover, Cannon) &&
            cannonScreen(after, a.attacker, a.victim) == landing && !contains(screened, a.victim))
            screened.push_back(a.victim);
    if (!screened.empty())
        facts.push_back(aboutPieces(FactKind::CannonScreen, after, screened, line,
                                    QStringLiteral("makes a screen (炮架) for the cannon to "
                                                   "attack %1"),
                                    QStringLiteral("做炮架，炮打%1")));
}

// Pins the move makes: present after it, not before it.
void addPins(std::vector<MoveFact>& facts, const Board& before, const Board& after,
             const QStringList& line) {
    const Side mover = before.sideToMove();
    auto opponentToMove = withTheMoveGivenTo(before, ~mover);
    if (!opponentToMove) return; // the mover was in check: no pins to compare with
    const std::vector<Pin> earlier = pinsOfSideToMove(*opponentToMove);
    const BoardFamily family = before.variant().family;
    for (const Pin& p : pinsOfSideToMove(after)) {
        if (std::any_of(earlier.begin(), earlier.end(), [&p](const Pin& e) {
                return e.pinned == p.pinned && e.behind == p.behind;
            }))
            continue;
        const PieceType behind = typeOf(after.pieceAt(p.behind));
        const QString behindZh = chineseName(family, makePiece(~mover, behind));
        MoveFact f =
            aboutPieces(FactKind::Pin, after, {p.pinned}, line,
                        QStringLiteral("pins %1 ") +
                            (behind == King ? QStringLiteral("to ") : QStringLiteral("against ")) +
                            QStringLiteral("the ") + englishName(family, behind),
                        QStringLiteral("牵制%1（其后是") + behindZh + QStringLiteral("）"));
        f.behind = {behind};
        f.behindSquares = {p.behind};
        facts.push_back(f);
    }
}

// Xiangqi's blocks: the move on an opponent horse's leg or elephant's eye.
void addBlocks(std::vector<MoveFact>& facts, const Board& before, const Board& after, Move move,
               const QStringList& line) {
    for (Square horse : blockedHorses(before, after, move))
        facts.push_back(aboutPieces(FactKind::HorseLegBlocked, after, {horse}, line,
                                    QStringLiteral("blocks the leg of %1 (蹩马腿)"),
                                    QStringLiteral("蹩%1腿")));
    for (Square elephant : blockedElephants(before, after, move))
        facts.push_back(aboutPieces(FactKind::ElephantEyeBlocked, after, {elephant}, line,
                                    QStringLiteral("blocks the eye of %1 (塞象眼)"),
                                    QStringLiteral("塞%1眼")));
}

// What the move does about the opponent's threats: each of the mover's pieces it could have
// taken for profit before (given the move) is safe after the move, or still attacked.
void addAnswers(std::vector<MoveFact>& facts, const Board& before, const Board& after, Move move,
                const QString& written) {
    const Side mover = before.sideToMove();
    std::vector<Square> saved, left;
    const std::vector<Square> afterThreats = victimsOf(profitableAttacks(after, ~mover));
    for (Square s : victimsOf(profitableAttacks(before, ~mover))) {
        const Square now = s == move.from() ? after.landingSquare(move) : s;
        if (after.pieceAt(now) == NoPiece || sideOf(after.pieceAt(now)) != mover) continue;
        (contains(afterThreats, now) ? left : saved).push_back(now);
    }
    if (!saved.empty())
        facts.push_back(aboutPieces(FactKind::Parry, after, saved, {written},
                                    QStringLiteral("saves %1, which was attacked"),
                                    QStringLiteral("化解对%1的威胁")));
    if (!left.empty())
        facts.push_back(aboutPieces(FactKind::StillAttacked, after, left, {written},
                                    QStringLiteral("leaves %1 attacked"),
                                    QStringLiteral("%1仍受攻击")));
}

// What the cited line comes to: a mate either way (named in xiangqi), or the material won or
// lost by its end.
void addLineFacts(std::vector<MoveFact>& facts, Board& board, Side mover, PieceType taken,
                  const QStringList& lineAfter, Notation notation, QStringList line) {
    const BoardFamily family = board.variant().family;
    PlayedLine played = play(board, mover, lineAfter, notation, line);
    if (taken != NoPieceType) played.won.insert(played.won.begin(), taken);
    const int moverMoves = played.moverMoves + 1;
    if (played.mated == ~mover) {
        MoveFact f = fact(FactKind::ForcedMate, line,
                          QStringLiteral("mates in %1: %2").arg(moverMoves).arg(cited(line)),
                          QStringLiteral("%1步杀：%2").arg(moverMoves).arg(cited(line)));
        f.mateIn = moverMoves;
        facts.push_back(f);
        addNamedMates(facts, board, line, false);
    } else if (played.mated == mover) {
        const int n = played.opponentMoves;
        MoveFact f = fact(FactKind::AllowsMate, line,
                          QStringLiteral("allows mate in %1: %2").arg(n).arg(cited(line)),
                          QStringLiteral("让对方%1步杀：%2").arg(n).arg(cited(line)));
        f.mateIn = n;
        facts.push_back(f);
        addNamedMates(facts, board, line, false);
    }
    const auto& won = played.won;
    const auto& lost = played.lost;
    const int balance = total(family, won) - total(family, lost);
    // After a mate the material says nothing more.
    if (played.mated != NoSide || line.size() <= 1 ||
        (balance == 0 && (won.empty() || lost.empty())))
        return;
    MoveFact f = fact(FactKind::Material, line, QString(), QString());
    f.won = won;
    f.lost = lost;
    const QString gained = englishList(family, won), given = englishList(family, lost);
    const QString gainedZh = chineseList(family, ~mover, won);
    const QString givenZh = chineseList(family, mover, lost);
    if (balance == 0) {
        f.english = QStringLiteral("trades %1 for %2: %3").arg(given, gained, cited(line));
        f.chinese = QStringLiteral("兑换，失%1，得%2：%3").arg(givenZh, gainedZh, cited(line));
    } else if (balance > 0) {
        f.english = lost.empty()
                        ? QStringLiteral("wins %1: %2").arg(gained, cited(line))
                        : QStringLiteral("wins %1 for %2: %3").arg(gained, given, cited(line));
        f.chinese = lost.empty()
                        ? QStringLiteral("得%1：%2").arg(gainedZh, cited(line))
                        : QStringLiteral("得%1，失%2：%3").arg(gainedZh, givenZh, cited(line));
    } else {
        f.english = won.empty()
                        ? QStringLiteral("loses %1: %2").arg(given, cited(line))
                        : QStringLiteral("loses %1 for %2: %3").arg(given, gained, cited(line));
        f.chinese = won.empty()
                        ? QStringLiteral("失%1：%2").arg(givenZh, cited(line))
                        : QStringLiteral("失%1，得%2：%3").arg(givenZh, gainedZh, cited(line));
    }
    facts.push_back(f);
}

// The mate the mover threatens: the engine's line with the mover to move again after the move.
void addMateThreat(std::vector<MoveFact>& facts, const Board& after, Side mover,
                   const QStringList& nullLine, Notation notation) {
    if (nullLine.isEmpty()) return;
    auto again = withTheMoveGivenTo(after, mover);
    if (!again) return;
    QStringList line;
    const PlayedLine played = play(*again, mover, nullLine, notation, line);
    if (played.mated != ~mover) return;
    MoveFact f =
        fact(FactKind::MateThreat, line,
             QStringLiteral("threatens mate in %1: %2").arg(played.moverMoves).arg(cited(line)),
             QStringLiteral("威胁%1步杀：%2").arg(played.moverMoves).arg(cited(line)));
    f.mateIn = played.moverMoves;
    facts.push_back(f);
}

} // namespace

int pieceValue(BoardFamily family, PieceType type) {
    if (family == BoardFamily::Xiangqi) {
        switch (type) {
        case Pawn: return 10;
        case Advisor:
        case Bishop: return 20;
        case Knight: return 40;
        case Cannon: return 45;
        case Rook: return 90;
        default: return 0;
        }
    }
    switch (type) {
    case Pawn: return 10;
    case Knight:
    case Bishop: return 30;
    case Rook: return 50;
    case Queen: return 90;
    default: return 0;
    }
}

std::vector<MoveFact> explainMove(const Board& before, Move move, const QStringList& lineAfter,
                                  Notation notation, const QStringList& nullMoveLine,
                                  GameRules* rules) {
    std::vector<MoveFact> facts;
    if (!before.isLegal(move)) return facts;
    const BoardFamily family = before.variant().family;
    const bool xiangqi = family == BoardFamily::Xiangqi;
    const Side mover = before.sideToMove();
    auto board = before.clone();

    // The move itself.
    const QString written = QString::fromStdString(board->moveToString(move, notation));
    const QStringList line{written};
    const PieceType taken = capturedBy(*board, move);
    board->makeMove(move);
    if (taken != NoPieceType) {
        MoveFact f =
            fact(FactKind::Capture, line,
                 QStringLiteral("takes %1").arg(withArticle(englishName(family, taken))),
                 QStringLiteral("吃%1").arg(chineseName(family, makePiece(~mover, taken))));
        f.won = {taken};
        facts.push_back(f);
    }
    const PositionEnd end = board->positionEnd();
    if (end.reason == EndReason::Checkmate && end.winner == mover) {
        facts.push_back(fact(FactKind::Mate, line, QStringLiteral("mates"),
                             xiangqi ? QStringLiteral("绝杀") : QStringLiteral("将死")));
        addNamedMates(facts, *board, line, true);
        return facts;
    }
    if (board->inCheck() && board->notifiesChecks())
        facts.push_back(
            fact(FactKind::Check, line, QStringLiteral("gives check"), QStringLiteral("将军")));
    const Square landing = board->landingSquare(move);
    if (board->inCheck()) {
        addCheckKinds(facts, *board, mover, landing, line);
    } else {
        addThreats(facts, before, *board, landing, line);
        addPins(facts, before, *board, line);
    }
    addBlocks(facts, before, *board, move, line);
    if (!board->inCheck()) addMateThreat(facts, *board, mover, nullMoveLine, notation);
    addAnswers(facts, before, *board, move, written);
    for (MoveFact& f : rules ? rules->factsOf(before, move, line) : ruleFacts(before, move, line))
        facts.push_back(std::move(f));
    addLineFacts(facts, *board, mover, taken, lineAfter, notation, line);
    return facts;
}

} // namespace arbiter::coach
