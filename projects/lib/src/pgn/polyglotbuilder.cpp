#include "polyglotbuilder.h"

#include "board/board.h"
#include "pgn/pgngame.h"

#include <QSaveFile>
#include <algorithm>

namespace arbiter {

void PolyglotBookBuilder::add(uint64_t key, uint16_t move, int points) {
    Tally& tally = m_weights[{key, move}];
    tally.weight += uint64_t(points);
    ++tally.count;
}

bool PolyglotBookBuilder::addGame(const PgnGame& game, std::string* error) {
    const VariantInfo* variant = findVariant(game.variant());
    if (!variant || variant->family != BoardFamily::Western || variant->width != 8 ||
        variant->height != 8) {
        if (error)
            *error = "Polyglot books need an 8x8 western variant, not '" + game.variant() + "'";
        return false;
    }
    if (game.result() == PgnResult::Unknown) return true;
    auto board = variant->create();
    const std::string& fen = game.startFen().empty() ? variant->startFen : game.startFen();
    if (!board->setFen(fen, error)) return false;
    ++m_games;
    int ply = 0;
    for (const PgnMove& m : game.moves()) {
        if (m_maxPly >= 0 && ply >= m_maxPly) break;
        if (!board->isLegal(m.move)) {
            if (error)
                *error = "move " + std::to_string(ply + 1) + " ('" + m.text + "') is not legal";
            return false;
        }
        Side mover = board->sideToMove();
        int points = game.result() == PgnResult::Draw                              ? 1
                     : (game.result() == PgnResult::WhiteWins) == (mover == White) ? 2
                                                                                   : 0;
        add(board->key(), polyglot::encodeMove(m.move), points);
        board->makeMove(m.move);
        ++ply;
    }
    return true;
}

std::vector<PolyglotEntry> PolyglotBookBuilder::entries() const {
    std::vector<std::pair<KeyMove, uint64_t>> all;
    all.reserve(m_weights.size());
    for (const auto& kv : m_weights)
        if (kv.second.weight > 0 && kv.second.count >= uint32_t(std::max(1, m_minGames)))
            all.emplace_back(kv.first, kv.second.weight);
    std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
        if (a.first.key != b.first.key) return a.first.key < b.first.key;
        if (a.second != b.second) return a.second > b.second;
        return a.first.move < b.first.move;
    });
    std::vector<PolyglotEntry> out;
    out.reserve(all.size());
    for (size_t i = 0; i < all.size();) {
        // One position: its heaviest move sets the scale.
        size_t j = i;
        while (j < all.size() && all[j].first.key == all[i].first.key) ++j;
        const uint64_t heaviest = all[i].second;
        for (size_t k = i; k < j; ++k) {
            uint64_t w = all[k].second;
            if (heaviest > 0xffff) w = std::max<uint64_t>(1, w * 0xffff / heaviest);
            out.push_back({all[k].first.key, all[k].first.move, uint16_t(w), 0});
        }
        i = j;
    }
    return out;
}

bool PolyglotBookBuilder::save(const QString& fileName, std::string* error) const {
    std::vector<PolyglotEntry> list = entries();
    QByteArray bytes(qsizetype(list.size() * polyglot::EntrySize), '\0');
    auto* p = reinterpret_cast<unsigned char*>(bytes.data());
    for (size_t i = 0; i < list.size(); ++i)
        polyglot::writeEntry(list[i], p + i * polyglot::EntrySize);
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = "cannot write book '" + fileName.toStdString() +
                     "': " + file.errorString().toStdString();
        return false;
    }
    return true;
}

} // namespace arbiter
