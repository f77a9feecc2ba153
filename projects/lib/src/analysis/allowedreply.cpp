#include "analysis/allowedreply.h"

#include "analysis/factwording.h"

#include <algorithm>

namespace arbiter::coach {

namespace {

// What the reply does, as the English phrase that follows "allows X, ": the fact's own words
// turned into a participle. Kinds without a phrase are not said of a reply.
QString participle(BoardFamily family, const MoveFact& f) {
    switch (f.kind) {
    case FactKind::Capture:
        return QStringLiteral("taking ") + withArticle(englishName(family, f.won.front()));
    case FactKind::Mate: return QStringLiteral("mating");
    case FactKind::Check: return QStringLiteral("giving check");
    case FactKind::DiscoveredCheck: return QStringLiteral("giving a discovered check");
    case FactKind::Fork: return QStringLiteral("forking ") + definiteList(family, f.won);
    case FactKind::Threat: return QStringLiteral("attacking ") + definiteList(family, f.won);
    case FactKind::DiscoveredAttack:
        return QStringLiteral("uncovering an attack on ") + definiteList(family, f.won);
    case FactKind::Pin:
        return QStringLiteral("pinning ") + definiteList(family, f.won) +
               (f.behind.front() == King ? QStringLiteral(" to the ")
                                         : QStringLiteral(" against the ")) +
               englishName(family, f.behind.front());
    case FactKind::MateThreat: return QStringLiteral("threatening mate in %1").arg(f.mateIn);
    default: return {};
    }
}

} // namespace

std::optional<MoveFact> allowedReply(const Board& before, Move move, const QStringList& lineAfter,
                                     Notation notation, const QStringList& replyNullLine) {
    if (lineAfter.isEmpty() || !before.isLegal(move)) return std::nullopt;
    auto after = before.clone();
    const QString written = QString::fromStdString(after->moveToString(move, notation));
    after->makeMove(move);
    const Move reply = after->parseMove(lineAfter.front().toStdString());
    if (reply.isNull() || !after->isLegal(reply)) return std::nullopt;
    const BoardFamily family = before.variant().family;
    QStringList english, chinese;
    std::vector<MoveFact> said;
    for (MoveFact& f : explainMove(*after, reply, lineAfter.mid(1), notation, replyNullLine)) {
        const QString phrase = participle(family, f);
        if (phrase.isEmpty()) continue;
        english << phrase;
        chinese << f.chinese;
        said.push_back(std::move(f));
    }
    if (said.empty()) return std::nullopt;
    const QString replyText = QString::fromStdString(after->moveToString(reply, notation));
    MoveFact allows =
        fact(FactKind::Allows, QStringList{written, replyText},
             QStringLiteral("allows %1, %2").arg(replyText, english.join(QStringLiteral(", "))),
             QStringLiteral("让对方走%1，%2").arg(replyText, chinese.join(QStringLiteral("，"))));
    allows.replyFacts = std::move(said);
    return allows;
}

} // namespace arbiter::coach
