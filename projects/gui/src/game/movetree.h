// The moves of one game as a tree: the main line plus variations (record mode keeps every
// branch), each node with what the GUI shows about its move (evaluation, time, comment). The
// tree converts to and from PgnGame, whose variations have the same shape.
#pragma once

#include "board/board.h"
#include "engine/moveevaluation.h"
#include "pgn/pgngame.h"

#include <QString>
#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

namespace arbiter::gui {

class MoveTree {
public:
    struct Node {
        int id = 0;
        Node* parent = nullptr;
        // children[0] continues the line this node is on; the others are variations.
        std::vector<std::unique_ptr<Node>> children;
        Move move;                 // null for the root
        QString san;               // as the board writes it (SAN, or WXF for xiangqi)
        QString comment;           // the person's comment, or the engine's "+0.25/12 0.53s"
        std::vector<uint8_t> nags; // PGN $n annotations ("?" is 2, "??" 4, "?!" 6)
        // The engine's evaluation (from a game played here, or read from a PGN comment in
        // the "+0.25/12" form), from the side that made the move.
        MoveEvaluation evaluation;
        qint64 timeMs = -1;
        int ply = 0; // plies from the start position (the root is 0)

        bool isRoot() const { return parent == nullptr; }
        // Whether the node is on the main line of the whole game.
        bool isMainLine() const;
        int variationIndex() const; // index among the parent's children
    };

    // The start position: variant name and FEN ("" for the variant's start).
    MoveTree(const QString& variant = QStringLiteral("standard"), const QString& startFen = {});

    // Starts over; false with *error when the variant or FEN is not valid.
    bool reset(const QString& variant, const QString& startFen, QString* error = nullptr);
    const QString& variant() const { return m_variant; }
    // The FEN of the start position (never empty after a successful reset).
    const QString& startFen() const { return m_startFen; }

    Node* root() { return m_root.get(); }
    const Node* root() const { return m_root.get(); }
    Node* node(int id) const; // nullptr when unknown
    // The last node of the main line (the root when there are no moves).
    Node* mainLineEnd() const;
    // The last node following first children from `node`.
    static Node* lineEnd(Node* node);
    // Nodes from the first move to `node` (the root is not included).
    static std::vector<const Node*> path(const Node* node);
    // Main-line nodes in order.
    std::vector<const Node*> mainLine() const;

    // The position after `node` (the start position for the root).
    std::unique_ptr<Board> boardAt(const Node* node) const;

    // Adds `move` after `parent`, or returns the child that already has it. The move must be
    // legal after `parent`; San text is made here.
    Node* addMove(Node* parent, Move move);
    // Removes `node` and everything after it; returns its parent.
    Node* remove(Node* node);
    // Makes the variation `node` is on the main continuation of its parent (and upwards).
    void promote(Node* node);

    // Walks the tree depth first in PGN order (a move, then its alternatives, then the line
    // on) with the board before each move.
    void visit(const std::function<void(const Node&, const Board& before)>& visitor) const;

    // PGN: moves with variations, comments; tags are the caller's.
    void toPgn(PgnGame& game) const;
    // Rebuilds the tree from a PGN game (variant, start FEN, moves and variations).
    bool fromPgn(const PgnGame& game, QString* error);

private:
    Node* create(Node* parent);
    void forget(Node* node);

    QString m_variant;
    QString m_startFen;
    std::unique_ptr<Node> m_root;
    std::unordered_map<int, Node*> m_nodes;
    int m_nextId = 0;
};

} // namespace arbiter::gui
