// libjsoncpp's shape: its sources include the configuration header only
// outside the amalgamated build (`#if !defined(JSON_IS_AMALGAMATION)`), where
// the one amalgamated file has declared the same types already.
#ifndef STRCOST_TEST_AMALGAMATION_CONFIG_H
#define STRCOST_TEST_AMALGAMATION_CONFIG_H

#include <string>

namespace Json {
typedef std::string String;
} // namespace Json

#endif // STRCOST_TEST_AMALGAMATION_CONFIG_H
