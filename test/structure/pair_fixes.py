#!/usr/bin/env python3
"""Holds each before/after pair of the pairs benchmark to its own checks: the
"after" file the build compiled (build/bench/pairs/<pair>_after.cpp) must be
what `strcost --fix --checks=-*,<the pair's checks>` alone makes of the pair,
its checks read from the pair's `// strcost-pair-checks:` line. A pair fixed
with other checks too (strcost-* again, a build step that ignores the line) or
an after-file left stale by the build fails here, naming the pair, with the
difference.

    pair_fixes.py --strcost bin/strcost --source bench/pairs \
        --built build/bench/pairs --include runtime/include --work DIR
"""
import argparse
import difflib
import glob
import os
import re
import shutil
import subprocess
import sys

PAIR_CHECKS = re.compile(r"^// strcost-pair-checks: *(.*)$", re.M)


def pair_checks(path):
    with open(path, encoding="utf-8") as f:
        found = PAIR_CHECKS.findall(f.read())
    if len(found) != 1:
        sys.exit(f"{path}: needs one '// strcost-pair-checks:' line")
    return found[0].strip()


def fixed_alone(args, before):
    """The pair as its own checks alone fix it, as apply_fixes.cmake does."""
    stem = os.path.basename(before)[:-4]
    copy = os.path.join(args.work, f"{stem}_after.cpp")
    shutil.copyfile(before, copy)
    subprocess.run([args.strcost, "--quiet", "--fix",
                    f"--checks=-*,{pair_checks(before)}", copy, "--",
                    "-std=c++20", f"-I{args.include}", f"-I{args.source}"],
                   check=True, capture_output=True)
    with open(copy, encoding="utf-8") as f:
        return f.read()


def compare(args, before):
    """An error line (and the diff) for a pair whose built after-file differs."""
    stem = os.path.basename(before)[:-4]
    built = os.path.join(args.built, f"{stem}_after.cpp")
    if not os.path.exists(built):
        return [f"{stem}: no after-file {built} (build strcost_pairs_benchmark)"]
    with open(built, encoding="utf-8") as f:
        got = f.read()
    want = fixed_alone(args, before)
    if got == want:
        return []
    diff = difflib.unified_diff(want.splitlines(), got.splitlines(),
                                "its checks alone", built, lineterm="")
    return [f"{stem}: the built after-file is not what "
            f"its checks ({pair_checks(before)}) alone make of it"] + list(diff)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name in ("--strcost", "--source", "--built", "--include", "--work"):
        parser.add_argument(name, required=True)
    parser.add_argument("--only", help="this pair's stem alone (the test's "
                        "failing case, which need not fix every pair again)")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    pairs = [p for p in sorted(glob.glob(os.path.join(args.source, "*.cpp")))
             if not p.endswith("pairs_benchmark.cpp")
             and (args.only is None or p.endswith(f"/{args.only}.cpp"))]
    errors = [line for pair in pairs for line in compare(args, pair)]
    for line in errors:
        print(line)
    failed = len([e for e in errors if not e.startswith(("-", "+", " ", "@"))])
    print(f"{len(pairs)} pairs, {failed} differ")
    return 1 if errors or not pairs else 0


if __name__ == "__main__":
    sys.exit(main())
