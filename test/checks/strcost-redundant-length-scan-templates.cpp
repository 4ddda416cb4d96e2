// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20

// Templates: an object whose type depends on a parameter is not judged (an
// instantiation could be a type without a stored length); a string whose type
// does not is judged once, in the template. The buffer idiom's writes may be
// calls that a template parameter leaves unresolved; they still count.

#include <cstring>
#include <string>
#include <string_view>

template <typename T> std::size_t negativeDependentObject(const T &S) {
  return std::strlen(S.c_str());
}
template std::size_t negativeDependentObject(const std::string &);

template <typename T> std::size_t negativeDependentMemberType(const typename T::string_type &S) {
  return std::strlen(S.c_str());
}
struct Traits {
  using string_type = std::string;
};
template std::size_t negativeDependentMemberType<Traits>(const std::string &);

template <typename T> std::size_t negativeDependentStaticAccessor() {
  return std::strlen(T::name().c_str());
}

template <typename T> struct Box {
  T Value;
  std::size_t negativeDependentField() const { return std::char_traits<typename T::value_type>::length(Value.c_str()); }
  std::size_t positiveNonDependentInClassTemplate(const std::string &S) const {
    return std::strlen(S.c_str());
    // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'strlen' of 'c_str()'
    // CHECK-FIXES: return S.size();
  }
};
template struct Box<std::string>;
template struct Box<std::wstring>;

template <typename T> std::size_t positiveNonDependent(const std::string &S, T) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}
template std::size_t positiveNonDependent(const std::string &, int);
template std::size_t positiveNonDependent(const std::string &, double);

template <typename T> void takesRvalue(std::string &&, T);
template <typename T> void positiveRvalueInTemplateNoFix(const std::string &S, T X) {
  takesRvalue(S.c_str(), 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: takesRvalue(S.c_str(), 0);
}

auto negativeGenericLambda = [](const auto &S) { return std::strlen(S.c_str()); };
std::size_t useGenericLambda(const std::string &S) { return negativeGenericLambda(S); }

auto positiveGenericLambdaNonDependent = [](auto, const std::string &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
};
std::size_t useNonDependentLambda(const std::string &S) {
  return positiveGenericLambdaNonDependent(1, S) + positiveGenericLambdaNonDependent('c', S);
}

// The buffer idiom with writes that depend on a parameter.
template <typename N> std::string negativeDependentResize(N Size) {
  std::string Buf;
  Buf.resize(Size);
  return std::string(Buf.c_str());
}
template std::string negativeDependentResize(int);

template <typename I> std::size_t negativeDependentElementWrite(std::string Buf, I Index) {
  Buf[Index] = '\0';
  return std::strlen(Buf.c_str());
}
template std::size_t negativeDependentElementWrite(std::string, unsigned);

template <typename F> std::string negativeDependentCallee(F Fill) {
  std::string Buf;
  Fill(&Buf[0]);
  return std::string(Buf.c_str());
}

template <typename T> std::size_t negativeDependentObjectBuffer(T &Buf) {
  Buf.resize(std::strlen(Buf.c_str()));
  return Buf.size();
}
