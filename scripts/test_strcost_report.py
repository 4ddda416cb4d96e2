"""Unit tests of scripts/strcost_report.py (python3 -m unittest, run by ctest
as scripts-unit): the report is one file that needs nothing from outside,
escapes the source it quotes, shows a fix as a diff and a finding without
one with its reason."""

import os
import re
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import strcost_heap as heap  # noqa: E402
import strcost_report as report  # noqa: E402


class ReportTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="strcost-report-test-")
        self.addCleanup(shutil.rmtree, self.tmp, True)
        self.path = os.path.join(self.tmp, "a.cpp")
        with open(self.path, "w") as f:
            f.write('int x;\nstd::string f() { return A + "<b>" + B; }\nint y;\n')

    def render(self, replacements, notes=(), model_error=None):
        f = {"path": self.path, "line": 2, "col": 26, "check": "strcost-chained-concatenation",
             "message": "string built from 3 pieces", "notes": list(notes),
             "replacements": replacements, "cost_ns": 19.0, "model_error": model_error,
             "heap": {"allocations": 7, "bytes": 287, "sites": []}}
        site = heap.Site(self.path, 3)
        site.add(41, 5, 0, "construct", "g()")
        m = heap.Measurement({}, 20, 12, set(), 1)
        return report.render([f], [site], m, "app.1.zst", "a build", base=self.tmp)

    def test_self_contained_and_escaped(self):
        text = self.render([])
        self.assertNotRegex(text, r"<script|<link|\b(?:src|href)=|url\(")
        self.assertIn("&lt;b&gt;", text)
        self.assertNotIn('"<b>"', text)
        self.assertEqual(len(re.findall(r"<svg", text)), 2)
        self.assertIn("a.cpp:3</code> in <code>g</code>", text)

    def test_fix_as_a_diff_or_the_reason(self):
        with open(self.path, "rb") as f:
            start = f.read().index(b"A +")
        text = self.render([{"path": self.path, "offset": start, "length": len('A + "<b>" + B'),
                             "text": 'strcost::str_cat(A, "<b>", B)'}])
        self.assertIn('<span class="add">+std::string f() { return strcost::str_cat(A, '
                      '&quot;&lt;b&gt;&quot;, B); }</span>', text)
        text = self.render([], ["no fix-it: the pieces are spelled in a macro"])
        self.assertNotIn("model error", text)
        self.assertIn("no fix-it: the pieces are spelled in a macro", text)


    def test_model_error(self):
        text = self.render([], model_error="the note prices 33 bytes an allocation; 9334 measured")
        self.assertIn('<div class="warn">model error: fix in utils/CostModel (the note prices 33 '
                      'bytes an allocation; 9334 measured)</div>', text)


if __name__ == "__main__":
    unittest.main()
