#include <string>

// A fix that compiles but makes a call bind to another function: after
// `const std::string &`, the template is the better match for a non-const
// lvalue.
int emit(std::string S) { return static_cast<int>(S.size()); }
template <class T> int emit(T &&) { return -1; }

int caller() {
  std::string X = "abc";
  return emit(X);
}

// The same check's fix where nothing else competes: it verifies and is kept.
int alone(std::string S) { return static_cast<int>(S.size()); }
int callAlone() { return alone("abc"); }
