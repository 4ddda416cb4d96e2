// Views built from pointers whose length the object already stores (seed paper
// 002: a wstring_view from CString::GetString() alone is O(N); with GetLength()
// it is O(1), 80% faster in the paper's measurement).
#include <atlstr.h>
#include <cstring>
#include <cwchar>
#include <string>
#include <string_view>

bool startsWithPrefix(std::wstring_view Text, std::wstring_view Prefix) {
  return Text.substr(0, Prefix.size()) == Prefix;
}

bool isSystemPath(const CStringW &Path) {
  return startsWithPrefix(Path.GetString(), L"C:\\Windows\\");
}

std::size_t titleWidth(const CString &Title) {
  return std::strlen(Title.GetString());
}

struct Document {
  std::string Name;
  std::string Body;

  std::string_view name() const { return Name.c_str(); }
  std::size_t size() const { return std::strlen(Body.c_str()); }
  std::string copyName() const { return std::string(Name.c_str()); }
};

int countSpaces(const std::string &Line) {
  std::string_view View(Line.data());
  int Spaces = 0;
  for (char C : View)
    Spaces += C == ' ';
  return Spaces;
}
