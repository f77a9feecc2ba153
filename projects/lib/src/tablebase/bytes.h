// Reading the fixed-size integers of a table file, whatever the machine's byte order: the
// headers are little-endian, the Huffman-coded blocks big-endian.
#pragma once

#include <cstdint>

namespace arbiter::syzygy {

inline uint32_t readLittle16(const uint8_t* p) {
    return uint32_t(p[0]) | uint32_t(p[1]) << 8;
}
inline uint32_t readLittle32(const uint8_t* p) {
    return readLittle16(p) | readLittle16(p + 2) << 16;
}
inline uint32_t readBig32(const uint8_t* p) {
    return uint32_t(p[0]) << 24 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 8 | uint32_t(p[3]);
}
inline uint64_t readBig64(const uint8_t* p) {
    return uint64_t(readBig32(p)) << 32 | readBig32(p + 4);
}

} // namespace arbiter::syzygy
