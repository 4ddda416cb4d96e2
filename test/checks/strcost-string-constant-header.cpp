// RUN: %check_strcost -header=Inputs/strcost-string-constant/constants.h %s \
// RUN:   strcost-string-constant %t -- -- -std=c++17
// RUN: %check_strcost -check-suffix=FIX -header=Inputs/strcost-string-constant/constants.h %s \
// RUN:   strcost-string-constant %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-constant.FixInHeaders: true, strcost-string-constant.HeaderMinimumStandard: c++17}}" \
// RUN:   -- -std=c++17
// RUN: %check_strcost -check-suffix=STD -header=Inputs/strcost-string-constant/constants.h %s \
// RUN:   strcost-string-constant %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-constant.FixInHeaders: true}}" -- -std=c++17

// A constant declared in a header may be used by every translation unit that
// includes it, and this one sees only its own uses: by default such a finding
// has no fix-it; FixInHeaders=true offers it (the header then becomes C++17:
// HeaderMinimumStandard must say every includer is). The header's constants
// whose uses here need a std::string are no finding.

#include "constants.h"
#include <iostream>

void useHeader() {
  std::cout << kHeaderName << kHeaderStatic << kHeaderAnonymous
            << HeaderConfig::kName << headerLocal();
}

const char *negativeHeaderNeeded() { return kHeaderNeeded.c_str(); }
