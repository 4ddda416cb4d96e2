// A stand-in for Qt's QByteArray (Qt is not installed on the test machines):
// a pointer accessor and a length that is not std::size_t.
#ifndef STRCOST_TEST_QBYTEARRAY_H
#define STRCOST_TEST_QBYTEARRAY_H

typedef long long qsizetype;

class QByteArray {
public:
  QByteArray() = default;
  const char *constData() const noexcept { return Data; }
  const char *data() const noexcept { return Data; }
  char *data(); // detaches: the characters may be written
  void resize(qsizetype Size);
  qsizetype size() const noexcept { return Size; }

private:
  const char *Data = "";
  qsizetype Size = 0;
};

#endif
