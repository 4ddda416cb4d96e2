#pragma once
// A library's functions that spell the container type; the main file's
// containers never reach them unless passed.
#include <map>
#include <string>

std::size_t countEntries(const std::map<std::string, double> &Entries);
std::map<std::string, double> loadEntries();
