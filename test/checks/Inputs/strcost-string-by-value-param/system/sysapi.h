// A system header (included with -isystem): its declarations are not ours to edit.
#pragma once
#include <string>

int systemDeclared(std::string S);
