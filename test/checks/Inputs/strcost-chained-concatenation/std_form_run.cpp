// Prints what every function of std_form.h returns: built against the
// original header and against the fixed one, the outputs must be equal.
#include "std_form.h"
#include <cstdio>

struct Suffix {
  std::string suffix() const { return ">"; }
};

int main() {
  std::string Names[] = {"alpha", "a much longer name than the buffer"};
  int N = 7;
  std::printf("%s\n", stdform::positivePath("dir", "file", ".txt").c_str());
  std::printf("%s\n", stdform::positivePath(Names[1], Names[1], "").c_str());
  std::printf("%s\n", stdform::positiveAutoCharAndNumber("k", -2147483647 - 1,
                                                         -9223372036854775807LL - 1, '#').c_str());
  std::printf("%s\n", stdform::positiveMacroPieceArrayAndGroup(Names[1]).c_str());
  std::printf("%s\n", stdform::positiveExplicitStringPiece("x").c_str());
  std::printf("%zu\n", stdform::positiveInLoop(Names, 2));
  const char *Ptr = "pointee";
  std::printf("%s\n", stdform::positiveCharFirstAndPointee("c", &Ptr).c_str());
  std::printf("%s\n", stdform::positiveOneLineLambda("l").c_str());
  std::printf("%ls\n", stdform::positiveWide(L"w", L'c').c_str());
  std::printf("%s\n", stdform::positiveNonDependentInTemplate<Suffix>("t").c_str());
  std::printf("%s\n", stdform::negativeDependent(std::string("d")).c_str());
  std::printf("%s\n", stdform::negativeCallPiece("abc").c_str());
  std::printf("%s\n", stdform::negativeMovedFirstPiece("m", "n").c_str());
  std::printf("%s\n", stdform::negativeReferenceCall("r").c_str());
  std::printf("%s\n", stdform::negativeStatic("s").c_str());
  std::printf("%s\n", stdform::negativeConst("c").c_str());
  std::printf("%s\n", stdform::negativeTwoVariables("v").c_str());
  std::printf("%s\n", stdform::negativeDirectInitAndParens("i").c_str());
  std::printf("%s\n", stdform::negativeForInit("f").c_str());
  std::printf("%s\n", stdform::negativeReturn("r").c_str());
  std::printf("%s\n", stdform::negativeUserOperatorPiece(stdform::Tag{"t"}, "u").c_str());
  std::printf("%s %d\n", stdform::negativeSideEffects("e", N).c_str(), N);
  std::printf("%s\n", stdform::negativeTypeChosenByPreprocessor("t").c_str());
  return 0;
}
