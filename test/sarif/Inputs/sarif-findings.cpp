#include "sarif-findings.h"
#include <cstring>

std::size_t length(const std::string &S) { return std::strlen(S.c_str()); }
/* ünïcode before the finding */ std::string_view v(const std::string &S) { return S.c_str(); }
