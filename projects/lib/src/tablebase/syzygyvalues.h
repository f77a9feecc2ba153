// The compressed values of one Syzygy subtable and how one value is read back.
//
// A subtable is a sequence of small values (WDL: 0-4; DTZ: a distance, or an index into the
// file's DTZ map) compressed in two stages (docs/tablebases.md): runs of values are replaced
// by symbols by recursive pairing (each symbol stands for a pair of shorter symbols, down to
// symbols of one value), and the symbols are stored in fixed-size blocks as a canonical Huffman
// code. A sparse index gives, for every `span` positions, the block and the offset within it of
// the value in the middle of that span; the block lengths (values per block) lead from there to
// the block of any position.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace arbiter::syzygy {

class CompressedValues {
public:
    // The subtable's flag byte (DTZ: the side it stores, its map and ply flags).
    enum Flag : uint8_t {
        StoresBlackToMove = 1,
        Mapped = 2,
        WinInPlies = 4,
        LossInPlies = 8,
        WideMap = 16,
        SingleValue = 128
    };

    // Reads the description of the values at `p` (a subtable of `tableSize` positions); returns
    // the byte after it, or nullptr when it is not well formed or runs past `end`.
    const uint8_t* readHeader(const uint8_t* p, const uint8_t* end, uint64_t tableSize);
    // The three arrays come later in the file, each subtable's in turn: each returns the byte
    // after its array, or nullptr when the array runs past `end`.
    const uint8_t* placeSparseIndex(const uint8_t* p, const uint8_t* end);
    const uint8_t* placeBlockLengths(const uint8_t* p, const uint8_t* end);
    const uint8_t* placeBlocks(const uint8_t* p, const uint8_t* end);

    uint8_t flags() const { return m_flags; }
    // The value at position `index`; none when the data is damaged.
    std::optional<int> value(uint64_t index) const;

private:
    int lowestSymbol(int lengthIndex) const;
    int pairLeft(int symbol) const;
    int pairRight(int symbol) const;
    bool countValues(int symbol, std::vector<uint8_t>& state);

    uint8_t m_flags = 0;
    int m_singleValue = 0;
    int m_blockSizeLog2 = 0;
    int m_spanLog2 = 0;
    uint32_t m_blocks = 0;       // blocks holding values
    uint32_t m_blockLengths = 0; // entries of the block length array (blocks plus padding)
    uint64_t m_sparseEntries = 0;
    int m_minLength = 0;
    int m_maxLength = 0;
    const uint8_t* m_lowestSymbols = nullptr; // per code length, little-endian 16 bits
    const uint8_t* m_pairs = nullptr;         // per symbol, two 12-bit symbols in 3 bytes
    int m_symbols = 0;
    std::vector<uint64_t> m_codeBase;   // per code length: its lowest code, left-aligned
    std::vector<uint32_t> m_valueCount; // per symbol: how many values it stands for, less one
    const uint8_t* m_sparseIndex = nullptr;
    const uint8_t* m_blockLength = nullptr;
    const uint8_t* m_data = nullptr;
    const uint8_t* m_end = nullptr; // the file's end: reads never go past it
};

} // namespace arbiter::syzygy
