"""Unit tests of scripts/strcost_coverage.py (python3 -m unittest, run by
ctest as scripts-unit): region counts, cost notes and the ranking order, on
hand-written llvm-cov export JSON."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import strcost_coverage as cov  # noqa: E402

# llvm-cov export's segments: [line, col, count, hasCount, isRegionEntry, isGapRegion].
EXPORTED = {"data": [{"files": [{
    "filename": "/src/a.cpp",
    "segments": [[3, 20, 1000, True, True, False], [3, 60, 0, False, False, False],
                 [5, 20, 10, True, True, False], [5, 40, 3, True, True, False],
                 [5, 50, 10, True, False, False], [6, 1, 0, False, False, False]],
}]}]}


class CoverageTest(unittest.TestCase):
    def setUp(self):
        self.c = cov.Coverage(EXPORTED)

    def test_the_region_holding_the_location(self):
        self.assertEqual(self.c.count("/src/a.cpp", 3, 30), 1000)
        self.assertEqual(self.c.count("/src/a.cpp", 3, 20), 1000)
        self.assertEqual(self.c.count("/src/a.cpp", 5, 45), 3)   # a nested region
        self.assertEqual(self.c.count("/src/a.cpp", 5, 55), 10)  # back in the outer one
        self.assertEqual(self.c.count("/src/a.cpp", 4, 1), None)  # between regions
        self.assertEqual(self.c.count("/src/a.cpp", 1, 1), None)  # before any

    def test_a_file_the_profile_does_not_know(self):
        self.assertIsNone(self.c.count("/src/b.cpp", 3, 30))


class CostNoteTest(unittest.TestCase):
    def test_units(self):
        self.assertEqual(cov.cost_ns(["cost per execution: 1 allocation, ~35 ns"]), 35)
        self.assertEqual(cov.cost_ns(["other", "cost per execution: ~1.5 us"]), 1500)
        self.assertIsNone(cov.cost_ns(["no fix-it: macro"]))


class RankTest(unittest.TestCase):
    def finding(self, line, col, notes=()):
        return {"path": "/src/a.cpp", "line": line, "col": col, "notes": list(notes)}

    def test_by_saving_then_executions_unknown_last(self):
        c = cov.Coverage(EXPORTED)
        ranked = cov.rank([self.finding(4, 1), self.finding(5, 45),
                           self.finding(3, 30), self.finding(5, 21)], c)
        self.assertEqual([(f["line"], f["col"]) for f in ranked],
                         [(3, 30), (5, 21), (5, 45), (4, 1)])

    def test_an_estimated_cost_outweighs_executions(self):
        c = cov.Coverage(EXPORTED)
        cheap = self.finding(3, 30, ["cost per execution: ~1 ns"])   # 1000 x 1 ns
        dear = self.finding(5, 21, ["cost per execution: ~1 us"])    # 10 x 1 µs
        ranked = cov.rank([cheap, dear], c)
        self.assertEqual([f["line"] for f in ranked], [5, 3])
        self.assertEqual(ranked[0]["saving_ns"], 10000)


class TopFixedTest(unittest.TestCase):
    def test_the_first_that_ran_and_have_a_fix(self):
        ranked = [
            {"check": "c", "path": "/src/a.cpp", "offset": 1, "fixed": False, "executions": 900},
            {"check": "c", "path": "/src/a.cpp", "offset": 2, "fixed": True, "executions": 800},
            {"check": "c", "path": "/src/a.cpp", "offset": 3, "fixed": True, "executions": 700},
            {"check": "c", "path": "/src/a.cpp", "offset": 4, "fixed": True, "executions": 0},
            {"check": "c", "path": "/src/a.cpp", "offset": 5, "fixed": True, "executions": None},
        ]
        self.assertEqual(cov.top_fixed(ranked, 1), {("c", "/src/a.cpp", 2)})
        self.assertEqual(cov.top_fixed(ranked, 5), {("c", "/src/a.cpp", 2), ("c", "/src/a.cpp", 3)})


if __name__ == "__main__":
    unittest.main()
