#include "gui/game/movetree.h"

#include "analysis/evaluationcomment.h"
#include "board/variant.h"

#include <algorithm>

namespace arbiter::gui {

bool MoveTree::Node::isMainLine() const {
    for (const Node* n = this; n->parent; n = n->parent)
        if (n->variationIndex() != 0) return false;
    return true;
}

int MoveTree::Node::variationIndex() const {
    if (!parent) return 0;
    for (size_t i = 0; i < parent->children.size(); ++i)
        if (parent->children[i].get() == this) return int(i);
    return 0;
}

MoveTree::MoveTree(const QString& variant, const QString& startFen) {
    if (!reset(variant, startFen)) reset(QStringLiteral("standard"), QString());
}

bool MoveTree::reset(const QString& variant, const QString& startFen, QString* error) {
    auto board = createBoard(variant.toStdString());
    if (!board) {
        if (error) *error = QStringLiteral("unknown variant '%1'").arg(variant);
        return false;
    }
    if (!startFen.isEmpty()) {
        std::string why;
        if (!board->setFen(startFen.toStdString(), &why)) {
            if (error) *error = QString::fromStdString(why);
            return false;
        }
    }
    m_variant = QString::fromStdString(board->variant().name);
    m_startFen = QString::fromStdString(board->fen());
    m_nodes.clear();
    m_nextId = 0;
    m_root = std::make_unique<Node>();
    m_root->id = m_nextId++;
    m_nodes[m_root->id] = m_root.get();
    return true;
}

MoveTree::Node* MoveTree::node(int id) const {
    auto it = m_nodes.find(id);
    return it == m_nodes.end() ? nullptr : it->second;
}

MoveTree::Node* MoveTree::lineEnd(Node* node) {
    while (!node->children.empty()) node = node->children.front().get();
    return node;
}

MoveTree::Node* MoveTree::mainLineEnd() const {
    return lineEnd(m_root.get());
}

std::vector<const MoveTree::Node*> MoveTree::path(const Node* node) {
    std::vector<const Node*> nodes;
    for (; node && node->parent; node = node->parent) nodes.push_back(node);
    std::reverse(nodes.begin(), nodes.end());
    return nodes;
}

std::vector<const MoveTree::Node*> MoveTree::mainLine() const {
    return path(mainLineEnd());
}

std::unique_ptr<Board> MoveTree::boardAt(const Node* node) const {
    auto board = createBoard(m_variant.toStdString());
    board->setFen(m_startFen.toStdString());
    for (const Node* n : path(node)) board->makeMove(n->move);
    return board;
}

MoveTree::Node* MoveTree::create(Node* parent) {
    auto node = std::make_unique<Node>();
    node->id = m_nextId++;
    node->parent = parent;
    node->ply = parent->ply + 1;
    Node* raw = node.get();
    m_nodes[raw->id] = raw;
    parent->children.push_back(std::move(node));
    return raw;
}

MoveTree::Node* MoveTree::addMove(Node* parent, Move move) {
    for (auto& child : parent->children)
        if (child->move == move) return child.get();
    auto board = boardAt(parent);
    Node* node = create(parent);
    node->move = move;
    node->san = QString::fromStdString(board->moveToSan(move));
    return node;
}

void MoveTree::forget(Node* node) {
    for (auto& child : node->children) forget(child.get());
    m_nodes.erase(node->id);
}

MoveTree::Node* MoveTree::remove(Node* node) {
    Node* parent = node->parent;
    if (!parent) return node; // the root stays
    forget(node);
    auto& siblings = parent->children;
    siblings.erase(std::find_if(siblings.begin(), siblings.end(),
                                [node](const auto& c) { return c.get() == node; }));
    return parent;
}

void MoveTree::promote(Node* node) {
    for (; node && node->parent; node = node->parent) {
        auto& siblings = node->parent->children;
        auto it = std::find_if(siblings.begin(), siblings.end(),
                               [node](const auto& c) { return c.get() == node; });
        std::rotate(siblings.begin(), it, it + 1);
    }
}

void MoveTree::visit(const std::function<void(const Node&, const Board&)>& visitor) const {
    auto board = boardAt(m_root.get());
    // A line: each move, the alternatives to it (from the same position), then on.
    std::function<void(const Node*)> line = [&](const Node* parent) {
        const Node* at = parent;
        int made = 0;
        while (!at->children.empty()) {
            const Node* next = at->children.front().get();
            visitor(*next, *board);
            for (size_t i = 1; i < at->children.size(); ++i) {
                const Node* alt = at->children[i].get();
                visitor(*alt, *board);
                board->makeMove(alt->move);
                line(alt);
                board->undoMove();
            }
            board->makeMove(next->move);
            ++made;
            at = next;
        }
        for (int i = 0; i < made; ++i) board->undoMove();
    };
    line(m_root.get());
}

void MoveTree::toPgn(PgnGame& game) const {
    game.setVariant(m_variant.toStdString());
    auto start = createBoard(m_variant.toStdString());
    game.setStartFen(start->fen() == m_startFen.toStdString() ? std::string()
                                                              : m_startFen.toStdString());
    game.setMoveTextNotation(Notation::San);
    std::function<void(const Node*, std::vector<PgnMove>&)> line = [&](const Node* parent,
                                                                       std::vector<PgnMove>& out) {
        for (const Node* at = parent; !at->children.empty();) {
            const Node* next = at->children.front().get();
            PgnMove move;
            move.move = next->move;
            move.text = next->san.toStdString();
            move.commentAfter = next->comment.toStdString();
            move.nags = next->nags;
            for (size_t i = 1; i < at->children.size(); ++i) {
                PgnVariation variation;
                const Node* alt = at->children[i].get();
                PgnMove first;
                first.move = alt->move;
                first.text = alt->san.toStdString();
                first.commentAfter = alt->comment.toStdString();
                first.nags = alt->nags;
                variation.moves.push_back(first);
                line(alt, variation.moves);
                move.variations.push_back(std::move(variation));
            }
            out.push_back(std::move(move));
            at = next;
        }
    };
    game.moves().clear();
    line(m_root.get(), game.moves());
}

bool MoveTree::fromPgn(const PgnGame& game, QString* error) {
    if (!reset(QString::fromStdString(game.variant()), QString::fromStdString(game.startFen()),
               error))
        return false;
    std::function<void(Node*, const std::vector<PgnMove>&)> line =
        [&](Node* parent, const std::vector<PgnMove>& moves) {
            Node* at = parent;
            for (const PgnMove& m : moves) {
                Node* node = addMove(at, m.move);
                node->comment = QString::fromStdString(m.commentAfter);
                node->nags = m.nags;
                parseEvaluationComment(m.commentAfter, &node->evaluation);
                for (const PgnVariation& v : m.variations) line(at, v.moves);
                at = node;
            }
        };
    line(m_root.get(), game.moves());
    return true;
}

} // namespace arbiter::gui
