"""Unit tests of scripts/strcost-sarif.py's pieces (python3 -m unittest, run
by ctest as scripts-unit): rule names and texts from a docs page, the extent
of a finding, strcost's version. The whole log is tested by test/sarif/."""

import importlib.util
import os
import shutil
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("strcost_sarif",
                                               os.path.join(HERE, "strcost-sarif.py"))
ss = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ss)

PAGE = """# strcost-made-up-check

Finds made-up costs (`x`, `y`): `a + b` in a loop, and the same through
[views](other.md).

## The pattern and the fix

Some words first.

```cpp
f(a + b);   // before
f(ab);      // after
```

```cpp
second();
```

## What it costs

One allocation per call. Measured: `bench/x.cpp`, e.g. 3 ns.

A second paragraph.

## Options
"""


class RuleTextTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="strcost-sarif-test-")
        self.addCleanup(shutil.rmtree, self.dir)
        with open(os.path.join(self.dir, "strcost-made-up-check.md"), "w") as f:
            f.write(PAGE)

    def test_name_is_an_identifier(self):
        self.assertEqual(ss.rule_name("strcost-redundant-length-scan"), "RedundantLengthScan")
        self.assertEqual(ss.rule_name("clang-diagnostic-error"), "ClangDiagnosticError")

    def test_rule_from_the_page(self):
        docs = ss.CheckDocs("strcost-made-up-check", self.dir, None)
        rule = ss.strcost_rule("strcost-made-up-check", docs)
        self.assertEqual(rule["shortDescription"]["text"], "Finds made-up costs.")
        self.assertEqual(rule["fullDescription"]["text"],
                         "Finds made-up costs (x, y): a + b in a loop, and the same through views.")
        page = "file://" + os.path.join(self.dir, "strcost-made-up-check.md")
        self.assertEqual(rule["helpUri"], page)
        self.assertEqual(rule["help"]["markdown"], "\n\n".join([
            "Finds made-up costs (`x`, `y`): `a + b` in a loop, and the same through [views](other.md).",
            "```cpp\nf(a + b);   // before\nf(ab);      // after\n```",
            "One allocation per call.",
            f"[Full documentation of strcost-made-up-check]({page})"]))
        self.assertEqual(rule["help"]["text"], "\n\n".join([
            "Finds made-up costs (x, y): a + b in a loop, and the same through views.",
            "    f(a + b);   // before\n    f(ab);      // after",
            "One allocation per call.",
            f"Full documentation of strcost-made-up-check: {page}"]))

    def test_published_docs_url(self):
        docs = ss.CheckDocs("strcost-made-up-check", self.dir, "https://x.org/docs/checks/")
        self.assertEqual(docs.uri, "https://x.org/docs/checks/strcost-made-up-check.md")

    def test_no_page(self):
        docs = ss.CheckDocs("strcost-unknown", self.dir, None)
        rule = ss.strcost_rule("strcost-unknown", docs)
        self.assertNotIn("helpUri", rule)
        self.assertEqual(rule["fullDescription"]["text"], "strcost-unknown")


class ExtentTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="strcost-sarif-test-")
        self.addCleanup(shutil.rmtree, self.dir)
        self.path = os.path.join(self.dir, "a.cpp")
        with open(self.path, "wb") as f:
            f.write(b"int f() { return strlen(s.c_str()); }\n")
        self.artifacts = ss.Artifacts(self.dir)

    def test_a_range_that_covers_the_finding(self):
        msg = {"Ranges": [{"FilePath": "a.cpp", "FileOffset": 17, "Length": 18}]}
        self.assertEqual(ss.extent(self.artifacts, self.path, 24, msg, self.dir), 11)

    def test_the_fix_it_edit_at_the_finding(self):
        msg = {"Replacements": [{"FilePath": self.path, "Offset": 17, "Length": 18}]}
        self.assertEqual(ss.extent(self.artifacts, self.path, 17, msg, self.dir), 18)

    def test_else_the_token(self):
        self.assertEqual(ss.extent(self.artifacts, self.path, 17, {}, self.dir), 6)
        self.assertEqual(ss.extent(self.artifacts, self.path, 23, {}, self.dir), 1)
        self.assertEqual(ss.extent(self.artifacts, self.path, 38, {}, self.dir), 0)


class VersionTest(unittest.TestCase):
    def test_the_checkout_s_project_version(self):
        with open(os.path.join(HERE, "..", "CMakeLists.txt")) as f:
            self.assertIn(f"project(strcost VERSION {ss.strcost_version(None)} ", f.read())

    def test_a_binary_s_version_line(self):
        d = tempfile.mkdtemp(prefix="strcost-sarif-test-")
        self.addCleanup(shutil.rmtree, d)
        exe = os.path.join(d, "strcost")
        with open(exe, "w") as f:
            f.write("#!/bin/sh\necho 'strcost 7.8.9 (built for LLVM 19)'\necho 'LLVM version 19'\n")
        os.chmod(exe, 0o755)
        self.assertEqual(ss.strcost_version(exe), "7.8.9")


if __name__ == "__main__":
    unittest.main()
