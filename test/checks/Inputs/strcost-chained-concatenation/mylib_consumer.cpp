// A user of mylib.h who does not have strcost: compiled against the fixed
// header without the runtime on the include path.
#include "mylib.h"

int main() {
  std::string S = mylib::positiveValue("a", "b");
  mylib::positiveAppend(S, "c");
  mylib::positiveAppendCharAndGroup(S, "d");
  std::string Names[] = {"e", "f"};
  S += mylib::positiveAssignInLoop("g", Names, 2);
  mylib::positiveAppendFromAssign(S, "h");
  mylib::positiveThroughPointer(&S, "i");
  mylib::negativeLaterPieceMayAlias(S, "j", "k");
  mylib::negativeDestinationOnTheRight(S, "l");
  mylib::negativeCallPiece(S, "mn");
  return S.empty();
}
