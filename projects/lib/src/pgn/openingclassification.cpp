#include "pgn/openingclassification.h"

#include "board/bitboard.h"
#include "board/variant.h"
#include "board/westernboard.h"
#include "pgn/openingtables.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace arbiter {

namespace {

// A position as its first four FEN fields tell it, in 34 bytes: the placement as four bit
// planes (the black pieces, and the bits of each piece's type: pawn 1 ... king 6), the side to
// move, the castling rights and the en passant square the position keeps (WesternPosition keeps
// it only when a pawn of the side to move stands ready to take, as its FEN writes it). Two
// standard chess positions have the same PositionId exactly when their four FEN fields are the
// same.
struct PositionId {
    uint64_t planes[4];
    uint16_t state;

    bool operator==(const PositionId& other) const {
        return planes[0] == other.planes[0] && planes[1] == other.planes[1] &&
               planes[2] == other.planes[2] && planes[3] == other.planes[3] && state == other.state;
    }
};

PositionId positionId(const WesternPosition& pos) {
    PositionId id;
    id.planes[0] = pos.pieces(Black);
    id.planes[1] = pos.pieces(Pawn) | pos.pieces(Bishop) | pos.pieces(Queen);  // type bit 0
    id.planes[2] = pos.pieces(Knight) | pos.pieces(Bishop) | pos.pieces(King); // type bit 1
    id.planes[3] = pos.pieces(Rook) | pos.pieces(Queen) | pos.pieces(King);    // type bit 2
    id.state =
        uint16_t(pos.sideToMove() | pos.castlingRights() << 1 | (pos.enPassantSquare() + 1) << 5);
    return id;
}

// The table: positions found by their Polyglot key (WesternPosition::key(), which holds the
// same four fields: the en passant file only for the square the position keeps), each key hit
// checked against the position itself, so two positions that share a key stay apart. Open
// addressing over a power-of-two array of slots, at most half of them full.
class OpeningTable {
public:
    struct Opening {
        PositionId position;
        std::string_view eco, name; // views into the built-in table
    };

    // The opening of the position, nullptr when the table has none.
    const Opening* find(const WesternPosition& pos) const {
        const uint64_t key = pos.key();
        bool idKnown = false;
        PositionId id;
        for (size_t at = key & m_mask;; at = (at + 1) & m_mask) {
            const Slot& slot = m_slots[at];
            if (slot.opening == 0) return nullptr;
            if (slot.key != key) continue;
            if (!idKnown) {
                id = positionId(pos);
                idKnown = true;
            }
            const Opening& opening = m_openings[slot.opening - 1];
            if (opening.position == id) return &opening;
        }
    }

    // Adds the position with its names unless the table has it (the first line to reach a
    // position keeps it).
    void add(const WesternPosition& pos, std::string_view eco, std::string_view name) {
        if (find(pos)) return;
        if (2 * (m_openings.size() + 1) > m_slots.size()) grow();
        m_openings.push_back(Opening{positionId(pos), eco, name});
        place(pos.key(), uint32_t(m_openings.size()));
        const int pieces = bb::popcount(pos.pieces());
        if (pieces < m_fewestPieces) m_fewestPieces = pieces;
    }

    int size() const { return int(m_openings.size()); }
    // The fewest pieces a position of the table has: a game that has fewer (pieces are taken,
    // never added, in standard chess) can reach none of them any more.
    int fewestPieces() const { return m_fewestPieces; }

private:
    struct Slot {
        uint64_t key = 0;
        uint32_t opening = 0; // 1 + index into m_openings; 0: empty
    };

    void place(uint64_t key, uint32_t opening) {
        size_t at = key & m_mask;
        while (m_slots[at].opening != 0) at = (at + 1) & m_mask;
        m_slots[at] = Slot{key, opening};
    }

    void grow() {
        const std::vector<Slot> old = std::move(m_slots);
        m_slots.assign(old.empty() ? 4096 : 2 * old.size(), Slot{});
        m_mask = m_slots.size() - 1;
        for (const Slot& slot : old)
            if (slot.opening != 0) place(slot.key, slot.opening);
    }

    std::vector<Slot> m_slots = std::vector<Slot>(1); // one empty slot until the first add
    size_t m_mask = 0;
    std::vector<Opening> m_openings;
    int m_fewestPieces = 64;
};

bool isSpace(char c) { // as std::istream splits words
    return static_cast<unsigned char>(c) <= ' ' && (c == ' ' || (c >= '\t' && c <= '\r'));
}

// Each line "ECO<TAB>name<TAB>1. e4 e5 2. Nf3": the position its moves reach from the start.
// The lines are played on one board: the moves a line shares with the line before it stay made,
// the others are taken back and the line's own made (neighbouring lines often share their first
// moves: of the table's 33,670 moves, 11,611 are made), each read by the board's parser, which
// finds a SAN move from the pieces that reach its square. A line with a move that is not legal
// is left out.
OpeningTable readTable() {
    OpeningTable table;
    const std::unique_ptr<Board> start = createBoard("standard");
    auto& board = static_cast<WesternBoard&>(*start);
    std::vector<std::string_view> played; // the moves made on the board, as the table has them
    std::vector<std::string_view> moves;
    forEachTableRow(kChessOpeningsTsv, [&](const std::vector<std::string_view>& fields) {
        if (fields.size() < 3) return;
        moves.clear();
        const std::string_view text = fields[2];
        const char* const end = text.data() + text.size();
        for (const char* at = text.data(); at != end;) {
            if (isSpace(*at)) {
                ++at;
                continue;
            }
            const char* const word = at;
            while (++at != end && !isSpace(*at)) {
            }
            if (at[-1] != '.') moves.emplace_back(word, size_t(at - word)); // not a move number
        }
        size_t same = 0;
        while (same < played.size() && same < moves.size() && played[same] == moves[same]) ++same;
        for (; played.size() > same; played.pop_back()) board.undoMove();
        for (size_t i = same; i < moves.size(); ++i) {
            const Move move = board.parseMove(moves[i]);
            if (move.isNull()) return;
            board.makeMove(move);
            played.push_back(moves[i]);
        }
        table.add(board.position(), fields[0], fields[1]);
    });
    return table;
}

const OpeningTable& table() {
    static const OpeningTable openings = readTable();
    return openings;
}

} // namespace

std::optional<OpeningName> classifyOpening(const std::string& startFen,
                                           const std::vector<Move>& moves) {
    const OpeningTable& openings = table();
    const std::unique_ptr<Board> board = createBoard("standard");
    if (!startFen.empty() && !board->setFen(startFen)) return std::nullopt;
    WesternPosition& pos = static_cast<WesternBoard&>(*board).position();
    const OpeningTable::Opening* found = openings.find(pos);
    int pieces = bb::popcount(pos.pieces());
    for (const Move& move : moves) {
        if (pieces < openings.fewestPieces()) break; // no later position can be in the table
        pos.makeMove(move);
        if (pos.capturedPiece() != NoPiece) --pieces;
        if (const OpeningTable::Opening* here = openings.find(pos)) found = here;
    }
    if (!found) return std::nullopt;
    return OpeningName{std::string(found->eco), std::string(found->name)};
}

int openingTableSize() {
    return table().size();
}

} // namespace arbiter
