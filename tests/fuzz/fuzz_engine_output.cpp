// What engines print: every line of the input goes through the UCI/UCCI or CECP parsers the
// way the protocol adapters dispatch it (info, bestmove, option, feature, thinking output, move
// lines, result claims), with and without a xiangqi dialect. No line may crash them, and what
// they return must be usable (a parsed option validates its own default).
#include "engine/cecpparser.h"
#include "engine/enginedialect.h"
#include "engine/engineoption.h"
#include "engine/linetokenizer.h"
#include "engine/uciparser.h"
#include "fuzzsupport.h"

#include <vector>

using namespace arbiter;

namespace {

void checkOption(const EngineOption& option) {
    QString normalized;
    option.validate(option.defaultValue, &normalized);
    option.validate(QStringLiteral("12345678901234567890"), &normalized);
}

void uciLine(std::string_view line, bool ucci, const XiangqiDialect* dialect) {
    detail::LineTokenizer tok(line);
    const std::string_view cmd = tok.next();
    const std::string_view rest = tok.rest();
    if (cmd == "info") {
        MoveEvaluation eval;
        uci::parseInfo(rest, &eval, ucci, dialect);
        uci::infoHasScore(rest);
        eval.score.toString();
    } else if (cmd == "bestmove") {
        const uci::BestMove best = uci::parseBestMove(rest);
        fuzz::require(best.move.size() <= rest.size(), "bestmove points outside the line");
        if (dialect) dialect->moveFromEngine(detail::toQString(best.move));
    } else if (cmd == "option") {
        EngineOption option;
        QString error;
        if (uci::parseOption(rest, ucci, &option, &error))
            checkOption(option);
        else
            fuzz::require(!error.isEmpty(), "a rejected option line has no message");
    }
}

void cecpLine(std::string_view line, const XiangqiDialect* dialect) {
    detail::LineTokenizer tok(line);
    const std::string_view first = tok.next();
    if (first == "feature") {
        std::vector<cecp::Feature> features;
        QString error;
        cecp::parseFeatures(tok.rest(), &features, &error);
        for (const cecp::Feature& f : features) {
            if (f.first != "option") continue;
            EngineOption option;
            if (cecp::parseOptionFeature(f.second, &option, &error)) checkOption(option);
        }
        return;
    }
    const std::string_view move = cecp::parseMoveLine(line);
    if (!move.empty() && dialect) dialect->moveFromEngine(detail::toQString(move));
    QString result, comment;
    cecp::parseResultClaim(line, &result, &comment);
    MoveEvaluation eval;
    cecp::parseThinking(line, &eval, dialect);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const std::uint8_t mode = data[0];
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    XiangqiDialect xiangqi =
        XiangqiDialect::detect(QStringLiteral("fuzz"), EngineProtocol::Uci, false);
    // mode: protocol (UCI, UCCI, CECP), with or without a xiangqi dialect, rank base 0 or 1.
    xiangqi.rankBase = (mode / 6) % 2;
    const XiangqiDialect* dialect = (mode / 3) % 2 ? &xiangqi : nullptr;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(start, end - start);
        switch (mode % 3) {
        case 0: uciLine(line, false, dialect); break;
        case 1: uciLine(line, true, dialect); break;
        default: cecpLine(line, dialect); break;
        }
        start = end + 1;
    }
    return 0;
}
