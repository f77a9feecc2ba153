# Precompiled headers. Most of an object's compile time goes to Qt's and the standard library's
# headers: twelve library files took 25 s of CPU without and 13 s with them, and a test suite
# that includes <QtTest> (all of QtCore) 20 s without and 15 s with (docs/development.md,
# "Build time"). Each library target precompiles the headers most of its files include; the test
# suites share one precompiled header, built once.
option(ARBITER_PRECOMPILED_HEADERS "Precompile the common Qt and standard library headers" ON)

# The headers most files of the Qt Core targets include (library, engine, CLI, server).
set(ARBITER_CORE_PCH <QByteArray> <QDir> <QFile> <QFileInfo> <QJsonArray> <QJsonDocument>
    <QJsonObject> <QObject> <QString> <QStringList> <QTimer> <QVector> <algorithm> <cstdint>
    <functional> <map> <memory> <optional> <string> <string_view> <vector>)

# GCC skips a precompiled header it finds unfit (another macro definition, other flags) and
# parses the headers again, slowly and silently: make that an error. (Clang refuses one.)
function(arbiter_refuse_unfit_pch target)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Werror=invalid-pch)
  endif()
endfunction()

# arbiter_precompile_headers(TARGET [HEADERS...]): the core headers and these, for TARGET's files.
function(arbiter_precompile_headers target)
  if(ARBITER_PRECOMPILED_HEADERS)
    target_precompile_headers(${target} PRIVATE ${ARBITER_CORE_PCH} ${ARGN})
    arbiter_refuse_unfit_pch(${target})
  endif()
endfunction()

# arbiter_reuse_precompiled_headers(TARGET FROM): TARGET's files use FROM's precompiled header.
# Both must be compiled with the same flags; TARGET may define more macros, which the headers
# must not read (Qt Test's QT_TESTCASE_BUILDDIR is why <QtTest> itself is not precompiled).
function(arbiter_reuse_precompiled_headers target from)
  if(ARBITER_PRECOMPILED_HEADERS)
    target_precompile_headers(${target} REUSE_FROM ${from})
    arbiter_refuse_unfit_pch(${target})
  endif()
endfunction()
