// The stream experiments of the 2006 comparison of C++ string
// implementations (seed 000, section 9): formatted output to a file, raw
// output to a file, and raw output to an in-memory string, each through
// iostreams and through the C library. The paper found no real difference for
// formatted file output, a small one for raw file output (with unbuffered
// write(2) far behind), and C's malloc+memcpy 3-4x faster than a stringstream
// for raw writes to memory.
//
// Every benchmark iteration writes one batch of kRecords records: the file is
// rewound and the in-memory target is rebuilt from empty for each batch, so
// growth (the doubling the paper's C version does by hand) is measured too.
#include <benchmark/benchmark.h>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include <fcntl.h>
#include <unistd.h>

namespace {

constexpr int kRecords = 100000;

// A scratch file that lives as long as the benchmark; unlinked on exit.
class ScratchFile {
public:
  ScratchFile() {
    char name[] = "/tmp/strcost-stream-XXXXXX";
    fd_ = mkstemp(name);
    path_ = name;
  }
  ~ScratchFile() {
    if (fd_ >= 0)
      close(fd_);
    std::remove(path_.c_str());
  }
  bool ok() const { return fd_ >= 0; }
  const std::string &path() const { return path_; }
  int fd() const { return fd_; }

private:
  int fd_ = -1;
  std::string path_;
};

void finish(benchmark::State &state, bool ok) {
  if (!ok)
    state.SkipWithError("could not write the scratch file");
  state.SetItemsProcessed(state.iterations() * kRecords);
}

// Formatted output: an integer, a separator and a double per record.
void BM_FormatToFile_Ofstream(benchmark::State &state) {
  ScratchFile file;
  std::ofstream s(file.path());
  for (auto _ : state) {
    s.seekp(0);
    for (int i = 0; i < kRecords; ++i)
      s << i << "_" << (static_cast<double>(i) + 0.1415926) << '\n';
  }
  s.flush();
  finish(state, file.ok() && s.good());
}

void BM_FormatToFile_Fprintf(benchmark::State &state) {
  ScratchFile file;
  std::FILE *f = std::fopen(file.path().c_str(), "w");
  for (auto _ : state) {
    std::rewind(f);
    for (int i = 0; i < kRecords; ++i)
      std::fprintf(f, "%d_%g\n", i, static_cast<double>(i) + 0.1415926);
  }
  const bool ok = f && std::fclose(f) == 0;
  finish(state, file.ok() && ok);
}

// What C++17 adds: locale-free conversion into a buffer, then one fwrite.
void BM_FormatToFile_ToChars(benchmark::State &state) {
  ScratchFile file;
  std::FILE *f = std::fopen(file.path().c_str(), "w");
  for (auto _ : state) {
    std::rewind(f);
    for (int i = 0; i < kRecords; ++i) {
      char buf[64];
      char *p = std::to_chars(buf, buf + sizeof buf, i).ptr;
      *p++ = '_';
      p = std::to_chars(p, buf + sizeof buf - 1, static_cast<double>(i) + 0.1415926,
                        std::chars_format::general, 6)
              .ptr;
      *p++ = '\n';
      std::fwrite(buf, 1, static_cast<std::size_t>(p - buf), f);
    }
  }
  const bool ok = f && std::fclose(f) == 0;
  finish(state, file.ok() && ok);
}

// Raw output: the bytes of an int per record.
void BM_RawToFile_Ofstream(benchmark::State &state) {
  ScratchFile file;
  std::ofstream s(file.path(), std::ios::binary);
  for (auto _ : state) {
    s.seekp(0);
    for (int i = 0; i < kRecords; ++i)
      s.write(reinterpret_cast<const char *>(&i), sizeof i);
  }
  s.flush();
  finish(state, file.ok() && s.good());
}

void BM_RawToFile_Fwrite(benchmark::State &state) {
  ScratchFile file;
  std::FILE *f = std::fopen(file.path().c_str(), "wb");
  for (auto _ : state) {
    std::rewind(f);
    for (int i = 0; i < kRecords; ++i)
      std::fwrite(&i, sizeof i, 1, f);
  }
  const bool ok = f && std::fclose(f) == 0;
  finish(state, file.ok() && ok);
}

// Unbuffered: one system call per record, the paper's "ugly" reference.
void BM_RawToFile_Write(benchmark::State &state) {
  ScratchFile file;
  bool ok = file.ok();
  for (auto _ : state) {
    ok = ok && lseek(file.fd(), 0, SEEK_SET) == 0;
    for (int i = 0; i < kRecords; ++i)
      ok = ok && write(file.fd(), &i, sizeof i) == static_cast<ssize_t>(sizeof i);
  }
  finish(state, ok);
}

// Raw output to memory.
void BM_RawToString_Stringstream(benchmark::State &state) {
  for (auto _ : state) {
    std::stringstream s;
    for (int i = 0; i < kRecords; ++i)
      s.write(reinterpret_cast<const char *>(&i), sizeof i);
    benchmark::DoNotOptimize(s);
  }
  finish(state, true);
}

// The paper's C version: a buffer doubled by malloc + memcpy + free.
void BM_RawToString_Memcpy(benchmark::State &state) {
  for (auto _ : state) {
    std::size_t size = 16;
    char *buf = static_cast<char *>(std::malloc(size));
    for (int i = 0; i < kRecords; ++i) {
      const std::size_t end = static_cast<std::size_t>(i) * sizeof i + sizeof i;
      if (size < end) {
        char *bigger = static_cast<char *>(std::malloc(size * 2));
        std::memcpy(bigger, buf, size);
        std::free(buf);
        buf = bigger;
        size *= 2;
      }
      std::memcpy(buf + static_cast<std::size_t>(i) * sizeof i, &i, sizeof i);
    }
    benchmark::DoNotOptimize(buf);
    std::free(buf);
  }
  finish(state, true);
}

// What a C++ programmer would write instead of a stringstream.
void BM_RawToString_StdString(benchmark::State &state) {
  for (auto _ : state) {
    std::string s;
    for (int i = 0; i < kRecords; ++i)
      s.append(reinterpret_cast<const char *>(&i), sizeof i);
    benchmark::DoNotOptimize(s);
  }
  finish(state, true);
}

} // namespace

BENCHMARK(BM_FormatToFile_Ofstream);
BENCHMARK(BM_FormatToFile_Fprintf);
BENCHMARK(BM_FormatToFile_ToChars);
BENCHMARK(BM_RawToFile_Ofstream);
BENCHMARK(BM_RawToFile_Fwrite);
BENCHMARK(BM_RawToFile_Write);
BENCHMARK(BM_RawToString_Stringstream);
BENCHMARK(BM_RawToString_Memcpy);
BENCHMARK(BM_RawToString_StdString);

BENCHMARK_MAIN();
