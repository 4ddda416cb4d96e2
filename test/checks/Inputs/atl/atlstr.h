// A stand-in for ATL's <atlstr.h>, which ships only with Visual Studio. It keeps
// the shape strcost relies on: GetString()/GetLength() live in CSimpleStringT,
// CStringT derives from it, and CString/CStringA/CStringW are typedefs.
#ifndef STRCOST_TEST_ATLSTR_H
#define STRCOST_TEST_ATLSTR_H

namespace ATL {

template <typename BaseType> class CSimpleStringT {
public:
  typedef const BaseType *PCXSTR;
  CSimpleStringT() : Data(Empty), Length(0) {}
  explicit CSimpleStringT(PCXSTR S) : Data(S), Length(0) {
    while (S[Length])
      ++Length;
  }
  PCXSTR GetString() const noexcept { return Data; }
  int GetLength() const noexcept { return Length; }
  operator PCXSTR() const noexcept { return Data; }
  // The buffer idiom: a C function writes into GetBuffer()'s characters, and
  // ReleaseBuffer() (no length: it scans) or ReleaseBuffer(n) sets the length.
  typedef BaseType *PXSTR;
  PXSTR GetBuffer(int MinBufferLength);
  PXSTR GetBufferSetLength(int Length);
  void ReleaseBuffer(int NewLength = -1);
  void Truncate(int NewLength);

private:
  static constexpr BaseType Empty[1] = {};
  PCXSTR Data;
  int Length;
};

template <typename T> struct StrTraitATL {};

template <typename BaseType, class StringTraits>
class CStringT : public CSimpleStringT<BaseType> {
public:
  CStringT() = default;
  CStringT(const BaseType *S) : CSimpleStringT<BaseType>(S) {}
};

} // namespace ATL

typedef ATL::CStringT<char, ATL::StrTraitATL<char>> CStringA;
typedef ATL::CStringT<wchar_t, ATL::StrTraitATL<wchar_t>> CStringW;
typedef CStringA CString;

#endif
