#include <string>

int  width(std::string S) { return  static_cast<int>(S.size()); }
