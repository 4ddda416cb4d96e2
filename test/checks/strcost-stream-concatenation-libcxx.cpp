// REQUIRES: libcxx
// RUN: %check_strcost %S/strcost-stream-concatenation.cpp strcost-stream-concatenation %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %S/strcost-stream-concatenation.cpp strcost-stream-concatenation %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost %S/strcost-stream-concatenation-cxx11.cpp strcost-stream-concatenation %t -- -- -std=c++11 -stdlib=libc++

// libc++ (its streams and strings in std::__1, its operator<< for strings a
// template of its own): the same findings and fixes as with libstdc++.
