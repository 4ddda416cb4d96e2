#pragma once
// A type chosen by the platform, the way cxxopts chooses its String: the
// declarations here differ between configurations.
#include <map>
#include <string>

#ifdef _WIN32
typedef std::wstring PlatformString;
#else
typedef std::string PlatformString;
#endif

#if defined(USE_ALT_MAP)
using PlatformMap = std::map<std::wstring, int>;
#else
using PlatformMap = std::map<std::string, int>;
#endif
