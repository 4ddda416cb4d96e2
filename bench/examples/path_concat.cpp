// The chained-+ expression of seed paper 000 (tests 8-9): every + makes a
// temporary and may reallocate; the paper's expression templates, which size the
// result first, ran more than twice as fast.
#include <string>
#include <vector>

std::vector<std::string> describeMoves(const std::vector<std::string> &From,
                                       const std::vector<std::string> &To,
                                       const std::string &Root) {
  std::vector<std::string> Lines;
  std::string Line;
  for (std::size_t I = 0; I < From.size() && I < To.size(); ++I) {
    Line = Root + "/" + From[I] + " => " + Root + "/" + To[I];
    Lines.push_back(Line);
  }
  return Lines;
}

std::string logLine(const std::string &Level, const std::string &Message, int Code) {
  return "[" + Level + "] " + Message + " (code " + std::to_string(Code) + ")";
}
