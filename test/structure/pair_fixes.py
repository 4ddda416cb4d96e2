#!/usr/bin/env python3
"""Holds each before/after pair of the pairs benchmark to its own checks: the
"after" file the build compiled (build/bench/pairs/<pair>_after.cpp) must be
what `strcost --fix --checks=-*,<the pair's checks>` alone makes of the pair,
its checks read from the pair's `// strcost-pair-checks:` line, and so must
each header its `// strcost-pair-headers:` line names (copied beside the
after-file and fixed there, build/bench/pairs/<header>). A pair fixed
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
PAIR_HEADERS = re.compile(r"^// strcost-pair-headers: *(.*)$", re.M)


def pair_checks(path):
    with open(path, encoding="utf-8") as f:
        found = PAIR_CHECKS.findall(f.read())
    if len(found) != 1:
        sys.exit(f"{path}: needs one '// strcost-pair-checks:' line")
    return found[0].strip()


def pair_headers(path):
    """The headers beside the pair that its fix edits too (may be none)."""
    with open(path, encoding="utf-8") as f:
        found = PAIR_HEADERS.findall(f.read())
    return [h.strip() for line in found for h in line.split(",") if h.strip()]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def fixed_alone(args, before):
    """{after-file name: text}: the pair (and its headers) as its own checks
    alone fix it, as apply_fixes.cmake does."""
    stem = os.path.basename(before)[:-4]
    work = os.path.join(args.work, stem)
    os.makedirs(work, exist_ok=True)
    names = [f"{stem}_after.cpp"] + pair_headers(before)
    shutil.copyfile(before, os.path.join(work, names[0]))
    for header in names[1:]:
        shutil.copyfile(os.path.join(os.path.dirname(before), header),
                        os.path.join(work, header))
    header_filter = ([f"--header-filter=/({'|'.join(re.escape(h) for h in names[1:])})$"]
                     if names[1:] else [])
    subprocess.run([args.strcost, "--quiet", "--fix",
                    f"--checks=-*,{pair_checks(before)}", *header_filter,
                    os.path.join(work, names[0]), "--",
                    "-std=c++20", f"-I{args.include}", f"-I{args.source}"],
                   check=True, capture_output=True)
    return {name: read(os.path.join(work, name)) for name in names}


def compare(args, before):
    """An error line (and the diff) for each of the pair's built after-files
    (the .cpp, its headers) that differs."""
    stem = os.path.basename(before)[:-4]
    wanted = fixed_alone(args, before)
    errors = []
    for name, want in wanted.items():
        built = os.path.join(args.built, name)
        if not os.path.exists(built):
            errors.append(f"{stem}: no after-file {built} (build strcost_pairs_benchmark)")
            continue
        got = read(built)
        if got == want:
            continue
        diff = difflib.unified_diff(want.splitlines(), got.splitlines(),
                                    "its checks alone", built, lineterm="")
        errors += [f"{stem}: the built {name} is not what "
                   f"its checks ({pair_checks(before)}) alone make of it"] + list(diff)
    return errors


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
    failed = len({e.split(":")[0] for e in errors
                  if not e.startswith(("-", "+", " ", "@"))})
    print(f"{len(pairs)} pairs, {failed} differ")
    return 1 if errors or not pairs else 0


if __name__ == "__main__":
    sys.exit(main())
