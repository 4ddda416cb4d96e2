"""Unit tests of bench/report.py's data and Why text (python3 -m unittest, run
by ctest): every Why paragraph belongs to an experiment, quotes figures only
through placeholders that name a benchmark of the experiments, and the
placeholders are filled from a run."""

import os
import re
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # noqa: E402

# A figure typed into the text rather than taken from the run.
TYPED_FIGURE = re.compile(r"\d+(?:\.\d+)?\s*(?:x|ns|µs|us|ms|s)\b|\d+(?:\.\d+)?\s*(?:→|->)")


class DataTest(unittest.TestCase):
    def setUp(self):
        self.experiments = report.load_experiments()
        self.whys = report.load_why()

    def test_every_why_explains_an_experiment(self):
        ids = [e["id"] for e in self.experiments]
        self.assertEqual(len(ids), len(set(ids)), "experiment ids repeat")
        self.assertLessEqual(set(self.whys), set(ids))
        self.assertTrue(self.whys)

    def test_no_typed_figures(self):
        for name, text in self.whys.items():
            typed = TYPED_FIGURE.findall(report.PLACEHOLDER.sub("", text))
            self.assertEqual(typed, [], f"figures typed into the Why of {name}")

    def test_placeholders_name_what_the_experiments_measure(self):
        listed = {n for e in self.experiments for _, b, vs in report.expand(e) for n in [b, *vs]}
        counters = {c for e in self.experiments for c in e.get("counters", [])}
        for name, text in self.whys.items():
            for m in report.PLACEHOLDER.finditer(text):
                if m.group("kind") == "why":
                    self.assertIn(m.group("name"), self.whys, f"{m.group(0)} in {name}")
                    continue
                self.assertIn(m.group("name"), listed, f"{m.group(0)} in {name}")
                self.assertIn(m.group("kind"), {"speedup", "saved", "time"} | counters,
                              f"{m.group(0)} in {name}")

    def test_targets_have_their_shape(self):
        for e in self.experiments:
            for target in e.get("targets", []):
                self.assertIn(len(target), (4, 5), e["id"])


class CoveredByTest(unittest.TestCase):
    def test_a_pair_links_the_seed_it_covers(self):
        experiments = [{"id": "seed"},
                       {"id": "pair-a", "check": "strcost-a", "title": "A", "covers": ["seed"]},
                       {"id": "pair-b", "check": "strcost-b", "title": "B", "covers": ["seed"]}]
        got = report.covered_by(experiments, {"pair-a": [2.0, 4.5]})
        self.assertEqual([report.covered_line(*c) for c in got["seed"]], [
            "Found in user code by [`strcost-a`](checks/strcost-a.md); its own fix, "
            "measured in [A](#pair-a): 2.00x-4.50x.",
            "Found in user code by [`strcost-b`](checks/strcost-b.md); its own fix, "
            "measured in [B](#pair-b): not measured."])
        self.assertEqual(report.covered_cell(got["seed"]),
                         "[`strcost-a`](#pair-a) 2.00x-4.50x; [`strcost-b`](#pair-b) not measured")
        self.assertEqual(set(got), {"seed"})

    def test_an_experiment_no_pair_covers_has_a_dash(self):
        self.assertEqual(report.covered_cell([]), "—")

    def test_covered_seeds_exist(self):
        experiments = report.load_experiments()
        ids = {e["id"] for e in experiments}
        for e in experiments:
            for seed in e.get("covers", []):
                self.assertIn(seed, ids, e["id"])
                self.assertIn("check", e, e["id"])


class FillWhyTest(unittest.TestCase):
    EXPERIMENTS = [{"id": "e", "binary": "b", "baseline": "BM_E_Base",
                    "variants": ["BM_E_Fast"], "counters": ["allocs"]}]
    RESULTS = {"b": {
        "BM_E_Base/len:8": {"time": 100.0, "allocs": 1.0},
        "BM_E_Base/len:40": {"time": 400.0, "allocs": 1.0},
        "BM_E_Fast/len:8": {"time": 50.0, "allocs": 0.0},
        "BM_E_Fast/len:40": {"time": 100.0, "allocs": 0.0},
    }}

    def fill(self, text, whys=None):
        return report.fill_why(text, self.RESULTS, whys or {}, self.EXPERIMENTS)

    def test_one_run(self):
        self.assertEqual(self.fill("{speedup BM_E_Fast len:40} and {time BM_E_Base len:8}"),
                         "4.00x and 100 ns")

    def test_several_runs_give_a_range(self):
        self.assertEqual(self.fill("{speedup BM_E_Fast}, {saved BM_E_Fast len:8|len:40}"),
                         "2.00x-4.00x, 50 ns-300 ns")

    def test_counters_and_what_was_not_measured(self):
        self.assertEqual(self.fill("{allocs BM_E_Base}→{allocs BM_E_Fast len:8}"), "1→0")
        self.assertEqual(self.fill("{time BM_E_Fast len:99} {time BM_Other}"),
                         "(not measured) (not measured)")

    def test_another_experiment_s_paragraph(self):
        self.assertEqual(self.fill("as there: {why e}", {"e": "{speedup BM_E_Fast len:8}"}),
                         "as there: 2.00x")
        with self.assertRaises(SystemExit):
            self.fill("{why e}", {"e": "{why e}"})

    def test_sections_of_the_file(self):
        with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as f:
            f.write("# Title\n\nIntro {time X}.\n\n## one\n\nfirst\nline\n\n## two\nsecond\n")
        self.addCleanup(os.remove, f.name)
        self.assertEqual(report.load_why(f.name), {"one": "first line", "two": "second"})


if __name__ == "__main__":
    unittest.main()
