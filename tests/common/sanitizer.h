// Whether the suites are built under AddressSanitizer (scripts/sanitize.sh), and so arbiter-cli
// with them: ASan reserves terabytes of shadow address space, so tests that limit address space
// or descriptors skip those cases there. GCC defines __SANITIZE_ADDRESS__, clang answers
// __has_feature.
#pragma once

namespace arbiter::test {

constexpr bool builtUnderAddressSanitizer() {
#if defined(__SANITIZE_ADDRESS__)
    return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return true;
#else
    return false;
#endif
#else
    return false;
#endif
}

} // namespace arbiter::test
