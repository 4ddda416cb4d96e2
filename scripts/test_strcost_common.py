"""Unit tests of scripts/strcost_common.py (python3 -m unittest, run by ctest).

The diagnostic lines are the forms the scripts' own regexes used to disagree
on: a Windows drive letter, notes, `fatal error`, clang-tidy's check list with
`-warnings-as-errors`, a compiler flag instead of a check, brackets inside the
message, and a source excerpt that quotes a diagnostic.
"""

import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import strcost_common as sc  # noqa: E402

try:
    import yaml  # noqa: F401
    HAVE_YAML = True
except ImportError:
    HAVE_YAML = False


class ParseDiagnosticTest(unittest.TestCase):
    def test_posix_warning_of_a_check(self):
        d = sc.parse_diagnostic("/src/a.cpp:4:51: warning: 'strlen' of 'c_str()' rescans; "
                                "use 'size()' [strcost-redundant-length-scan]")
        self.assertEqual(d, sc.Diagnostic("/src/a.cpp", 4, 51, "warning",
                                          "'strlen' of 'c_str()' rescans; use 'size()'",
                                          ("strcost-redundant-length-scan",)))
        self.assertEqual(d.check, "strcost-redundant-length-scan")
        self.assertFalse(d.is_compile_error)

    def test_windows_drive_letter(self):
        d = sc.parse_diagnostic(r"C:\src\a b\x.cpp:12:3: warning: costly [strcost-chained-concatenation]")
        self.assertEqual(d.file, r"C:\src\a b\x.cpp")
        self.assertEqual((d.line, d.col), (12, 3))
        self.assertEqual(d.check, "strcost-chained-concatenation")
        d = sc.parse_diagnostic("d:/work/x.cpp:1:2: note: here")
        self.assertEqual((d.file, d.level, d.checks), ("d:/work/x.cpp", "note", ()))

    def test_crlf_line(self):
        d = sc.parse_diagnostic("C:\\a.cpp:1:2: warning: w [strcost-x]\r\n")
        self.assertEqual((d.file, d.message, d.check), ("C:\\a.cpp", "w", "strcost-x"))

    def test_single_letter_relative_file(self):
        d = sc.parse_diagnostic("a:1:2: warning: w [strcost-x]")
        self.assertEqual((d.file, d.line, d.col), ("a", 1, 2))

    def test_warning_promoted_to_error(self):
        d = sc.parse_diagnostic("x.cpp:3:4: error: costly [strcost-x,-warnings-as-errors]")
        self.assertEqual(d.level, "error")
        self.assertEqual(d.checks, ("strcost-x", "-warnings-as-errors"))
        self.assertEqual(d.check, "strcost-x")
        self.assertFalse(d.is_compile_error)

    def test_plugin_finding_under_werror(self):
        d = sc.parse_diagnostic("x.cpp:3:4: error: costly [strcost-x]")
        self.assertEqual(d.checks, ("strcost-x",))
        self.assertFalse(d.is_compile_error)

    def test_compile_errors(self):
        d = sc.parse_diagnostic("x.cpp:3:4: error: unknown type name 'foo' [clang-diagnostic-error]")
        self.assertTrue(d.is_compile_error)
        d = sc.parse_diagnostic("x.cpp:1:10: fatal error: 'nope.h' file not found")
        self.assertEqual((d.level, d.message, d.checks), ("fatal error", "'nope.h' file not found", ()))
        self.assertTrue(d.is_compile_error)

    def test_compiler_flag_and_remark(self):
        d = sc.parse_diagnostic("x.cpp:2:7: warning: unused variable 'v' [-Wunused-variable]")
        self.assertEqual(d.checks, ("-Wunused-variable",))
        d = sc.parse_diagnostic("x.cpp:2:7: warning: w [-Werror,-Wunused-variable]")
        self.assertEqual(d.checks, ("-Werror", "-Wunused-variable"))
        self.assertEqual(sc.parse_diagnostic("x.cpp:2:7: remark: r").level, "remark")

    def test_brackets_inside_the_message(self):
        d = sc.parse_diagnostic("x.cpp:1:1: warning: use s[i] or [a b] here [strcost-x]")
        self.assertEqual((d.message, d.check), ("use s[i] or [a b] here", "strcost-x"))
        d = sc.parse_diagnostic("x.cpp:1:1: note: see s[i]")
        self.assertEqual((d.message, d.checks), ("see s[i]", ()))

    def test_notes_without_and_with_fix_it(self):
        d = sc.parse_diagnostic("x.cpp:1:1: note: no fix-it: it does not compile after the "
                                "edit [strcost-x]")
        self.assertTrue(d.is_note)
        self.assertEqual(d.no_fix_it_reason, "it does not compile after the edit")
        self.assertEqual(d.check, "strcost-x")
        d = sc.parse_diagnostic("x.cpp:1:1: note: no fix-it: the call at x.cpp:3:4 would call g")
        self.assertEqual(d.no_fix_it_reason, "the call at x.cpp:3:4 would call g")
        self.assertIsNone(sc.parse_diagnostic("x.cpp:1:1: note: the fix-it is here").no_fix_it_reason)
        self.assertIsNone(sc.parse_diagnostic(
            "x.cpp:1:1: warning: no fix-it: text [strcost-x]").no_fix_it_reason)

    def test_not_diagnostics(self):
        for line in ["    4 | const char *s = \"a.cpp:1:2: warning: w [strcost-x]\";",
                     "      |         ^~~~",
                     " x.cpp:1:2: warning: indented",
                     "In file included from x.cpp:3:",
                     "x.cpp:1: warning: no column",
                     "x.cpp:1:2: information: not a level",
                     "3 warnings generated.",
                     "fix-it:\"x.cpp\":{1:2-1:5}:\"y\"",
                     ""]:
            self.assertIsNone(sc.parse_diagnostic(line), line)


class DiagnosticBlocksTest(unittest.TestCase):
    def test_notes_and_excerpts_stay_with_their_finding(self):
        output = "\n".join([
            "warning: something before any location",
            "a.cpp:1:2: warning: w1 [strcost-x]",
            "    1 | code",
            "a.cpp:1:1: note: no fix-it: why",
            "b.h:3:4: error: w2 [strcost-y,-warnings-as-errors]",
            "b.h:3:5: remark: r",
        ])
        blocks = sc.diagnostic_blocks(output)
        self.assertEqual([(d.message if d else None, len(lines)) for d, lines in blocks],
                         [(None, 1), ("w1", 3), ("w2", 1), ("r", 1)])

    def test_no_leading_block_when_output_starts_with_a_finding(self):
        blocks = sc.diagnostic_blocks("a.cpp:1:2: warning: w [strcost-x]\n")
        self.assertEqual(len(blocks), 1)
        self.assertIsNotNone(blocks[0][0])


EXPORTED = """---
MainSourceFile:  '/src/it''s/a.cpp'
Diagnostics:
  - DiagnosticName:  strcost-redundant-length-scan
    DiagnosticMessage:
      Message:         '''strlen'' of ''c_str()''; use ''size()'''
      FilePath:        'it''s/a.cpp'
      FileOffset:      98
      Replacements:
        - FilePath:        'it''s/a.cpp'
          Offset:          98
          Length:          22
          ReplacementText: "S.size()\\n  // two lines"
    Level:           Warning
    BuildDirectory:  '/src'
  - DiagnosticName:  strcost-temporary-lookup-key
    DiagnosticMessage:
      Message:         'temporary key'
      FilePath:        '/src/shared.h'
      FileOffset:      7
      Replacements:    []
    Notes:
      - Message:         'no fix-it: it does not compile'
        FilePath:        '/src/shared.h'
        FileOffset:      7
        Replacements:    []
    Level:           Warning
    BuildDirectory:  '/src'
...
"""

# A second unit that sees the same header finding, this time with its fix.
EXPORTED_SECOND = """---
MainSourceFile:  ''
Diagnostics:
  - DiagnosticName:  strcost-temporary-lookup-key
    DiagnosticMessage:
      Message:         'temporary key'
      FilePath:        'shared.h'
      FileOffset:      7
      Replacements:
        - FilePath:        'shared.h'
          Offset:          7
          Length:          1
          ReplacementText: ''
    Level:           Warning
    BuildDirectory:  '/src/.'
...
"""


@unittest.skipUnless(HAVE_YAML, "needs PyYAML (python3-yaml)")
class LoadExportedFixesTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="strcost-common-test-")
        self.addCleanup(shutil.rmtree, self.dir)
        os.makedirs(os.path.join(self.dir, "sub"))
        self.first = self.write("a.yaml", EXPORTED)
        self.second = self.write(os.path.join("sub", "b.yaml"), EXPORTED_SECOND)
        self.write("notes.txt", "not yaml: [")

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def test_one_file(self):
        first, second = sc.load_exported_fixes([self.first])
        self.assertEqual(first.check, "strcost-redundant-length-scan")
        self.assertEqual(first.file, "/src/it's/a.cpp")
        self.assertEqual(first.offset, 98)
        self.assertEqual(first.message, "'strlen' of 'c_str()'; use 'size()'")
        self.assertTrue(first.has_fix)
        self.assertEqual(first.replacements[0]["ReplacementText"], "S.size()\n  // two lines")
        self.assertFalse(second.has_fix)
        self.assertEqual(second.notes[0]["Message"], "no fix-it: it does not compile")
        self.assertEqual(second.raw["Level"], "Warning")

    def test_directory_and_duplicates_across_units(self):
        findings = sc.load_exported_fixes([self.dir])
        self.assertEqual([(f.check, f.file, f.has_fix) for f in findings],
                         [("strcost-redundant-length-scan", "/src/it's/a.cpp", True),
                          ("strcost-temporary-lookup-key", "/src/shared.h", True)])

    def test_missing_and_empty_files(self):
        empty = self.write("empty.yaml", "")
        missing = os.path.join(self.dir, "none.yaml")
        self.assertEqual(sc.load_exported_fixes([missing, empty], missing_ok=True), [])
        with self.assertRaises(FileNotFoundError):
            sc.load_exported_fixes([missing])

    def test_build_directory_defaults_to_the_file_s(self):
        path = self.write("nodir.yaml", EXPORTED_SECOND.replace("    BuildDirectory:  '/src/.'\n", ""))
        (finding,) = sc.load_exported_fixes([path])
        self.assertEqual(finding.file, os.path.join(self.dir, "shared.h"))


class LineColTest(unittest.TestCase):
    def place(self, data, offset):
        return sc.line_col(data, sc.line_starts(data), offset)

    def test_line_breaks_as_clang_counts_them(self):
        data = b"a\nb\r\nc\rd"
        self.assertEqual(sc.line_starts(data), [0, 2, 5, 7])
        self.assertEqual(self.place(data, 0), (1, 1))
        self.assertEqual(self.place(data, 3), (2, 2))   # the CR of CRLF ends line 2
        self.assertEqual(self.place(data, 5), (3, 1))
        self.assertEqual(self.place(data, 7), (4, 1))   # after a lone CR
        self.assertEqual(self.place(data, len(data)), (4, 2))

    def test_columns_count_code_points(self):
        data = "/* ü */ x 😀 y".encode("utf-8")
        self.assertEqual(self.place(data, data.index(b"x")), (1, 9))
        self.assertEqual(self.place(data, data.index(b"y")), (1, 13))


class ChangedLinesTest(unittest.TestCase):
    DIFF = """diff --git a/src/a.cpp b/src/a.cpp
index 1..2 100644
--- a/src/a.cpp
+++ b/src/a.cpp
@@ -3,0 +4,2 @@ int f() {
+  int x;
+  int y;
@@ -10 +12 @@ void g()
-old
+new
@@ -20,3 +21,0 @@
-gone
-gone
-gone
diff --git a/include/new.h b/include/new.h
new file mode 100644
--- /dev/null
+++ b/include/new.h
@@ -0,0 +1,3 @@
+a
+b
+c
diff --git a/old.h b/old.h
deleted file mode 100644
--- a/old.h
+++ /dev/null
@@ -1,2 +0,0 @@
-x
-y
diff --git a/only-deletes.cpp b/only-deletes.cpp
--- a/only-deletes.cpp
+++ b/only-deletes.cpp
@@ -5 +4,0 @@
-z
"""

    def test_new_side_ranges(self):
        self.assertEqual(sc.changed_lines(self.DIFF), {
            "src/a.cpp": [[4, 5], [12, 12]],
            "include/new.h": [[1, 3]],
        })

    def test_a_hunk_line_inside_the_text_is_not_a_header(self):
        diff = ("--- a/x.cpp\n+++ b/x.cpp\n@@ -1 +1,2 @@\n-@@ -9 +9 @@\n+@@ -9 +9,4 @@\n"
                "+++ y\n@@ -7,0 +9 @@\n+z\n")
        self.assertEqual(sc.changed_lines(diff), {"x.cpp": [[1, 2], [9, 9]]})


def direct_line_hash(units):
    """The definition the rolling hash implements, for one line: the first 100
    characters from the line's start, weighted by descending powers of 37."""
    window = (units + [0] * 100)[:100]
    return sum(c * pow(37, 99 - i, 1 << 64) for i, c in enumerate(window)) % (1 << 64)


class GithubLineHashTest(unittest.TestCase):
    # Inputs and expected values published with GitHub's upload action
    # (codeql-action, src/fingerprints.test.ts): the hashes it computes and checks.
    PUBLISHED = [
        ("", ["c129715d7a2bc9a3:1"]),
        (" a\nb\n  \t\tc\n d",
         ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"]),
        (" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End",
         ["8b7cf3e952e7aeb2:1", "b1ae1287ec4718d9:1", "bff680108adb0fcc:1",
          "c6805c5e1288b612:1", "b86d3392aea1be30:1", "e6ceba753e1a442:1"]),
    ]
    ENDED = ["e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1",
             "e20e36e16fcb0cc8:1", "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1",
             "c129715d7a2bc9a3:1"]

    def test_published_values(self):
        for text, expected in self.PUBLISHED:
            self.assertEqual(sc.github_line_hashes(text.encode()), expected, repr(text))

    def test_every_line_ending_gives_the_same_hashes(self):
        for text in [" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n",
                     " hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r",
                     " hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n",
                     " hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n"]:
            self.assertEqual(sc.github_line_hashes(text.encode()), self.ENDED, repr(text))

    def test_repeated_lines_are_counted(self):
        self.assertEqual(sc.github_line_hashes(b"Lorem ipsum dolor sit amet.\n" * 10), [
            "a7f2ff13bc495cf2:1", "a7f2ff13bc495cf2:2", "a7f2ff13bc495cf2:3",
            "a7f2ff13bc495cf2:4", "a7f2ff13bc495cf2:5", "a7f2ff13bc495cf2:6",
            "a7f2ff1481e87703:1", "a9cf91f7bbf1862b:1", "55ec222b86bcae53:1",
            "cc97dc7b1d7d8f7b:1", "c129715d7a2bc9a3:1"])

    def test_characters_are_utf16_code_units(self):
        # U+1F600 is two code units (a surrogate pair); 'ü' is one.
        hashes = sc.github_line_hashes("ü😀x\n".encode("utf-8"))
        units = [0xFC, 0xD83D, 0xDE00, ord("x"), 0x0A, 0xFFFF]
        self.assertEqual(hashes[0], format(direct_line_hash(units), "x") + ":1")
        self.assertEqual(hashes[1], format(direct_line_hash([0xFFFF]), "x") + ":1")


class DataPathTest(unittest.TestCase):
    """A script finds what it reads in the checkout, else in the installed tree."""

    def setUp(self):
        self.root = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.root)

    def make(self, rel):
        os.makedirs(os.path.join(self.root, rel), exist_ok=True)

    def test_checkout_first(self):
        self.make("scripts")
        self.make("docs/checks")
        self.make("share/doc/strcost/checks")
        self.assertEqual(sc.data_path(os.path.join(self.root, "scripts"), "docs/checks",
                                      "share/doc/strcost/checks"),
                         os.path.join(self.root, "docs", "checks"))

    def test_installed_tree(self):
        self.make("bin")
        self.make("share/doc/strcost/checks")
        self.assertEqual(sc.data_path(os.path.join(self.root, "bin"), "docs/checks",
                                      "share/doc/strcost/checks"),
                         os.path.join(self.root, "share", "doc", "strcost", "checks"))

    def test_neither(self):
        self.make("bin")
        self.assertIsNone(sc.data_path(os.path.join(self.root, "bin"), "docs/checks",
                                       "share/doc/strcost/checks"))


class CostNote(unittest.TestCase):
    def test_per_execution(self):
        self.assertEqual(
            sc.parse_cost_note("cost per execution: 1 allocation, 24 bytes copied, ~11 ns"),
            ("strcost/costPerExecution",
             {"allocations": 1, "bytesCopied": 24, "bytesScanned": 0, "nanoseconds": 11.0}))

    def test_scan_with_an_assumption(self):
        name, value = sc.parse_cost_note(
            "cost per execution: no allocation, 33 bytes scanned, ~1.2 ns "
            "(assuming 32 characters where the length is unknown)")
        self.assertEqual(name, "strcost/costPerExecution")
        self.assertEqual(value, {"allocations": 0, "bytesCopied": 0, "bytesScanned": 33,
                                 "nanoseconds": 1.2,
                                 "assumption": "32 characters where the length is unknown"})

    def test_once_per_program_start(self):
        name, value = sc.parse_cost_note(
            "cost once per program start: 2 allocations, 1 byte copied, ~140 ns")
        self.assertEqual(name, "strcost/costPerProgramStart")
        self.assertEqual(value["allocations"], 2)
        self.assertEqual(value["bytesCopied"], 1)

    def test_other_notes(self):
        self.assertIsNone(sc.parse_cost_note("no fix-it: the text is spelled inside a macro"))


if __name__ == "__main__":
    unittest.main()


class OwnSystemHeadersTest(unittest.TestCase):
    """An -isystem directory of the project's source tree becomes -I, after
    the command's own -I directories, unless an -isystem directory before it
    has a header of the same path (it would no longer be found first)."""

    def setUp(self):
        self.dir = os.path.realpath(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, self.dir)
        self.src = os.path.join(self.dir, "src")
        self.build = os.path.join(self.src, "build")
        for rel in ("src/include/lib/a.h", "src/build/_deps/dep/include/dep.h",
                    "other/include/lib/a.h", "other/include/x.h"):
            path = os.path.join(self.dir, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            open(path, "w").close()

    def own(self, args):
        return sc.own_system_headers(args, self.build, self.src, [self.build])

    def test_source_tree_directory_becomes_last_i(self):
        inc = os.path.join(self.src, "include")
        got = self.own(["c++", "-I", "a", "-isystem", "../include", "-Ib", "-c", "t.cpp"])
        self.assertEqual(got.arguments, ["c++", "-I", "a", "-Ib", "-I", inc, "-c", "t.cpp"])
        self.assertEqual(got.converted, [inc])
        self.assertEqual(got.kept, [])

    def test_joined_spelling_and_no_i_before(self):
        inc = os.path.join(self.src, "include")
        got = self.own(["c++", "-isystem" + inc, "-c", "t.cpp"])
        self.assertEqual(got.arguments, ["c++", "-c", "t.cpp", "-I", inc])

    def test_build_tree_and_outside_directories_stay(self):
        args = ["c++", "-isystem", "_deps/dep/include", "-isystem", "/usr/include",
                "-isystem", os.path.join(self.dir, "other/include"), "-c", "t.cpp"]
        got = self.own(args)
        self.assertEqual(got.arguments, args)
        self.assertEqual((got.converted, got.kept), ([], []))

    def test_a_header_found_first_elsewhere_keeps_it_system(self):
        other = os.path.join(self.dir, "other/include")
        args = ["c++", "-isystem", other, "-isystem", "../include", "-c", "t.cpp"]
        got = self.own(args)
        self.assertEqual(got.arguments, args)
        self.assertEqual(got.kept, [(os.path.join(self.src, "include"),
                                     f"a header of it is also in -isystem {other}, "
                                     "which the compiler searches first")])

    def test_werror_turned_off_after_the_command_s_own_flags(self):
        inc = os.path.join(self.src, "include")
        got = self.own(["c++", "-isystem", "../include", "-Werror", "-Werror=shadow",
                        "-c", "t.cpp", "--", "x"])
        self.assertEqual(got.arguments, ["c++", "-Werror", "-Werror=shadow", "-c", "t.cpp",
                                         "-I", inc, "-Wno-error", "-Wno-error=shadow", "--", "x"])

    def test_no_source_root(self):
        args = ["c++", "-isystem", "../include", "-c", "t.cpp"]
        self.assertEqual(sc.own_system_headers(args, self.build, None, []).arguments, args)

    def test_cmake_source_dir(self):
        with open(os.path.join(self.dir, "CMakeCache.txt"), "w") as f:
            f.write("# comment\nCMAKE_HOME_DIRECTORY:INTERNAL=/src/tree\n")
        self.assertEqual(sc.cmake_source_dir(self.dir), "/src/tree")
        self.assertIsNone(sc.cmake_source_dir(self.src))

    def test_command_string(self):
        self.assertEqual(sc.command_arguments({"command": "c++ -DX='a b' -c t.cpp"}),
                         ["c++", "-DX=a b", "-c", "t.cpp"])


@unittest.skipUnless(HAVE_YAML, "needs PyYAML")
class SnapshotSourcesTest(unittest.TestCase):
    """A fixing run keeps the text its exports' offsets are into."""

    def test_the_files_named_are_kept_as_they_were(self):
        d = os.path.realpath(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, d)
        src = os.path.join(d, "src")
        os.makedirs(src)
        for name, text in (("a.cpp", "int a;\n"), ("a.h", "int h;\n")):
            with open(os.path.join(src, name), "w") as f:
                f.write(text)
        exports = os.path.join(d, "exports")
        os.makedirs(exports)
        with open(os.path.join(exports, "fixes-0.yaml"), "w") as f:
            f.write(f"""---
MainSourceFile: '{src}/a.cpp'
Diagnostics:
  - DiagnosticName: strcost-x
    DiagnosticMessage:
      Message: 'm'
      FilePath: 'a.cpp'
      FileOffset: 4
      Replacements:
        - FilePath: 'a.h'
          Offset: 0
          Length: 0
          ReplacementText: "#include <x>\\n"
    BuildDirectory: '{src}'
...
""")
        self.assertEqual(sc.snapshot_sources(exports), 2)
        with open(os.path.join(src, "a.h"), "w") as f:
            f.write("#include <x>\nint h;\n")
        kept = sc.snapshot_path(exports, os.path.join(src, "a.h"))
        self.assertTrue(kept.startswith(os.path.join(exports, sc.SOURCES) + os.sep))
        with open(kept) as f:
            self.assertEqual(f.read(), "int h;\n")
