// The version every program prints (--version, the GUI's About box, the server's hello): the
// number of CMake's project(VERSION) in the top CMakeLists.txt, the one place it is written, and
// the git commit the build was made from (cmake/ArbiterGitCommit.cmake, taken at build time).
#pragma once

#include <string>

namespace arbiter {

// "0.1.0".
const char* versionNumber();
// "git 0123456789ab" ("-dirty" added for a checkout with changes), or "no git commit: not built
// from a git checkout" for a build of a tarball.
const char* buildCommit();
// "PROGRAM 0.1.0 (git 0123456789ab)": the first line of PROGRAM --version.
std::string versionLine(const char* program);

} // namespace arbiter
