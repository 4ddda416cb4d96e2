"""Unit tests of scripts/strcost_heap.py (python3 -m unittest, run by ctest
as scripts-unit): reading heaptrack's format (strings with their length,
instruction pointers with inlined frames, traces, allocation infos, the
compressed forms), attributing libstdc++'s and libc++'s string allocations
to the user's line, covering them with findings, the remedies and the
errors, on hand-written recordings shaped as heaptrack 1.4 writes them."""

import gzip
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import strcost_heap as heap  # noqa: E402

GNU = "std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >"
LIBCXX = "std::__1::basic_string<char, std::__1::char_traits<char>, std::__1::allocator<char> >"


class Writer:
    """Builds a recording the way heaptrack numbers it: strings and
    instruction pointers from 1, traces from 1 (0 the root), allocation
    infos from 0."""

    def __init__(self, version=3):
        self.lines = [f"v 10400 {version:x}", "X ./app"]
        self.strings, self.ips, self.traces, self.infos = {}, {}, {}, 0
        self.version = version

    def s(self, text):
        if text not in self.strings:
            self.strings[text] = len(self.strings) + 1
            encoded = text.encode()
            self.lines.append(f"s {len(encoded):x} {text}" if self.version >= 3 else f"s {text}")
        return self.strings[text]

    def ip(self, module, *frames):
        """frames: (function,) or (function, file, line), innermost first."""
        mod = self.s(module)
        fields = []
        for fr in frames:
            fields.append(f"{self.s(fr[0]):x}")
            if len(fr) > 1:
                fields += [f"{self.s(fr[1]):x}", f"{fr[2]:x}"]
        self.lines.append(" ".join(["i", f"{0x1000 + len(self.ips):x}", f"{mod:x}", *fields]))
        self.ips[len(self.ips) + 1] = True
        return len(self.ips)

    def trace(self, *ips):
        """A trace of these instruction pointers, outermost first; its index."""
        parent = 0
        for ip in ips:
            key = (ip, parent)
            if key not in self.traces:
                self.traces[key] = len(self.traces) + 1
                self.lines.append(f"t {ip:x} {parent:x}")
            parent = self.traces[key]
        return parent

    def alloc(self, size, trace, count=1, free=True):
        index = self.infos
        self.infos += 1
        self.lines.append(f"a {size:x} {trace:x}")
        for _ in range(count):
            self.lines.append(f"+ {index:x}")
            if free:
                self.lines.append(f"- {index:x}")
        return index

    def text(self):
        return "\n".join(self.lines + ["c 1e", "R 43e", "# end"]) + "\n"


def program(w, src="/p/src/work.cpp"):
    """The user's frames and the allocator, shared by the tests."""
    main = w.ip("/p/build/app", ("main", src, 30))
    new = w.ip("/lib/x86_64-linux-gnu/libstdc++.so.6", ("operator new(unsigned long)",))
    return main, new


class Fixture(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="strcost-heap-test-")
        self.addCleanup(shutil.rmtree, self.tmp, True)

    def write(self, w, name="app.1.gz"):
        path = os.path.join(self.tmp, name)
        data = w.text().encode()
        if name.endswith(".gz"):
            with gzip.open(path, "wb") as f:
                f.write(data)
        elif name.endswith(".zst"):
            subprocess.run(["zstd", "-q", "-o", path], input=data, check=True)
        else:
            with open(path, "wb") as f:
                f.write(data)
        return path

    def measure(self, w, name="app.1.gz", sources=("/p/src/work.cpp",)):
        return heap.measure(heap.read(self.write(w, name)), heap.Project(sources, ["/p/build"]))


class ReadTest(Fixture):
    def test_strings_ips_traces_and_counts(self):
        w = Writer()
        main, new = program(w)
        t = w.trace(main, new)
        w.alloc(41, t, count=3)
        w.alloc(81, t, count=2, free=False)
        rec = heap.read(self.write(w))
        self.assertEqual(rec.version, 3)
        self.assertEqual(rec.debuggee, "./app")
        self.assertEqual(rec.strings[1], "/p/build/app")
        self.assertEqual(rec.infos, [(41, t), (81, t)])
        self.assertEqual(rec.allocated, {0: 3, 1: 2})
        self.assertEqual(rec.freed, {0: 3})
        self.assertEqual(rec.temporary, {0: 3})  # each freed right after it was made

    def test_a_string_with_spaces_and_a_line_break(self):
        w = Writer()
        w.s("operator new(unsigned long)")
        w.lines.append("s 7 a\nb c d")  # heaptrack writes the bytes as they are
        rec = heap.read(self.write(w, "plain"))
        self.assertEqual(rec.strings[1:], ["operator new(unsigned long)", "a\nb c d"])

    def test_inlined_frames_come_after_the_innermost(self):
        w = Writer()
        ip = w.ip("/p/build/app", (f"{GNU}::basic_string(unsigned long, char)",
                                   "/usr/include/c++/12/bits/basic_string.h", 659),
                  ("main", "/p/src/work.cpp", 6))
        t = w.trace(ip)
        rec = heap.read(self.write(w))
        frames = heap.stack(rec, t, {})
        self.assertEqual([(f.function.split("::")[-1], f.line) for f in frames],
                         [("basic_string(unsigned long, char)", 659), ("main", 6)])

    def test_a_function_without_file_or_line(self):
        w = Writer()
        ip = w.ip("/lib/x86_64-linux-gnu/libstdc++.so.6", (f"{GNU}::_M_mutate(unsigned long)",))
        t = w.trace(ip)
        rec = heap.read(self.write(w))
        self.assertEqual(heap.stack(rec, t, {})[0].file, "")

    def test_zstd_and_plain(self):
        w = Writer()
        main, new = program(w)
        w.alloc(10, w.trace(main, new), count=2)
        for name in ("app.2.zst", "app.3"):
            self.assertEqual(heap.read(self.write(w, name)).allocated, {0: 2})

    def test_a_compilation_directory_joined_to_an_absolute_name(self):
        self.assertEqual(heap.clean_path("/tmp/b//p/src/work.cpp"), "/p/src/work.cpp")
        self.assertEqual(heap.clean_path("/usr/lib/llvm-19/bin/../include/c++/v1/string"),
                         "/usr/lib/llvm-19/include/c++/v1/string")


class ErrorTest(Fixture):
    def test_missing(self):
        with self.assertRaisesRegex(heap.HeapError, "no heap profile '.*none.zst'"):
            heap.read(os.path.join(self.tmp, "none.zst"))

    def test_missing_without_heaptrack(self):
        # Reading needs no heaptrack; a missing recording names its package.
        which = heap.shutil.which
        heap.shutil.which = lambda name: None if name in ("heaptrack", "zstd") else which(name)
        try:
            with self.assertRaisesRegex(heap.HeapError, "not installed: Debian package heaptrack"):
                heap.read(os.path.join(self.tmp, "none.zst"))
            path = os.path.join(self.tmp, "app.1.zst")
            open(path, "w").close()
            with self.assertRaisesRegex(heap.HeapError, "needs zstd \\(Debian package zstd\\)"):
                heap.read(path)
        finally:
            heap.shutil.which = which

    def test_not_zstd(self):
        path = os.path.join(self.tmp, "bad.zst")
        with open(path, "w") as f:
            f.write("v 1 3\n")
        with self.assertRaisesRegex(heap.HeapError, "not a readable zstd file"):
            heap.read(path)

    def test_not_gzip(self):
        path = os.path.join(self.tmp, "bad.gz")
        with open(path, "w") as f:
            f.write("hello\n")
        with self.assertRaisesRegex(heap.HeapError, "not a readable gzip file"):
            heap.read(path)

    def test_not_heaptrack(self):
        path = os.path.join(self.tmp, "text")
        with open(path, "w") as f:
            f.write("hello world\nmore\nlines\n")
        with self.assertRaisesRegex(heap.HeapError, "not a heaptrack recording"):
            heap.read(path)

    def test_corrupt_numbers(self):
        w = Writer()
        w.lines.append("a zz 1")
        with self.assertRaisesRegex(heap.HeapError, "corrupt at its line 3"):
            heap.read(self.write(w))

    def test_an_allocation_without_info(self):
        w = Writer()
        w.lines.append("+ 5")
        with self.assertRaisesRegex(heap.HeapError, "corrupt"):
            heap.read(self.write(w))

    def test_stripped(self):
        w = Writer()
        main = w.ip("/p/build/app", ("main",))
        new = w.ip("/lib/x86_64-linux-gnu/libstdc++.so.6", ("operator new(unsigned long)",))
        w.alloc(41, w.trace(main, new))
        with self.assertRaisesRegex(heap.HeapError, "no file and line information"):
            heap.load(self.write(w), ["/p/src/work.cpp"])

    def test_another_program(self):
        w = Writer()
        main = w.ip("/q/app", ("main", "/q/other/main.cpp", 3))
        w.alloc(41, w.trace(main))
        with self.assertRaisesRegex(heap.HeapError, "another program.*main.cpp"):
            heap.load(self.write(w), ["/p/src/work.cpp"])


class AttributionTest(Fixture):
    def test_libstdcxx_operator_plus_inlined_at_o2(self):
        # operator+ and append inlined into the user's function: heaptrack's
        # `i` line carries them before the user's own frame.
        w = Writer()
        main, new = program(w)
        hot = w.ip("/p/build/app",
                   (f"{GNU}::_M_append(char const*, unsigned long)",
                    "/usr/include/c++/12/bits/basic_string.tcc", 420),
                   (f"{GNU} std::operator+<char>({GNU} const&, char const*)",
                    "/usr/include/c++/12/bits/basic_string.h", 3476),
                   ("hot(std::string const&)", "/p/src/work.cpp", 9))
        mutate = w.ip("/lib/x86_64-linux-gnu/libstdc++.so.6", (f"{GNU}::_M_mutate(unsigned long)",))
        w.alloc(81, w.trace(main, hot, mutate, new), count=1000)
        m = self.measure(w)
        site = m.sites[("/p/src/work.cpp", 9)]
        self.assertEqual((site.allocations, site.bytes, site.kind()), (1000, 81000, "concat"))
        self.assertEqual(site.function, "hot(std::string const&)")

    def test_libcxx_grow_by(self):
        w = Writer()
        main, new = program(w)
        user = w.ip("/p/build/app", ("fill(int)", "/p/src/work.cpp", 20))
        grow = w.ip("/lib/x86_64-linux-gnu/libc++.so.1",
                    (f"{LIBCXX}::__grow_by(unsigned long, unsigned long)",))
        append = w.ip("/lib/x86_64-linux-gnu/libc++.so.1",
                      (f"{LIBCXX}::append(char const*, unsigned long)",))
        w.alloc(48, w.trace(main, user, append, grow, new), count=7)
        site = self.measure(w).sites[("/p/src/work.cpp", 20)]
        self.assertEqual((site.allocations, site.kind()), (7, "growth"))

    def test_string_stream(self):
        w = Writer()
        main, new = program(w)
        user = w.ip("/p/build/app", ("report()", "/p/src/work.cpp", 40))
        buf = w.ip("/lib/x86_64-linux-gnu/libstdc++.so.6",
                   ("std::__cxx11::basic_stringbuf<char>::overflow(int)",), )
        w.alloc(31, w.trace(main, user, buf, new), count=4)
        self.assertEqual(self.measure(w).sites[("/p/src/work.cpp", 40)].kind(), "stream")

    def test_map_nodes_of_string_keys(self):
        w = Writer()
        main, new = program(w)
        user = w.ip("/p/build/app", ("count(char const*)", "/p/src/work.cpp", 50))
        gnu = w.ip("/p/build/app", (
            f"std::_Rb_tree<{GNU}, std::pair<{GNU} const, int>>::_M_emplace_hint_unique()",
            "/usr/include/c++/12/bits/stl_tree.h", 2450))
        cxx = w.ip("/p/build/app", (
            f"std::__1::__hash_table<std::__1::__hash_value_type<{LIBCXX}, int>>"
            "::__construct_node()", "/usr/lib/llvm-19/include/c++/v1/__hash_table", 2200))
        w.alloc(72, w.trace(main, user, gnu, new), count=5)
        w.alloc(64, w.trace(main, user, cxx, new), count=6)
        site = self.measure(w).sites[("/p/src/work.cpp", 50)]
        self.assertEqual((site.allocations, site.kind()), (11, "node"))

    def test_not_a_string(self):
        # A vector's growth in the user's code is not string work, though a
        # string function is further up the stack.
        w = Writer()
        main, new = program(w)
        caller = w.ip("/p/build/app", (f"{GNU}::basic_string()", "/usr/include/x", 1))
        user = w.ip("/p/build/app", ("grow()", "/p/src/work.cpp", 60))
        vec = w.ip("/p/build/app", ("std::vector<int>::_M_realloc_insert()",
                                    "/usr/include/c++/12/bits/vector.tcc", 500))
        w.alloc(400, w.trace(main, caller, user, vec, new), count=3)
        m = self.measure(w)
        self.assertEqual(m.sites, {})
        self.assertEqual((m.allocations, m.string_allocations), (3, 0))

    def test_a_file_relative_to_the_compilation_directory(self):
        # clang writes "Output/t.tmp" or "src" for a source compiled by a
        # relative path; heaptrack gives it as it is.
        w = Writer()
        new = w.ip("/lib/x86_64-linux-gnu/libstdc++.so.6", ("operator new(unsigned long)",))
        user = w.ip("/p/build/app", (f"{GNU}::basic_string(char const*)", "/usr/include/x", 1),
                    ("f()", "src/work.cpp", 7))
        w.alloc(33, w.trace(user, new), count=4)
        self.assertEqual(self.measure(w).sites[("/p/src/work.cpp", 7)].allocations, 4)
        self.assertEqual(heap.Project(["/p/src/work.cpp"]).resolve("lib/x.h"), "lib/x.h")

    def test_which_files_are_the_projects(self):
        p = heap.Project(["/usr/src/app/src/a.cpp", "/usr/src/app/tools/b.cpp"])
        self.assertTrue(p.owns("/usr/src/app/include/a.h"))  # the sources' common parent
        self.assertFalse(p.owns("/usr/include/c++/12/bits/basic_string.h"))
        self.assertFalse(p.owns("/usr/lib/llvm-19/include/c++/v1/string"))
        self.assertFalse(p.owns("/home/other/x.cpp"))
        self.assertTrue(heap.Project(["/p/src/a.cpp"], ["/p/include"]).owns("/p/include/a.h"))

    def test_the_first_frame_in_the_project(self):
        # A header of the project's inlined into a source: its own line counts.
        w = Writer()
        main, new = program(w)
        user = w.ip("/p/build/app",
                    (f"{GNU}::basic_string(char const*)", "/usr/include/c++/12/bits/basic_string.h", 1),
                    ("util::name()", "/p/src/util.h", 12),
                    ("main", "/p/src/work.cpp", 31))
        w.alloc(33, w.trace(main, user, new), count=2)
        self.assertIn(("/p/src/util.h", 12), self.measure(w).sites)


def finding(line, col=1, path="/p/src/work.cpp", replacements=(), cost=None, **kw):
    f = {"path": path, "line": line, "col": col, "check": "strcost-x",
         "replacements": list(replacements), "cost": cost, "notes": []}
    f.update(kw)
    return f


class CoverTest(Fixture):
    SOURCE = "\n".join([
        "int a;",                                  # 1
        "std::string f(const std::string &A,",     # 2
        "              const std::string &B) {",   # 3
        "  return A + \"/\" +",                    # 4
        "         B;",                             # 5
        "}",                                       # 6
        "void g(std::string &S) {",                # 7
        "  for (int I = 0; I < 9; ++I)",           # 8
        "    S += \"x\";",                         # 9
        "}",                                       # 10
    ]) + "\n"

    def sites(self, *lines):
        m = heap.Measurement({}, 0, 0, set(), 0)
        for line, n in lines:
            s = heap.Site(self.path, line)
            s.add(41, n, 0, "concat", "f")
            m.sites[(self.path, line)] = s
        return m

    def setUp(self):
        super().setUp()
        self.path = os.path.realpath(os.path.join(self.tmp, "work.cpp"))
        with open(self.path, "w") as f:
            f.write(self.SOURCE)

    def offset(self, line):
        return sum(len(x) + 1 for x in self.SOURCE.split("\n")[:line - 1])

    def test_a_statement_over_two_lines(self):
        f = finding(4, 10, self.path)
        uncovered = heap.attach([f], self.sites((5, 30), (9, 4)))
        self.assertEqual(f["heap"]["allocations"], 30)
        self.assertEqual([(s.line, s.allocations) for s in uncovered], [(9, 4)])

    def test_the_fix_reaches_the_loop(self):
        # loop-growth reports the append and inserts a reserve before the
        # loop; an inserted #include at the top is no place of the cost.
        reps = [{"path": self.path, "offset": self.offset(8), "length": 0,
                 "text": "S.reserve(S.size() + 9);\n  "},
                {"path": self.path, "offset": 0, "length": 0, "text": "#include <x>\n"}]
        f = finding(9, 5, self.path, reps)
        heap.attach([f], self.sites((8, 2), (9, 9), (1, 5)))
        self.assertEqual(f["spans"], [(8, 9)])
        self.assertEqual(f["heap"]["allocations"], 11)

    def test_a_finding_on_the_line_wins(self):
        wide = finding(4, 3, self.path, [{"path": self.path, "offset": self.offset(9),
                                          "length": 3, "text": "y"}])
        own = finding(9, 5, self.path)
        heap.attach([wide, own], self.sites((9, 6)))
        self.assertEqual((wide["heap"]["allocations"], own["heap"]["allocations"]), (0, 6))


class CalleeTest(Fixture):
    """A loop-growth finding charged with its string's growth in callees,
    through the calls its note marks (issue 31, hunspell's u16_u8)."""
    SOURCE = "\n".join([
        "void fill(std::string &S) { S.push_back('x'); }",              # 1
        "void walk(std::string &S, int N) { if (N) walk(S, N - 1); fill(S); }",  # 2
        "void f() {",                                                    # 3
        "  for (;;) {",                                                  # 4
        "    std::string A;",                                            # 5
        "    walk(A, 3);",                                               # 6
        "    for (;;) {",                                                # 7
        "      std::string B;",                                          # 8
        "      both(A, B);",                                             # 9
        "    }",                                                         # 10
        "    A += 'x';",                                                 # 11
        "  }",                                                           # 12
        "}",                                                             # 13
    ]) + "\n"

    def setUp(self):
        super().setUp()
        self.src = os.path.realpath(os.path.join(self.tmp, "loop.cpp"))
        with open(self.src, "w") as f:
            f.write(self.SOURCE)

    def mark(self, *lines):
        lines_of = self.SOURCE.split("\n")
        return [{"path": self.src, "offset": sum(len(x) + 1 for x in lines_of[:n - 1]) + 4,
                 "length": 4} for n in lines]

    def loop(self, line, *marked):
        return finding(line, 17, self.src, check="strcost-loop-growth", marked=self.mark(*marked))

    def record(self, *stacks):
        """One allocation info per stack: (count, user lines innermost first)."""
        w = Writer()
        new = w.ip("/lib/x86_64-linux-gnu/libstdc++.so.6", ("operator new(unsigned long)",))
        grow = w.ip("/lib/x86_64-linux-gnu/libstdc++.so.6", (f"{GNU}::_M_mutate(unsigned long)",))
        for count, lines in stacks:
            ips = [w.ip("/p/build/app", (f"fn{n}()", self.src, n)) for n in lines]
            w.alloc(31, w.trace(*reversed(ips), grow, new), count=count)
        return heap.measure(heap.read(self.write(w)), heap.Project([self.src], ["/p/build"]))

    def test_the_callees_own_lines(self):
        a = self.loop(5, 6, 11)
        m = self.record((7, [2, 6]), (3, [11]), (2, [2, 30]))
        uncovered = heap.attach([a], m)
        self.assertEqual((a["heap"]["allocations"], a["heap"]["in_callees"]), (10, 7))
        self.assertEqual([(s.line, s.allocations) for s in uncovered], [(2, 2)])

    def test_not_the_callees_callees(self):
        # What walk's callees allocate, recursively or not, may be any
        # string's: only fill called from the marked line itself is the loop's.
        a = self.loop(5, 6, 11)
        m = self.record((7, [1, 2, 2, 2, 6]), (4, [1, 6]), (2, [1, 2, 6]))
        uncovered = heap.attach([a], m)
        self.assertEqual((a["heap"]["allocations"], a["heap"]["in_callees"]), (4, 4))
        self.assertEqual([(s.line, s.allocations) for s in uncovered], [(1, 9)])

    def test_the_innermost_marked_caller_wins(self):
        a, b = self.loop(5, 6, 9), self.loop(8, 9)
        m = self.record((4, [1, 9, 6]), (5, [1, 6]))
        heap.attach([a, b], m)
        # Line 9 passes both strings: the one declared last, B, takes it.
        self.assertEqual((a["heap"]["allocations"], b["heap"]["allocations"]), (5, 4))

    def test_other_checks_keep_the_innermost_frame(self):
        chain = finding(6, 5, self.src, check="strcost-chained-concatenation")
        m = self.record((7, [1, 6]))
        uncovered = heap.attach([chain], m)
        self.assertEqual(chain["heap"]["allocations"], 0)
        self.assertEqual([(s.line, s.allocations) for s in uncovered], [(1, 7)])

    def test_marked_ranges_from_exported_notes(self):
        notes = [{"Message": "x"}, {"Message": "'A' grows in this call",
                                    "Ranges": [{"FilePath": "loop.cpp", "FileOffset": 9,
                                                "Length": 4}]}]
        self.assertEqual(heap.marked_ranges(notes, self.tmp),
                         [{"path": self.src, "offset": 9, "length": 4}])


class RankTest(unittest.TestCase):
    def test_order_and_model_error(self):
        hot = finding(9, heap={"allocations": 2000, "bytes": 162000, "sites": []}, cost_ns=46,
                      cost={"allocations": 2, "bytesCopied": 64, "nanoseconds": 46})
        warm = finding(11, heap={"allocations": 20, "bytes": 1620, "sites": []}, cost_ns=46)
        cold = finding(13, heap={"allocations": 0, "bytes": 0, "sites": []}, cost_ns=46)
        self.assertEqual(heap.rank([cold, warm, hot]), [hot, warm, cold])
        self.assertIsNone(heap.model_error(hot))
        none = finding(4, heap={"allocations": 10, "bytes": 400, "sites": []},
                       cost={"allocations": 0, "bytesCopied": 0, "nanoseconds": 1})
        self.assertEqual(heap.model_error(none), "the note says no allocation; 10 measured")
        big = finding(4, heap={"allocations": 10, "bytes": 40960, "sites": []},
                      cost={"allocations": 1, "bytesCopied": 32, "nanoseconds": 9})
        self.assertIn("32 bytes an allocation; 4096 measured", heap.model_error(big))


class RemedyTest(unittest.TestCase):
    def site(self, kind, sizes, temporary=0):
        s = heap.Site("/p/a.cpp", 1)
        for size in sizes:
            s.add(size, 1, 0, kind, "f")
        s.temporary = temporary
        return s

    def test_remedies(self):
        self.assertEqual(self.site("construct", range(25, 65)).lengths(), (25, 44, 62, 64))
        self.assertIn("small_string<64>", heap.remedy(self.site("construct", range(25, 65))))
        self.assertIn("reserve(4097)", heap.remedy(self.site("growth", [31, 61, 4097])))
        self.assertIn("std::string_view", heap.remedy(self.site("copy", [300])))
        self.assertIn("str_cat", heap.remedy(self.site("stream", [300])))
        self.assertIn("arena", heap.remedy(self.site("construct", [300] * 100)))
        self.assertEqual(heap.remedy(self.site("construct", [300] * 100, temporary=100)),
                         "none known")
        self.assertEqual(heap.remedy(self.site("construct", [300] * 10)), "none known")
        self.assertIn("reserves already", heap.remedy(self.site("reserve", [31, 33])))

    def test_kinds(self):
        def kind(*names):
            return heap.kind_of([heap.Frame((n, "", 0)) for n in names])
        self.assertEqual(kind(f"{GNU}::operator+=(char const*)"), "growth")
        self.assertEqual(kind(f"{GNU}::_M_mutate(unsigned long)",
                              f"{GNU}::_M_append(char const*, unsigned long)",
                              f"{GNU}::operator+=({GNU} const&)"), "growth")
        self.assertEqual(kind(f"{GNU} std::operator+<char>({GNU} const&, char const*)"),
                         "concat")
        self.assertEqual(kind(f"{GNU}::reserve(unsigned long)"), "reserve")
        self.assertEqual(kind(f"{LIBCXX}::basic_string({LIBCXX} const&)"), "copy")
        self.assertIsNone(kind(f"std::vector<{GNU}, std::allocator<{GNU}> >::reserve(unsigned long)"))


if __name__ == "__main__":
    unittest.main()
