#include "polyglot.h"

#include "board/board.h"

namespace arbiter::polyglot {

namespace {
uint64_t readBigEndian(const unsigned char* p, int bytes) {
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v = (v << 8) | p[i];
    return v;
}
void writeBigEndian(uint64_t v, unsigned char* p, int bytes) {
    for (int i = bytes - 1; i >= 0; --i) {
        p[i] = static_cast<unsigned char>(v & 0xff);
        v >>= 8;
    }
}
} // namespace

void readEntry(const unsigned char* bytes, PolyglotEntry* entry) {
    entry->key = readBigEndian(bytes, 8);
    entry->move = uint16_t(readBigEndian(bytes + 8, 2));
    entry->weight = uint16_t(readBigEndian(bytes + 10, 2));
    entry->learn = uint32_t(readBigEndian(bytes + 12, 4));
}

void writeEntry(const PolyglotEntry& entry, unsigned char* bytes) {
    writeBigEndian(entry.key, bytes, 8);
    writeBigEndian(entry.move, bytes + 8, 2);
    writeBigEndian(entry.weight, bytes + 10, 2);
    writeBigEndian(entry.learn, bytes + 12, 4);
}

uint16_t encodeMove(Move move) {
    if (move.isNull() || move.from() >= 64 || move.to() >= 64) return 0;
    int promotion = 0;
    if (move.kind() == Move::Promotion) {
        switch (move.promotion()) {
        case Knight: promotion = 1; break;
        case Bishop: promotion = 2; break;
        case Rook: promotion = 3; break;
        case Queen: promotion = 4; break;
        default: return 0;
        }
    }
    return uint16_t((move.to() & 7) | (move.to() >> 3) << 3 | (move.from() & 7) << 6 |
                    (move.from() >> 3) << 9 | promotion << 12);
}

Move decodeMove(const Board& board, uint16_t code) {
    if (board.width() != 8 || board.height() != 8 || code == 0) return Move();
    MoveList moves;
    board.legalMoves(moves);
    for (Move m : moves)
        if (encodeMove(m) == code) return m;
    return Move();
}

} // namespace arbiter::polyglot
