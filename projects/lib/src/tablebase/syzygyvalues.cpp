#include "tablebase/syzygyvalues.h"

#include "tablebase/bytes.h"

namespace arbiter::syzygy {

namespace {
constexpr int LeafMark = 0xFFF; // a symbol of one value has this as its right half
constexpr int SparseEntrySize = 6;
constexpr int MaxCodeLength = 32; // the decoder keeps at least 32 unread bits in hand

bool fits(const uint8_t* p, uint64_t bytes, const uint8_t* end) {
    return p && p <= end && uint64_t(end - p) >= bytes;
}
} // namespace

const uint8_t* CompressedValues::readHeader(const uint8_t* p, const uint8_t* end,
                                            uint64_t tableSize) {
    m_end = end;
    if (!fits(p, 2, end)) return nullptr;
    m_flags = p[0];
    if (m_flags & SingleValue) {
        // Every position has the same value (the second byte: a WDL value; 0 in a DTZ file,
        // whose writer leaves it as padding).
        m_singleValue = p[1];
        return p + 2;
    }
    if (!fits(p, 10, end)) return nullptr;
    m_blockSizeLog2 = p[1];
    m_spanLog2 = p[2];
    const int padding = p[3];
    m_blocks = readLittle32(p + 4);
    m_blockLengths = m_blocks + padding;
    m_maxLength = p[8];
    m_minLength = p[9];
    p += 10;
    if (m_blockSizeLog2 < 3 || m_blockSizeLog2 > 24 || m_spanLog2 < 1 || m_spanLog2 > 40 ||
        m_minLength < 1 || m_maxLength < m_minLength || m_maxLength > MaxCodeLength)
        return nullptr;
    m_sparseEntries = (tableSize + (uint64_t(1) << m_spanLog2) - 1) >> m_spanLog2;

    const int lengths = m_maxLength - m_minLength + 1;
    if (!fits(p, 2 * lengths + 2, end)) return nullptr;
    m_lowestSymbols = p;
    p += 2 * lengths;
    m_symbols = int(readLittle16(p));
    p += 2;
    if (m_symbols == 0 || m_symbols > LeafMark || !fits(p, 3 * m_symbols + (m_symbols & 1), end))
        return nullptr;
    m_pairs = p;
    p += 3 * m_symbols + (m_symbols & 1);

    // The canonical code gives longer codes lower values: the codes of the longest length start
    // at 0, and each shorter length starts where the longer one's codes, halved, end. Kept
    // left-aligned in 64 bits, a code's length is the first whose base the next bits reach.
    m_codeBase.assign(lengths, 0);
    for (int i = lengths - 2; i >= 0; --i) {
        const int longerCodes = lowestSymbol(i) - lowestSymbol(i + 1);
        if (longerCodes < 0) return nullptr;
        m_codeBase[i] = (m_codeBase[i + 1] + uint64_t(longerCodes)) / 2;
    }
    for (int i = 0; i < lengths; ++i) m_codeBase[i] <<= 64 - (m_minLength + i);

    m_valueCount.assign(m_symbols, 0);
    std::vector<uint8_t> state(m_symbols, 0);
    for (int s = 0; s < m_symbols; ++s)
        if (!state[s] && !countValues(s, state)) return nullptr;
    return p;
}

// How many values a symbol stands for: one for a leaf, else the sum of its pair's. A pair
// refers to earlier-made symbols only, so a symbol met again while being counted means damage.
bool CompressedValues::countValues(int symbol, std::vector<uint8_t>& state) {
    state[symbol] = 1;
    const int right = pairRight(symbol);
    if (right == LeafMark) {
        m_valueCount[symbol] = 0;
    } else {
        const int left = pairLeft(symbol);
        if (left >= m_symbols || right >= m_symbols) return false;
        for (int part : {left, right}) {
            if (state[part] == 1) return false;
            if (!state[part] && !countValues(part, state)) return false;
        }
        const uint64_t n = uint64_t(m_valueCount[left]) + m_valueCount[right] + 1;
        if (n > UINT32_MAX) return false;
        m_valueCount[symbol] = uint32_t(n);
    }
    state[symbol] = 2;
    return true;
}

const uint8_t* CompressedValues::placeSparseIndex(const uint8_t* p, const uint8_t* end) {
    if (m_flags & SingleValue) return p;
    if (!fits(p, SparseEntrySize * m_sparseEntries, end)) return nullptr;
    m_sparseIndex = p;
    return p + SparseEntrySize * m_sparseEntries;
}

const uint8_t* CompressedValues::placeBlockLengths(const uint8_t* p, const uint8_t* end) {
    if (m_flags & SingleValue) return p;
    if (!fits(p, 2 * uint64_t(m_blockLengths), end)) return nullptr;
    m_blockLength = p;
    return p + 2 * uint64_t(m_blockLengths);
}

const uint8_t* CompressedValues::placeBlocks(const uint8_t* p, const uint8_t* end) {
    if (m_flags & SingleValue) return p;
    const uint64_t bytes = uint64_t(m_blocks) << m_blockSizeLog2;
    if (!fits(p, bytes, end)) return nullptr;
    m_data = p;
    return p + bytes;
}

int CompressedValues::lowestSymbol(int lengthIndex) const {
    return int(readLittle16(m_lowestSymbols + 2 * lengthIndex));
}

int CompressedValues::pairLeft(int symbol) const {
    const uint8_t* pair = m_pairs + 3 * symbol;
    return int(pair[0] | (pair[1] & 0x0F) << 8);
}

int CompressedValues::pairRight(int symbol) const {
    const uint8_t* pair = m_pairs + 3 * symbol;
    return int(pair[1] >> 4 | pair[2] << 4);
}

std::optional<int> CompressedValues::value(uint64_t index) const {
    if (m_flags & SingleValue) return m_singleValue;
    if (!m_data) return std::nullopt;

    // The sparse entry of index's span names the block and offset of the span's middle value;
    // step through the block lengths from there to the block holding `index`.
    const uint64_t entry = index >> m_spanLog2;
    if (entry >= m_sparseEntries) return std::nullopt;
    const uint8_t* sparse = m_sparseIndex + SparseEntrySize * entry;
    uint32_t block = readLittle32(sparse);
    const int64_t span = int64_t(1) << m_spanLog2;
    int64_t offset =
        int64_t(readLittle16(sparse + 4)) + int64_t(index & uint64_t(span - 1)) - span / 2;
    auto length = [&](uint32_t b) { return int64_t(readLittle16(m_blockLength + 2 * b)) + 1; };
    if (block >= m_blockLengths) return std::nullopt;
    while (offset < 0) {
        if (block == 0) return std::nullopt;
        offset += length(--block);
    }
    while (offset >= length(block)) {
        offset -= length(block);
        if (++block >= m_blockLengths) return std::nullopt;
    }
    if (block >= m_blocks) return std::nullopt;

    // Read the block's symbols until the one covering `offset`.
    const uint8_t* next = m_data + (uint64_t(block) << m_blockSizeLog2);
    const int64_t blockBits = int64_t(8) << m_blockSizeLog2;
    int64_t usedBits = 0;
    uint64_t bits = readBig64(next);
    next += 8;
    int bitsInHand = 64;
    int symbol = 0;
    for (;;) {
        int len = 0;
        while (bits < m_codeBase[len]) ++len;
        const int codeLength = m_minLength + len;
        symbol = lowestSymbol(len) + int((bits - m_codeBase[len]) >> (64 - codeLength));
        if (symbol >= m_symbols) return std::nullopt;
        if (offset <= int64_t(m_valueCount[symbol])) break;
        offset -= int64_t(m_valueCount[symbol]) + 1;
        usedBits += codeLength;
        if (usedBits >= blockBits) return std::nullopt;
        bits <<= codeLength;
        bitsInHand -= codeLength;
        if (bitsInHand <= 32) {
            // The last refills of a block may look past its end, at bits no code uses.
            const uint64_t word = next + 4 <= m_end ? readBig32(next) : 0;
            next += 4;
            bitsInHand += 32;
            bits |= word << (64 - bitsInHand);
        }
    }

    // Descend the symbol's pairs to the one value at `offset`.
    while (m_valueCount[symbol]) {
        const int left = pairLeft(symbol);
        if (offset <= int64_t(m_valueCount[left])) {
            symbol = left;
        } else {
            offset -= int64_t(m_valueCount[left]) + 1;
            symbol = pairRight(symbol);
        }
    }
    return pairLeft(symbol);
}

} // namespace arbiter::syzygy
