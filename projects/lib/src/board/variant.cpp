#include "variant.h"

#include "board.h"
#include "text/asciicase.h"

#include <cctype>

namespace arbiter {

// Families register their variants from these functions (defined in their variants files).
// Calling them explicitly (instead of static initialisers) keeps the static library from
// dropping unreferenced registration objects at link time.
void registerWesternVariants();
void registerXiangqiVariants();

namespace {
std::vector<VariantInfo>& registry() {
    static std::vector<VariantInfo> list;
    return list;
}

void ensureRegistered() {
    static bool done = [] {
        registerWesternVariants();
        registerXiangqiVariants();
        return true;
    }();
    (void)done;
}
} // namespace

void registerVariant(VariantInfo info) {
    registry().push_back(std::move(info));
}

const std::vector<VariantInfo>& variants() {
    ensureRegistered();
    return registry();
}

// Names match without regard to case: PGN Variant tags write "Atomic", "King of the Hill".
const VariantInfo* findVariant(std::string_view name) {
    for (const VariantInfo& v : variants())
        if (v.name == name) return &v;
    for (const VariantInfo& v : variants()) {
        if (equalsIgnoringCase(v.name, name)) return &v;
        for (const std::string& alias : v.aliases)
            if (equalsIgnoringCase(alias, name)) return &v;
    }
    return nullptr;
}

std::unique_ptr<Board> createBoard(std::string_view variantName) {
    const VariantInfo* v = findVariant(variantName);
    return v ? v->create() : nullptr;
}

} // namespace arbiter
