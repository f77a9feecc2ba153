// Syzygy table files (tablebase/syzygyfile.h): any bytes, read as one of a few tables (the first
// byte chooses the material and WDL or DTZ), are refused with a message or give a table whose
// values can all be asked for without reading outside the input. The seeds are small tables of
// tests/data/syzygy behind their selector byte.
#include "fuzzsupport.h"
#include "tablebase/syzygyfile.h"

using namespace arbiter;
using namespace arbiter::syzygy;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    if (size < 1) return 0;
    static const char* const names[] = {"KRvK",  "KQvK", "KNvKN", "KBvKB",
                                        "KRvKR", "KPvK", "KRPvK", "KPvKP"};
    const std::uint8_t selector = data[0];
    const Material material = *Material::fromName(names[(selector >> 1) % 8]);
    const TableKind kind = selector & 1 ? TableKind::Dtz : TableKind::Wdl;
    // A copy of exactly the input's bytes, so that a read past them is caught.
    const std::vector<std::uint8_t> bytes(data + 1, data + size);
    TableFile table;
    QString error;
    if (!table.parse(bytes.data(), qint64(bytes.size()), kind, material, &error)) {
        fuzz::require(!error.isEmpty(), "a refused table has no message");
        return 0;
    }
    const int sides = kind == TableKind::Wdl && !material.symmetric() ? 2 : 1;
    const int files = material.hasPawns() ? 4 : 1;
    for (int side = 0; side < sides; ++side)
        for (int file = 0; file < files; ++file) {
            const Subtable& sub = table.subtable(side, file);
            const std::uint64_t n = sub.encoding.size();
            fuzz::require(n > 0, "a table of no positions");
            // The first and last positions and a spread between them.
            for (std::uint64_t i = 0; i < 64; ++i) {
                const std::uint64_t index = i == 63 ? n - 1 : n / 64 * i;
                const std::optional<int> value = sub.values.value(index);
                if (value && kind == TableKind::Dtz)
                    for (int wdl = -2; wdl <= 2; ++wdl) sub.dtzPlies(*value, wdl);
            }
        }
    return 0;
}
