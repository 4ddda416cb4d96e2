// Declarations whose definitions live in strcost-temporary-string-argument-header.cpp:
// the parameter changes here and there together, or not at all.
#pragma once
#include <cstddef>
#include <string>
// CHECK-FIXES-EXTERNAL: #include <string_view>

std::size_t labelWidth(const std::string &Label);
// CHECK-FIXES-EXTERNAL: std::size_t labelWidth(std::string_view Label);

std::size_t joinedWidth(int N, const std::string &Sep = ", ");
// CHECK-FIXES-EXTERNAL: std::size_t joinedWidth(int N, std::string_view Sep = ", ");

class Labels {
public:
  bool has(const std::string &Name) const;
  // CHECK-FIXES-EXTERNAL: bool has(std::string_view Name) const;

private:
  std::string Items;
};

// Static in a header: every file that includes it has its own copy.
static inline bool startsWithDot(const std::string &Path) { return !Path.empty() && Path[0] == '.'; }
// CHECK-FIXES-EXTERNAL: static inline bool startsWithDot(std::string_view Path) { return !Path.empty() && Path[0] == '.'; }
