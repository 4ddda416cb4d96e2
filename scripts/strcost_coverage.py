"""Execution counts for strcost's findings, from LLVM source-based coverage
(issue 16: rank findings by what they cost in the user's own workload).

The user builds with `-fprofile-instr-generate -fcoverage-mapping`, runs the
workload, and merges the raw profiles (`llvm-profdata merge -o P.profdata
*.profraw`). Reading the profile is LLVM's job: `llvm-cov export
-format=text` turns it, with the instrumented binaries, into JSON whose
per-file "segments" say where each code region starts and how often it ran.
A finding's execution count is the count of the region its location lies in.
"""

import bisect
import glob
import json
import os
import re
import shutil
import subprocess

# A note strcost may put under a finding: its estimated cost per execution,
# ending in a time (`... ~35 ns`).
COST_NOTE = re.compile(r"cost per execution: .*?~\s*([0-9.]+)\s*(ns|us|µs|ms)\b")
UNIT_NS = {"ns": 1.0, "us": 1e3, "µs": 1e3, "ms": 1e6}


class CoverageError(Exception):
    pass


def llvm_cov(version=None):
    """llvm-cov of strcost's LLVM version (a profile must be read by the LLVM
    that wrote it or a newer one), else llvm-cov on PATH, else the newest
    Debian's /usr/lib/llvm-N has."""
    names = [f"llvm-cov-{version}", f"/usr/lib/llvm-{version}/bin/llvm-cov"] if version else []
    # Unknown version: the newest installed reads every older profile.
    newest = sorted(glob.glob("/usr/lib/llvm-*/bin/llvm-cov"),
                    key=lambda p: int(re.sub(r"\D", "", p.split("/")[3]) or 0), reverse=True)
    for name in [*names, "llvm-cov", *newest]:
        found = shutil.which(name) or (name if os.path.isfile(name) else None)
        if found:
            return found
    raise CoverageError("llvm-cov not found (Debian: apt-get install llvm-"
                        f"{version or 'N'})")


def export(profdata, objects, tool):
    """The JSON of `llvm-cov export` for the profile and instrumented binaries."""
    if not objects:
        raise CoverageError("--coverage needs the instrumented program (--coverage-object)")
    cmd = [tool, "export", "-format=text", "-skip-functions", f"-instr-profile={profdata}",
           objects[0], *[a for o in objects[1:] for a in ("-object", o)]]
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                       errors="replace")
    if r.returncode != 0:
        raise CoverageError(f"{' '.join(cmd)} failed: {r.stderr.strip()[:2000]}")
    try:
        return json.loads(r.stdout)
    except ValueError as e:
        raise CoverageError(f"llvm-cov export printed no JSON: {e}")


class Coverage:
    """Region counts by file: count(path, line, col) is how often the code
    region holding line:col ran, or None where the profile says nothing
    (a file not compiled into the binaries, or code outside any region)."""

    def __init__(self, exported):
        self._files = {}
        for data in exported.get("data", []):
            for f in data.get("files", []):
                segs = sorted((s[0], s[1], s[2], bool(s[3])) for s in f.get("segments", []))
                path = os.path.realpath(f["filename"])
                self._files[path] = ([(s[0], s[1]) for s in segs], segs)

    def files(self):
        return set(self._files)

    def count(self, path, line, col):
        entry = self._files.get(os.path.realpath(path))
        if not entry:
            return None
        starts, segs = entry
        i = bisect.bisect_right(starts, (line, col)) - 1
        if i < 0 or not segs[i][3]:
            return None
        return segs[i][2]


def cost_ns(notes):
    """The estimated time per execution from a finding's cost note, in ns,
    or None when the finding has none."""
    for text in notes:
        m = COST_NOTE.search(text)
        if m:
            return float(m.group(1)) * UNIT_NS[m.group(2)]
    return None


def rank(findings, coverage):
    """findings: dicts with path, line, col, notes. Adds "executions" and
    "saving_ns" (executions x cost per execution, where there is an estimate)
    and returns them ordered by the estimated total saving, then executions;
    findings the profile knows nothing of come last."""
    for f in findings:
        f["executions"] = coverage.count(f["path"], f["line"], f["col"])
        per = cost_ns(f.get("notes", []))
        f["cost_ns"] = per
        f["saving_ns"] = None if per is None or f["executions"] is None \
            else per * f["executions"]

    def key(f):
        known = f["executions"] is not None
        return (not known, -(f["saving_ns"] or 0), -(f["executions"] or 0),
                f["path"], f["line"], f["col"])
    return sorted(findings, key=key)


def top_fixed(ranked, n):
    """The (check, path, offset) keys of the first n findings of a ranking
    that ran at least once and carry a fix-it: what `--only-top n` applies."""
    chosen = [f for f in ranked if f.get("fixed") and f.get("executions")][:n]
    return {(f["check"], os.path.realpath(f["path"]), f["offset"]) for f in chosen}
