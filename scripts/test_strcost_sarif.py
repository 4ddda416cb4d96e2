"""Unit tests of scripts/strcost-sarif.py's pieces (python3 -m unittest, run
by ctest as scripts-unit): rule names and texts from a docs page, the extent
of a finding, strcost's version. The whole log is tested by test/sarif/."""

import importlib.util
import os
import shutil
import tempfile
import unittest

import strcost_common
import strcost_coverage

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


class RankTest(unittest.TestCase):
    """SARIF rank from a coverage profile: the estimated saving (executions x
    the cost note's time) against the largest; never ran -> 0; unknown to
    the profile or without a time -> no rank."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="strcost-sarif-rank-")
        self.addCleanup(shutil.rmtree, self.dir)
        self.src = os.path.join(self.dir, "a.cpp")
        with open(self.src, "w") as f:
            f.write("void a();\nvoid b();\nvoid c();\nvoid d();\n")
        # Regions: line 1 ran 1000 times, line 2 ten times, line 3 never;
        # line 4 lies outside every region.
        exported = {"data": [{"files": [{"filename": self.src, "segments": [
            [1, 1, 1000, True, True], [2, 1, 10, True, True], [3, 1, 0, True, True],
            [4, 1, 0, False, False]]}]}]}
        self.coverage = strcost_coverage.Coverage(exported)

    def finding(self, line, note):
        offset = (line - 1) * len("void a();\n") + 5
        notes = [{"Message": note}] if note else []
        return strcost_common.ExportedFinding("strcost-x", self.src, offset, "m", [], notes,
                                  self.dir, {})

    def result(self, findings, i):
        ranked = ss.ranks(findings, ss.Artifacts(None), self.coverage)
        return ss.to_result(findings[i], 0, ss.Artifacts(None), ranked.get(id(findings[i])))

    def test_rank_by_saving(self):
        findings = [self.finding(1, "cost per execution: ~1 ns"),      # 1000 ns
                    self.finding(2, "cost per execution: ~1 us"),      # 10000 ns
                    self.finding(3, "cost per execution: ~5 ns"),      # never ran
                    self.finding(4, "cost per execution: ~5 ns"),      # not in the profile
                    self.finding(1, None)]                             # ran, no time
        r = [self.result(findings, i) for i in range(len(findings))]
        self.assertEqual(r[1]["rank"], 100.0)
        self.assertEqual(r[0]["rank"], 10.0)
        self.assertEqual(r[0]["properties"]["strcost/executions"], 1000)
        self.assertEqual(r[0]["properties"]["strcost/estimatedSavingNs"], 1000.0)
        self.assertEqual(r[2]["rank"], 0.0)
        self.assertNotIn("rank", r[3])
        self.assertNotIn("strcost/executions", r[3].get("properties", {}))
        self.assertNotIn("rank", r[4])
        self.assertEqual(r[4]["properties"]["strcost/executions"], 1000)

    def test_no_profile_no_rank(self):
        f = self.finding(1, "cost per execution: ~1 ns")
        self.assertNotIn("rank", ss.to_result(f, 0, ss.Artifacts(None)))


if __name__ == "__main__":
    unittest.main()
