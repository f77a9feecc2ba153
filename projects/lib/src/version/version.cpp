#include "version/version.h"

namespace arbiter {

extern const char* const kBuildCommit; // the generated gitcommit.cpp (projects/lib/CMakeLists.txt)

const char* versionNumber() {
    return ARBITER_VERSION;
}

const char* buildCommit() {
    return kBuildCommit;
}

std::string versionLine(const char* program) {
    return std::string(program) + ' ' + versionNumber() + " (" + buildCommit() + ')';
}

} // namespace arbiter
