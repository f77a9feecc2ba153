#include "tournament/output/fastchesspgn.h"

namespace arbiter {

namespace {

std::string fastchessTermination(const GameResult& result) {
    using T = GameResult::Termination;
    switch (result.termination()) {
    case T::Normal: return "normal";
    case T::Adjudication: return "adjudication";
    case T::Disconnection:
    case T::StalledConnection: return "abandoned";
    case T::TimeForfeit: return "time forfeit";
    case T::IllegalMove: return "illegal move";
    case T::Unterminated: return "unterminated";
    default: return result.pgnTermination(); // fastchess has no resignations or claims
    }
}

// ISO date and time, a space and the offset from UTC: "2026-11-24T14:58:31 +0000".
std::string timeWithOffset(const QDateTime& time) {
    const int offset = time.offsetFromUtc() / 60;
    const int minutes = offset < 0 ? -offset : offset;
    return (time.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) +
            QStringLiteral(" %1%2%3")
                .arg(offset < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                .arg(minutes / 60, 2, 10, QLatin1Char('0'))
                .arg(minutes % 60, 2, 10, QLatin1Char('0')))
        .toStdString();
}

} // namespace

PgnWriteOptions fastchessPgnWriteOptions(PgnMode mode) {
    PgnWriteOptions options;
    options.mode = mode;
    options.lineWidth = 80;
    options.commentsStayWithMoves = true;
    options.leadingTags = {"Event",
                           "Site",
                           "Date",
                           "Round",
                           "White",
                           "Black",
                           "Result",
                           "EngineWhiteName",
                           "EngineWhiteAuthor",
                           "EngineBlackName",
                           "EngineBlackAuthor",
                           "SetUp",
                           "FEN",
                           "Variant",
                           "GameDuration",
                           "GameStartTime",
                           "GameEndTime",
                           "PlyCount",
                           "Termination",
                           "TimeControl",
                           "WhiteTimeControl",
                           "BlackTimeControl"};
    return options;
}

void useFastchessTags(PgnGame& record, const GameResult& result, const QDateTime& start,
                      const QDateTime& end) {
    record.setTag("Termination", fastchessTermination(result));
    if (start.isValid() && end.isValid()) {
        record.setTag("GameStartTime", timeWithOffset(start));
        record.setTag("GameEndTime", timeWithOffset(end));
    }
}

} // namespace arbiter
