#include "analysis/opponentthreat.h"

#include "analysis/positionprobe.h"

namespace arbiter::coach {

std::unique_ptr<Board> positionWithTurnPassed(const Board& board, PassRefusal* refusal) {
    *refusal = PassRefusal::None;
    if (board.hasPockets())
        *refusal = PassRefusal::Pockets;
    else if (board.hasFaceDownPieces())
        *refusal = PassRefusal::FaceDownPieces;
    else if (board.hasStone())
        *refusal = PassRefusal::Stone;
    else if (board.inCheck())
        *refusal = PassRefusal::InCheck;
    if (*refusal != PassRefusal::None) return nullptr;
    auto passed = withTheMoveGivenTo(board, ~board.sideToMove());
    if (!passed) *refusal = PassRefusal::BadPosition;
    return passed;
}

QString passRefusalText(PassRefusal refusal) {
    switch (refusal) {
    case PassRefusal::None: return {};
    case PassRefusal::InCheck: return QStringLiteral("you are in check: that is the threat");
    case PassRefusal::Pockets: return QStringLiteral("not in a variant with pieces in hand");
    case PassRefusal::FaceDownPieces:
        return QStringLiteral("not in a variant with face-down pieces");
    case PassRefusal::Stone: return QStringLiteral("not in a variant with the stone");
    case PassRefusal::BadPosition:
        return QStringLiteral("the position with the other side to move is not legal");
    }
    return {};
}

OpponentThreat describeThreat(const Board& passed, Move move, const QStringList& line,
                              const EngineScore& score, Notation notation) {
    OpponentThreat threat;
    threat.move = move;
    threat.score = score;
    threat.coordinates = line;
    auto replay = passed.clone();
    for (const QString& token : line) {
        const Move m = replay->parseMove(token.toStdString());
        if (m.isNull()) break;
        threat.line << QString::fromStdString(replay->moveToString(m, notation));
        replay->makeMove(m);
    }
    const QString moveText = QString::fromStdString(passed.moveToString(move, notation));
    threat.facts = explainMove(passed, move, line.mid(1), notation);
    if (threat.facts.empty()) {
        threat.english = QStringLiteral("would play %1 (it wins nothing at once)").arg(moveText);
        threat.chinese = QStringLiteral("对方会走%1（暂无直接得益）").arg(moveText);
    } else {
        threat.english = QStringLiteral("threatens %1: %2")
                             .arg(moveText, joinedSentences(threat.facts, Language::English));
        threat.chinese = QStringLiteral("威胁%1：%2")
                             .arg(moveText, joinedSentences(threat.facts, Language::Chinese));
    }
    return threat;
}

} // namespace arbiter::coach
