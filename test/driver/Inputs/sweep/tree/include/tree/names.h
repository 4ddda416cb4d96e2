#pragma once
#include <string>
std::string joinPath(const std::string &dir, const std::string &file);
