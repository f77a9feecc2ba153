#include "pgn/ecoclassification.h"

#include "pgn/openingtables.h"

#include <utility>
#include <vector>

namespace arbiter {

namespace {

struct EcoTree {
    struct Node {
        int line = -1; // index into lines: the table line ending here
        std::vector<std::pair<std::string_view, int>> children; // SAN -> node
    };
    std::vector<Node> nodes{Node{}}; // nodes[0]: the start position
    std::vector<EcoOpening> lines;

    int child(int node, std::string_view san) const {
        for (const auto& [move, next] : nodes[size_t(node)].children)
            if (move == san) return next;
        return -1;
    }
};

// Each line "ECO<TAB>opening<TAB>variation<TAB>e4 c5 d4": a path of SAN moves from the root, its
// last node named. A later line with the same moves replaces the earlier one, as cutechess's
// tree does. The move texts stay views into the built-in table.
EcoTree readTree() {
    EcoTree tree;
    forEachTableRow(kCutechessEcoTsv, [&](const std::vector<std::string_view>& fields) {
        if (fields.size() < 4 || fields[3].empty()) return;
        int node = 0;
        const std::string_view moves = fields[3];
        for (size_t from = 0; from < moves.size();) {
            size_t space = moves.find(' ', from);
            if (space == std::string_view::npos) space = moves.size();
            const std::string_view san = moves.substr(from, space - from);
            from = space + 1;
            if (san.empty()) continue;
            int next = tree.child(node, san);
            if (next < 0) {
                next = int(tree.nodes.size());
                tree.nodes[size_t(node)].children.emplace_back(san, next);
                tree.nodes.emplace_back();
            }
            node = next;
        }
        tree.nodes[size_t(node)].line = int(tree.lines.size());
        tree.lines.push_back(
            EcoOpening{std::string(fields[0]), std::string(fields[1]), std::string(fields[2])});
    });
    return tree;
}

const EcoTree& tree() {
    static const EcoTree eco = readTree();
    return eco;
}

} // namespace

bool EcoLine::follow(std::string_view san) {
    if (m_node < 0) return false;
    const EcoTree& eco = tree();
    m_node = eco.child(m_node, san);
    if (m_node < 0) return false;
    const int line = eco.nodes[size_t(m_node)].line;
    if (line >= 0) m_opening = &eco.lines[size_t(line)];
    return true;
}

const EcoOpening* cutechessOpening(const PgnGame& record) {
    // cutechess: PgnGame::isStandard(), standard chess without a FEN tag.
    if (record.variant() != "standard" || !record.startFen().empty()) return nullptr;
    EcoLine line;
    for (const PgnMove& move : record.moves())
        if (!line.follow(move.text)) break;
    return line.opening();
}

void setCutechessOpeningTags(PgnGame& record) {
    const EcoOpening* opening = cutechessOpening(record);
    if (!opening) return;
    record.setTag("ECO", opening->eco);
    record.setTag("Opening", opening->opening);
    if (!opening->variation.empty()) record.setTag("Variation", opening->variation);
}

int ecoTableSize() {
    return int(tree().lines.size());
}

} // namespace arbiter
