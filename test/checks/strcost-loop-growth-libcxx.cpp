// REQUIRES: libcxx
// RUN: %check_strcost %S/strcost-loop-growth.cpp strcost-loop-growth %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %S/strcost-loop-growth.cpp strcost-loop-growth %t -- -- -std=c++11 -stdlib=libc++
// RUN: %check_strcost %S/strcost-loop-growth.cpp strcost-loop-growth %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost %S/strcost-loop-growth-locals.cpp strcost-loop-growth %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost %S/strcost-loop-growth-locals.cpp strcost-loop-growth %t -- -- -std=c++11 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,CXX17 %S/strcost-loop-growth-initialised.cpp strcost-loop-growth %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %S/strcost-loop-growth-initialised.cpp strcost-loop-growth %t -- -- -std=c++11 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,CXX17 %S/strcost-loop-growth-initialised.cpp strcost-loop-growth %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost %S/strcost-loop-growth-nest.cpp strcost-loop-growth %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %S/strcost-loop-growth-reserve.cpp strcost-loop-growth %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %S/strcost-loop-growth-reserve.cpp strcost-loop-growth %t -- -- -std=c++11 -stdlib=libc++

// libc++ (std::__1, operator+ and operator+= of its own): the same findings
// and fixes as with libstdc++, in the same files.
