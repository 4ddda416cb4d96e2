// REQUIRES: libcxx
// RUN: %check_strcost %S/strcost-repeated-lookup.cpp strcost-repeated-lookup %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %S/strcost-repeated-lookup-cxx20.cpp strcost-repeated-lookup %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost %S/strcost-repeated-lookup-cxx11.cpp strcost-repeated-lookup %t -- -- -std=c++11 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,17 %S/strcost-repeated-lookup-neighbours.cpp strcost-repeated-lookup %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %S/strcost-repeated-lookup-neighbours-cxx20.cpp strcost-repeated-lookup %t -- -- -std=c++20 -stdlib=libc++
// RUN: %check_strcost %S/strcost-repeated-lookup-erase.cpp strcost-repeated-lookup %t -- -- -std=c++14 -stdlib=libc++
// RUN: %check_strcost %S/strcost-repeated-lookup-early-exit.cpp strcost-repeated-lookup %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,17 %S/strcost-repeated-lookup-insert-pair.cpp strcost-repeated-lookup %t -- -- -std=c++20 -stdlib=libc++

// libc++ (its containers in std::__1, its iterators compared by friend
// operators): the same findings and fixes as with libstdc++, in the same
// files, under C++11, C++17, and C++20 in MS mode.
