#include "tablebase/syzygymaterial.h"

namespace arbiter::syzygy {

namespace {
// The order of the pieces in a table's name.
constexpr PieceType NameOrder[] = {King, Queen, Rook, Bishop, Knight, Pawn};
constexpr char NameLetters[] = "KQRBNP";
} // namespace

uint64_t Material::key() const {
    uint64_t k = 0;
    for (int code = 0; code < 16; ++code) k |= uint64_t(count[code] & 15) << (4 * code);
    return k;
}

Material Material::mirrored() const {
    Material m;
    for (int code = 0; code < 16; ++code) m.count[code ^ BlackCode] = count[code];
    return m;
}

int Material::pieceCount() const {
    int n = 0;
    for (uint8_t c : count) n += c;
    return n;
}

std::string Material::name() const {
    std::string s;
    for (int side = 0; side < 2; ++side) {
        if (side) s += 'v';
        for (int i = 0; i < 6; ++i)
            s.append(count[NameOrder[i] | (side ? BlackCode : 0)], NameLetters[i]);
    }
    return s;
}

std::optional<Material> Material::fromName(std::string_view name) {
    Material m;
    int side = 0;
    for (char c : name) {
        if (c == 'v') {
            if (side) return std::nullopt;
            side = 1;
            continue;
        }
        int i = 0;
        while (i < 6 && NameLetters[i] != c) ++i;
        if (i == 6) return std::nullopt;
        uint8_t& n = m.count[NameOrder[i] | (side ? BlackCode : 0)];
        if (n == 15) return std::nullopt;
        ++n;
    }
    if (!side || m.count[King] != 1 || m.count[King | BlackCode] != 1) return std::nullopt;
    return m;
}

} // namespace arbiter::syzygy
