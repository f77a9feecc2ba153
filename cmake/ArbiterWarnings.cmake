# Common compile settings for every Arbiter target.
function(arbiter_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
                         -Wnon-virtual-dtor -Woverloaded-virtual -Wno-unused-parameter)
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    # Qt Test's QTEST_*_MAIN and QSKIP pass nothing to a variadic macro's "...": clang's
    # -Wpedantic flags every use, in Qt's macros, not in our code.
    target_compile_options(${target} PRIVATE -Wno-gnu-zero-variadic-macro-arguments)
  endif()
  if(ARBITER_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer)
    target_link_options(${target} PRIVATE -fsanitize=address,undefined)
  endif()
  if(ARBITER_FUZZ)
    # Coverage feedback for libFuzzer in everything the fuzz targets link; the targets themselves
    # add -fsanitize=fuzzer (tests/fuzz). Other executables run as usual with it.
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link)
  endif()
endfunction()
