// The coach's tactics suite: positions built for it (tests/data/coach-tactics.json: a move and
// the facts it must get, at least one position per fact kind and per named xiangqi mate), each
// explained with arbiter-engine's real lines (after the move, and with the mover given the move
// again for mate threats), and every fact played back against the board: a material fact's
// pieces are the captures of its line, a mate's line ends in mate, a named mate's final position
// is that mate, a pinned piece shields the piece named behind it; in chess Debian's stockfish
// confirms the mates' lengths. For a mistake, what it allows: the engine's reply explained
// (allowedreply.h) and its facts played back on the board after the reply (a fork's pieces
// taken by the replier given the move again, a pin's piece shielding the one behind, a mate).
// And a consistency check: the moves of games arbiter-engine plays
// against itself, explained one by one, with no fact the board or the engine's line contradicts.
#include "analysis/allowedreply.h"
#include "analysis/factwording.h"
#include "analysis/movefacts.h"
#include "analysis/positionprobe.h"
#include "analysis/rulefacts.h"
#include "analysis/traditionalchinese.h"
#include "analysis/xiangqiideas.h"
#include "board/variant.h"
#include "engineline.h"
#include "pgn/pgnreader.h"
#include "rules/rmobility/gscore.h"
#include "rules/rmobility/rmobilityjudge.h"
#include "rules/rmobility/rmobilitypgn.h"
#include "testdata.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>
#include <algorithm>

using namespace arbiter;
using namespace arbiter::coach;

namespace {

const std::pair<const char*, FactKind> KindNames[] = {
    {"Capture", FactKind::Capture},
    {"Check", FactKind::Check},
    {"Mate", FactKind::Mate},
    {"Material", FactKind::Material},
    {"ForcedMate", FactKind::ForcedMate},
    {"AllowsMate", FactKind::AllowsMate},
    {"Threat", FactKind::Threat},
    {"Fork", FactKind::Fork},
    {"Parry", FactKind::Parry},
    {"StillAttacked", FactKind::StillAttacked},
    {"Pin", FactKind::Pin},
    {"DiscoveredCheck", FactKind::DiscoveredCheck},
    {"DiscoveredAttack", FactKind::DiscoveredAttack},
    {"CannonScreen", FactKind::CannonScreen},
    {"HorseLegBlocked", FactKind::HorseLegBlocked},
    {"ElephantEyeBlocked", FactKind::ElephantEyeBlocked},
    {"NamedMate", FactKind::NamedMate},
    {"MateThreat", FactKind::MateThreat},
    {"ForbiddenRepetition", FactKind::ForbiddenRepetition},
    {"MoveLimitNear", FactKind::MoveLimitNear},
    {"Allows", FactKind::Allows},
    {"MobilityScore", FactKind::MobilityScore},
};

QString kindName(FactKind kind) {
    for (const auto& [name, k] : KindNames)
        if (k == kind) return QString::fromLatin1(name);
    return QStringLiteral("?");
}

QString describe(const std::vector<MoveFact>& facts) {
    QStringList all;
    for (const MoveFact& f : facts)
        all << kindName(f.kind) + QStringLiteral(": ") + f.english + QStringLiteral(" / ") +
                   f.chinese;
    return all.join(QStringLiteral("; "));
}

// The board after `line` (coordinate moves, as far as they are legal) is played on `board`,
// with the captures of `mover` and of the other side.
struct Replay {
    std::unique_ptr<Board> board;
    std::vector<PieceType> moverTook, opponentTook;
};

Replay replay(const Board& start, Side mover, const QStringList& line) {
    Replay r{start.clone(), {}, {}};
    for (const QString& text : line) {
        const Move m = r.board->parseMove(text.toStdString());
        if (m.isNull() || !r.board->positionEnd().isNone()) break;
        if (r.board->isCapture(m)) {
            const Piece taken = r.board->pieceAt(r.board->landingSquare(m));
            (r.board->sideToMove() == mover ? r.moverTook : r.opponentTook)
                .push_back(taken != NoPiece ? typeOf(taken) : Pawn);
        }
        r.board->makeMove(m);
    }
    return r;
}

std::vector<PieceType> sorted(std::vector<PieceType> types) {
    std::sort(types.begin(), types.end());
    return types;
}

bool mated(const Board& board) {
    return board.positionEnd().reason == EndReason::Checkmate;
}

// Whether `facts` has the fact `expected` names: a kind, optionally with the English name of a
// piece it concerns ("Fork queen").
bool hasFact(const std::vector<MoveFact>& facts, BoardFamily family, const QString& expected) {
    const QStringList words = expected.split(QLatin1Char(' '));
    const auto named = std::find_if(std::begin(KindNames), std::end(KindNames),
                                    [&](const auto& k) { return words[0] == k.first; });
    if (named == std::end(KindNames)) qFatal("unknown fact kind %s", qPrintable(words[0]));
    return std::any_of(facts.begin(), facts.end(), [&](const MoveFact& f) {
        if (f.kind != named->second) return false;
        if (words.size() < 2) return true;
        return std::any_of(f.won.begin(), f.won.end(),
                           [&](PieceType t) { return englishName(family, t) == words[1]; });
    });
}

} // namespace

class TacticsTest : public QObject {
    Q_OBJECT
private slots:
    void positions_data();
    void positions();
    void engineGamesContradictNoFact_data();
    void engineGamesContradictNoFact();
    void rMobilityScoreFollowsTheJudge();
    void judgesFollowAGameInLinearTime();
    void traditionalCharacters();
};

void TacticsTest::positions_data() {
    QTest::addColumn<QJsonObject>("position");
    const QJsonArray cases = test::loadTestJson(QStringLiteral("coach-tactics.json"))
                                 .value(QStringLiteral("cases"))
                                 .toArray();
    for (const QJsonValue& c : cases)
        QTest::newRow(qPrintable(c.toObject().value(QStringLiteral("name")).toString()))
            << c.toObject();
}

void TacticsTest::positions() {
    QFETCH(QJsonObject, position);
    const QByteArray variant = position.value(QStringLiteral("variant")).toString().toLatin1();
    const QString fen = position.value(QStringLiteral("fen")).toString();
    const QString moveText = position.value(QStringLiteral("move")).toString();
    auto board = createBoard(variant.constData());
    std::string why;
    QVERIFY2(board->setFen(fen.toStdString(), &why), why.c_str());
    // The game so far, for the rules' facts.
    QStringList played;
    for (const QJsonValue& m : position.value(QStringLiteral("before")).toArray()) {
        const Move earlier = board->parseMove(m.toString().toStdString());
        QVERIFY2(!earlier.isNull(), qPrintable(m.toString()));
        board->makeMove(earlier);
        played << m.toString();
    }
    const Move move = board->parseMove(moveText.toStdString());
    QVERIFY2(!move.isNull(), qPrintable(moveText));
    const Side mover = board->sideToMove();
    const BoardFamily family = board->variant().family;
    const Notation notation =
        family == BoardFamily::Xiangqi ? Notation::ChineseSimplified : Notation::San;
    auto after = board->clone();
    after->makeMove(move);

    // arbiter-engine's lines: after the move, and with the mover to move again.
    const QString engine = test::binPath(QStringLiteral("arbiter-engine"));
    const int depth = position.value(QStringLiteral("depth")).toInt(4);
    QStringList lineAfter, nullLine;
    if (after->positionEnd().isNone()) {
        lineAfter = test::searchLine(engine, variant.constData(), fen,
                                     (played + QStringList{moveText}).join(QLatin1Char(' ')), depth)
                        .pv;
        QVERIFY2(!lineAfter.isEmpty(), "no line from arbiter-engine");
        if (!after->inCheck())
            nullLine = test::searchLine(engine, variant.constData(),
                                        test::withSideSwapped(QString::fromStdString(after->fen())),
                                        QString(), depth)
                           .pv;
    }
    const auto facts = explainMove(*board, move, lineAfter, notation, nullLine);
    const QString said = describe(facts);

    // The expected facts, with the pieces they name.
    for (const QJsonValue& e : position.value(QStringLiteral("expect")).toArray())
        QVERIFY2(hasFact(facts, family, e.toString()),
                 qPrintable(e.toString() + QStringLiteral(" not in: ") + said));
    // The facts that must not be said (what a sloppier rule would say of this move).
    for (const QJsonValue& a : position.value(QStringLiteral("absent")).toArray()) {
        const auto named = std::find_if(std::begin(KindNames), std::end(KindNames),
                                        [&](const auto& k) { return a.toString() == k.first; });
        QVERIFY2(named != std::end(KindNames), qPrintable(a.toString()));
        QVERIFY2(std::none_of(facts.begin(), facts.end(),
                              [&](const MoveFact& f) { return f.kind == named->second; }),
                 qPrintable(a.toString() + QStringLiteral(" said: ") + said));
    }
    const QString mateName = position.value(QStringLiteral("mate")).toString();
    if (!mateName.isEmpty())
        QVERIFY2(std::any_of(facts.begin(), facts.end(),
                             [&](const MoveFact& f) {
                                 return f.kind == FactKind::NamedMate && f.mateName == mateName;
                             }),
                 qPrintable(mateName + QStringLiteral(" not in: ") + said));

    // Every fact played back against the board.
    const Replay line = replay(*after, mover, lineAfter);
    for (const MoveFact& f : facts) {
        switch (f.kind) {
        case FactKind::Material: {
            std::vector<PieceType> won = line.moverTook;
            if (board->isCapture(move)) won.insert(won.begin(), typeOf(board->pieceAt(move.to())));
            QCOMPARE(sorted(f.won), sorted(won));
            QCOMPARE(sorted(f.lost), sorted(line.opponentTook));
            break;
        }
        case FactKind::ForcedMate:
        case FactKind::AllowsMate:
            QVERIFY2(mated(*line.board), qPrintable(f.english));
            QCOMPARE(line.board->sideToMove(), f.kind == FactKind::ForcedMate ? ~mover : mover);
            break;
        case FactKind::MateThreat: {
            auto again = withTheMoveGivenTo(*after, mover);
            QVERIFY(again);
            const Replay threat = replay(*again, mover, nullLine);
            QVERIFY2(mated(*threat.board), qPrintable(f.english));
            QCOMPARE(int(f.line.size() + 1) / 2, f.mateIn);
            break;
        }
        case FactKind::NamedMate: {
            const Board& end = mated(*after) ? *after : *line.board;
            const auto names = namedMates(end);
            QVERIFY2(std::any_of(names.begin(), names.end(),
                                 [&](XiangqiMate m) { return chineseName(m) == f.mateName; }),
                     qPrintable(f.english));
            break;
        }
        case FactKind::Pin: {
            // Lifted, the pinned piece exposes the piece behind it: the king in check, or a
            // capture of it.
            auto lifted = withoutPieceAt(*after, f.squares.front());
            QVERIFY(lifted);
            const std::vector<Square> takes = capturableBy(*lifted, mover);
            const bool exposed =
                lifted->inCheck() ||
                std::find(takes.begin(), takes.end(), f.behindSquares.front()) != takes.end();
            QVERIFY2(exposed, qPrintable(f.english));
            QVERIFY(f.behind.front() == King ||
                    pieceValue(family, f.behind.front()) > pieceValue(family, f.won.front()));
            break;
        }
        default: break;
        }
    }
    // What the move allows: the engine's reply explained, each of its facts played back on the
    // board after the reply.
    const QJsonArray allowsExpected = position.value(QStringLiteral("allows")).toArray();
    if (!allowsExpected.isEmpty()) {
        QVERIFY2(!lineAfter.isEmpty(), "no reply to explain");
        auto replied = after->clone();
        const Move reply = replied->parseMove(lineAfter.front().toStdString());
        QVERIFY2(replied->isLegal(reply), qPrintable(lineAfter.front()));
        const bool replyTakes = replied->isCapture(reply);
        const PieceType replyTook = replyTakes ? typeOf(replied->pieceAt(reply.to())) : NoPieceType;
        replied->makeMove(reply);
        QStringList replyNullLine;
        if (replied->positionEnd().isNone() && !replied->inCheck())
            replyNullLine =
                test::searchLine(engine, variant.constData(),
                                 test::withSideSwapped(QString::fromStdString(replied->fen())),
                                 QString(), depth)
                    .pv;
        const auto allows = allowedReply(*board, move, lineAfter, notation, replyNullLine);
        QVERIFY2(allows, qPrintable(QStringLiteral("nothing allowed by ") + lineAfter.front()));
        QCOMPARE(allows->kind, FactKind::Allows);
        QCOMPARE(allows->line.size(), 2);
        QVERIFY2(allows->english.startsWith(QStringLiteral("allows ") + allows->line[1] +
                                            QStringLiteral(", ")),
                 qPrintable(allows->english));
        QVERIFY2(allows->chinese.startsWith(QStringLiteral("让对方走") + allows->line[1]),
                 qPrintable(allows->chinese));
        const QString replySaid = describe(allows->replyFacts);
        for (const QJsonValue& e : allowsExpected)
            QVERIFY2(hasFact(allows->replyFacts, family, e.toString()),
                     qPrintable(e.toString() + QStringLiteral(" not in: ") + allows->english +
                                QStringLiteral(": ") + replySaid));
        const Side replier = ~mover;
        for (const MoveFact& f : allows->replyFacts) {
            QVERIFY2(allows->chinese.contains(f.chinese), qPrintable(allows->chinese));
            switch (f.kind) {
            case FactKind::Capture:
                QVERIFY(replyTakes);
                QCOMPARE(f.won.front(), replyTook);
                break;
            case FactKind::Mate: QVERIFY(mated(*replied)); break;
            case FactKind::Fork:
            case FactKind::Threat: {
                // The replier, given the move again, takes each piece named: the mover's.
                auto again = withTheMoveGivenTo(*replied, replier);
                QVERIFY(again);
                const std::vector<Square> takes = capturableBy(*again, replier);
                for (size_t i = 0; i < f.squares.size(); ++i) {
                    QCOMPARE(replied->pieceAt(f.squares[i]), makePiece(mover, f.won[i]));
                    QVERIFY(std::find(takes.begin(), takes.end(), f.squares[i]) != takes.end());
                }
                break;
            }
            case FactKind::Pin: {
                auto lifted = withoutPieceAt(*replied, f.squares.front());
                QVERIFY(lifted);
                const std::vector<Square> takes = capturableBy(*lifted, replier);
                QVERIFY2(lifted->inCheck() || std::find(takes.begin(), takes.end(),
                                                        f.behindSquares.front()) != takes.end(),
                         qPrintable(f.english));
                break;
            }
            case FactKind::MateThreat: {
                auto again = withTheMoveGivenTo(*replied, replier);
                QVERIFY(again);
                QVERIFY2(mated(*replay(*again, replier, replyNullLine).board),
                         qPrintable(f.english));
                break;
            }
            default: break;
            }
        }
        qInfo("%s / %s", qPrintable(allows->english), qPrintable(allows->chinese));
    }
    // In chess, Debian's stockfish confirms the mates' lengths where it is installed.
    const QString stockfish = QStringLiteral("/usr/games/stockfish");
    if (family == BoardFamily::Western && QFileInfo::exists(stockfish)) {
        const QString afterFen = QString::fromStdString(after->fen());
        for (const MoveFact& f : facts) {
            if (f.kind == FactKind::MateThreat)
                QCOMPARE(test::searchLine(stockfish, nullptr, test::withSideSwapped(afterFen),
                                          QString(), 12)
                             .mateIn,
                         f.mateIn);
            if (f.kind == FactKind::AllowsMate)
                QCOMPARE(test::searchLine(stockfish, nullptr, afterFen, QString(), 12).mateIn,
                         f.mateIn);
            if (f.kind == FactKind::ForcedMate)
                QCOMPARE(test::searchLine(stockfish, nullptr, afterFen, QString(), 12).mateIn,
                         -(f.mateIn - 1));
        }
    }
    qInfo("%s", qPrintable(said));
}

namespace {

// Whether the opponent of `mover` could take back on `square` after `attacker` took there.
bool retaken(const Board& after, Side mover, Square attacker, Square square) {
    auto b = withTheMoveGivenTo(after, mover);
    if (!b) return false;
    MoveList moves;
    b->legalMoves(moves);
    for (int i = 0; i < moves.size(); ++i) {
        if (moves[i].from() != attacker || b->landingSquare(moves[i]) != square) continue;
        b->makeMove(moves[i]);
        const std::vector<Square> back = capturableBy(*b, ~mover);
        return std::find(back.begin(), back.end(), square) != back.end();
    }
    return false;
}

// What no fact may say, checked for one explained move: a capture or check the board does not
// show, a material fact whose sentence says the opposite of its balance, a threat on a piece
// the mover cannot take for profit (defended and worth no more than each attacker), a pin whose
// piece behind is worth less, a mate a line does not end in.
QString contradiction(const Board& before, Move move, const QStringList& lineAfter,
                      const std::vector<MoveFact>& facts) {
    const BoardFamily family = before.variant().family;
    const Side mover = before.sideToMove();
    auto after = before.clone();
    after->makeMove(move);
    for (const MoveFact& f : facts) {
        switch (f.kind) {
        case FactKind::Capture:
            if (!before.isCapture(move)) return QStringLiteral("a capture without one");
            break;
        case FactKind::Check:
            if (!after->inCheck()) return QStringLiteral("a check without one");
            break;
        case FactKind::Material: {
            int balance = 0;
            for (PieceType t : f.won) balance += pieceValue(family, t);
            for (PieceType t : f.lost) balance -= pieceValue(family, t);
            if ((balance < 0 && f.english.startsWith(QStringLiteral("wins"))) ||
                (balance > 0 && f.english.startsWith(QStringLiteral("loses"))) ||
                (balance != 0 && f.english.startsWith(QStringLiteral("trades"))))
                return QStringLiteral("material said against its balance");
            break;
        }
        case FactKind::Threat:
        case FactKind::Fork:
            for (Square victim : f.squares) {
                auto again = withTheMoveGivenTo(*after, mover);
                if (!again) return QStringLiteral("a threat where the mover cannot move again");
                MoveList moves;
                again->legalMoves(moves);
                bool profitable = false;
                for (int i = 0; i < moves.size() && !profitable; ++i) {
                    if (!again->isCapture(moves[i]) || again->landingSquare(moves[i]) != victim)
                        continue;
                    const int attacker =
                        pieceValue(family, typeOf(after->pieceAt(moves[i].from())));
                    profitable = pieceValue(family, typeOf(after->pieceAt(victim))) > attacker ||
                                 !retaken(*after, mover, moves[i].from(), victim);
                }
                if (!profitable) return QStringLiteral("a threat on a defended, cheaper piece");
            }
            break;
        case FactKind::Pin:
            if (f.behind.front() != King &&
                pieceValue(family, f.behind.front()) <= pieceValue(family, f.won.front()))
                return QStringLiteral("a pin against a cheaper piece");
            break;
        case FactKind::ForcedMate:
        case FactKind::AllowsMate: {
            const Replay r = replay(*after, mover, lineAfter);
            if (!mated(*r.board)) return QStringLiteral("a mate the line does not end in");
            break;
        }
        default: break;
        }
    }
    return QString();
}

} // namespace

void TacticsTest::engineGamesContradictNoFact_data() {
    QTest::addColumn<QByteArray>("variant");
    QTest::newRow("xiangqi") << QByteArray("xiangqi");
    QTest::newRow("chess") << QByteArray("standard");
}

// arbiter-engine plays itself 24 plies at depth 3 from the start; each of its moves is explained
// with its line after the move and checked.
void TacticsTest::engineGamesContradictNoFact() {
    QFETCH(QByteArray, variant);
    const QString engine = test::binPath(QStringLiteral("arbiter-engine"));
    auto board = createBoard(variant.constData());
    const QString start = QString::fromStdString(board->fen());
    const Notation notation = board->variant().family == BoardFamily::Xiangqi
                                  ? Notation::ChineseSimplified
                                  : Notation::San;
    QStringList played;
    int explained = 0;
    for (int ply = 0; ply < 24 && board->positionEnd().isNone(); ++ply) {
        const test::EngineLine best =
            test::searchLine(engine, variant.constData(), start, played.join(' '), 3);
        QVERIFY2(!best.pv.isEmpty(), qPrintable(played.join(' ')));
        const Move move = board->parseMove(best.pv.front().toStdString());
        QVERIFY2(board->isLegal(move), qPrintable(best.pv.front()));
        const QStringList lineAfter = best.pv.mid(1);
        const auto facts = explainMove(*board, move, lineAfter, notation);
        const QString wrong = contradiction(*board, move, lineAfter, facts);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong + QStringLiteral(" after ") + played.join(' ') +
                                             QStringLiteral(" ") + best.pv.front() +
                                             QStringLiteral(": ") + describe(facts)));
        explained += int(facts.size());
        board->makeMove(move);
        played << best.pv.front();
    }
    qInfo("%d facts over %lld plies", explained, qlonglong(played.size()));
}

namespace {
QString gscore(rmobility::GScore score) {
    return QString::fromStdString(rmobility::toString(score));
}
} // namespace

// r-Mobility's G-score fact, over the recorded r-Mobility games of tests/lib/rmobility: each move
// explained with the judges of the game's tags says the G-score the position after it has (the
// opponent's legal moves) and what the judge, fed the same game, made of the accreted score: a
// reset on a capture or pawn move, an improvement, or the score kept. Without r-Mobility's rules
// no G-score is said.
void TacticsTest::rMobilityScoreFollowsTheJudge() {
    int resets = 0, improved = 0, kept = 0;
    for (const char* file : {"arbiter_style.pgn", "fork_style.pgn"}) {
        QFile pgn(test::sourcePath(QStringLiteral("tests/lib/rmobility/")) + QLatin1String(file));
        QVERIFY2(pgn.open(QIODevice::ReadOnly), file);
        const std::string data = pgn.readAll().toStdString();
        PgnReader reader;
        reader.setData(data);
        PgnGame game;
        while (reader.readGame(game) == PgnReader::Status::Game) {
            RuleOptions options;
            std::string why;
            QVERIFY2(rmobility::optionsFromTags(game, &options.rMobility, &why), why.c_str());
            QVERIFY(options.rMobility.enabled);
            auto board = createBoard(game.variant());
            QVERIFY(board->setFen(game.startFen().empty() ? board->variant().startFen
                                                          : game.startFen()));
            GameRules rules(options);
            RuleSet judges = RuleSet::create(board->variant(), options);
            judges.start(*board);
            const auto* judge = judges.findJudge<RMobilityJudge>();
            QVERIFY(judge);
            for (const PgnMove& m : game.moves()) {
                const rmobility::GScore was = judge->accreted();
                const auto facts = explainMove(*board, m.move, {}, Notation::San, {}, &rules);
                const bool capture = board->isCapture(m.move);
                const bool pawn = typeOf(board->pieceAt(m.move.from())) == Pawn;
                board->makeMove(m.move);
                judges.afterMove(*board);
                const auto said = std::find_if(facts.begin(), facts.end(), [](const MoveFact& f) {
                    return f.kind == FactKind::MobilityScore;
                });
                if (board->positionEnd().reason == EndReason::Checkmate) {
                    QVERIFY(said == facts.end()); // the mate says itself
                    continue;
                }
                QVERIFY2(said != facts.end(), qPrintable(describe(facts)));
                MoveList replies;
                board->legalMoves(replies);
                QVERIFY2(
                    said->english.startsWith(QStringLiteral("leaves %1 moves").arg(replies.size())),
                    qPrintable(said->english));
                QVERIFY2(said->english.contains(gscore(judge->positionScore())),
                         qPrintable(said->english));
                if (capture || pawn) {
                    ++resets;
                    QVERIFY2(
                        said->english.endsWith(QStringLiteral("resets the score to %1 (%2)")
                                                   .arg(gscore(judge->accreted()),
                                                        capture ? QStringLiteral("a capture")
                                                                : QStringLiteral("a pawn move"))),
                        qPrintable(said->english));
                } else if (judge->accreted() != was) {
                    ++improved;
                    QVERIFY2(said->english.endsWith(
                                 QStringLiteral(", the game's best score so far (was %1)")
                                     .arg(gscore(was))),
                             qPrintable(said->english));
                    QVERIFY(judge->accreted() == judge->positionScore());
                } else {
                    ++kept;
                    QVERIFY2(
                        said->english.endsWith(
                            QStringLiteral("keeps the score at %1").arg(gscore(judge->accreted()))),
                        qPrintable(said->english));
                }
                QVERIFY2(said->chinese.contains(gscore(judge->accreted())),
                         qPrintable(said->chinese));
                // The default rules say no G-score.
                board->undoMove();
                const auto plain = explainMove(*board, m.move, {}, Notation::San);
                QVERIFY(std::none_of(plain.begin(), plain.end(), [](const MoveFact& f) {
                    return f.kind == FactKind::MobilityScore;
                }));
                board->makeMove(m.move);
            }
        }
    }
    qInfo("G-score facts: %d resets, %d improvements, %d kept", resets, improved, kept);
    QVERIFY(resets > 0 && improved > 0 && kept > 0);
}

// The judges kept by the annotator take each move of a game once: explaining every move of a
// xiangqi game in order judges as many moves as the game has, where judging each move's game
// from the start would take a number growing with the square of its length.
void TacticsTest::judgesFollowAGameInLinearTime() {
    auto board = createBoard("xiangqi");
    const QStringList moves = QStringLiteral("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 a9b9 a0b0 h7i7 "
                                             "b2a2 c6c5 g3g4 g6g5 c3c4 c5c4")
                                  .split(QLatin1Char(' '));
    GameRules rules;
    for (const QString& text : moves) {
        const Move m = board->parseMove(text.toStdString());
        QVERIFY2(board->isLegal(m), qPrintable(text));
        const auto kept = explainMove(*board, m, {}, Notation::ChineseSimplified, {}, &rules);
        QCOMPARE(describe(kept), describe(explainMove(*board, m, {}, Notation::ChineseSimplified)));
        board->makeMove(m);
    }
    // Each explained move judged once, plus the moves before each, once each.
    QCOMPARE(rules.judgedMoves(), long(2 * moves.size() - 1));
}

// The facts' Chinese in traditional characters: the vocabulary converted, 后 only where it means
// "behind" or "after" (a chess queen stays 后), traditional notation passed unchanged.
void TacticsTest::traditionalCharacters() {
    QCOMPARE(traditionalChinese(QStringLiteral("牵制马（其后是帅）")),
             QStringLiteral("牽制馬（其後是帥）"));
    QCOMPARE(traditionalChinese(QStringLiteral("双重攻击：后、车")),
             QStringLiteral("雙重攻擊：后、車"));
    QCOMPARE(traditionalChinese(QStringLiteral("马后炮杀")), QStringLiteral("馬後炮殺"));
    QCOMPARE(traditionalChinese(QStringLiteral("让对方走馬二進三，绝杀")),
             QStringLiteral("讓對方走馬二進三，絕殺"));
    QCOMPARE(traditionalChinese(QStringLiteral("长打，此局面再出现一次：红方长将判负")),
             QStringLiteral("長打，此局面再出現一次：紅方長將判負"));
    // Every sentence of the tactics file's positions converts to text without the simplified
    // forms of the pieces and the verbs the facts use.
    const QString simplifiedOnly = QStringLiteral("马车帅将军击让对杀绝胁双牵进");
    auto board = createBoard("xiangqi");
    QVERIFY(board->setFen("3k5/9/9/9/3n5/9/9/9/9/R3K4 w - - 0 1"));
    for (const MoveFact& f :
         explainMove(*board, board->parseMove("a0d0"), {}, Notation::ChineseSimplified)) {
        const QString t = traditionalChinese(f.chinese);
        for (QChar c : simplifiedOnly) QVERIFY2(!t.contains(c), qPrintable(t));
    }
}

QTEST_GUILESS_MAIN(TacticsTest)
#include "tst_tactics.moc"
