// An include guard is no configuration: what it guards is there in every
// build, so types declared under it are not chosen by the preprocessor.
#ifndef STRCOST_TEST_GUARDED_STRINGS_H
#define STRCOST_TEST_GUARDED_STRINGS_H

#include <map>
#include <string>

typedef std::string GuardedName;
#define GUARDED_STR std::string
using GuardedMap = std::map<std::string, int>;

#endif // STRCOST_TEST_GUARDED_STRINGS_H
