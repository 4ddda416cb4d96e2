#!/usr/bin/env python3
"""Holds every written-out list of strcost's checks to the one list: the
checks the module registers (checks/StrcostModule.cpp), as the driver's
`--list-checks` prints them. Lists written for people (the README table, the
docs pages, the parent-map test that names each check) or per pair (the
pairs benchmark) cannot be derived, so a new check that is missing from one,
or a renamed check left behind in one, fails here, naming the list and the
check.

    check_lists.py --strcost build/bin/strcost --root .
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

CHECK = r"strcost-[a-z]+(?:-[a-z]+)*"
# The line of a pair's .cpp naming the checks its "after" side is fixed with.
PAIR_CHECKS = re.compile(r"^// strcost-pair-checks: (.*)$", re.M)


def registered(strcost):
    """The checks the module registers, in --list-checks order."""
    out = subprocess.run([strcost, "--checks=-*,strcost-*", "--list-checks"],
                         check=True, capture_output=True, text=True).stdout
    return [line.strip() for line in out.splitlines()
            if re.fullmatch(r"\s*" + CHECK + r"\s*", line)]


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as f:
        return f.read()


def readme_table(root):
    return re.findall(r"^\| \[`(" + CHECK + r")`\]", read(root, "README.md"),
                      re.M)


def docs_pages(root):
    pages = glob.glob(os.path.join(root, "docs", "checks", "strcost-*.md"))
    return [os.path.basename(p)[:-3] for p in pages]


def conditional_code(root):
    """docs/conditional-code.md says, per check, what its fixes take from
    code another configuration compiles differently."""
    return re.findall(r"^- `(" + CHECK + r")`:",
                      read(root, "docs/conditional-code.md"), re.M)


def parent_map(root):
    """test/plugin/parent-map.test names every check in the plugin's list
    (its RUN lines continued: `\\` and `# RUN:` joined away)."""
    text = re.sub(r"\\\n# RUN:", "", read(root, "test/plugin/parent-map.test"))
    lists = re.findall(r"-fplugin-arg-strcost-checks=-\*,([a-z,-]+)'", text)
    return [name for names in lists for name in names.split(",")]


def pair_checks(root):
    """pair file -> the checks its `strcost-pair-checks:` line names."""
    pairs = {}
    for path in sorted(glob.glob(os.path.join(root, "bench", "pairs", "*.cpp"))):
        if path.endswith("pairs_benchmark.cpp"):
            continue
        with open(path, encoding="utf-8") as f:
            found = PAIR_CHECKS.findall(f.read())
        names = found[0].split(",") if len(found) == 1 else []
        pairs[os.path.basename(path)] = [n.strip() for n in names]
    return pairs


def pair_entries(root):
    """bench/experiments.json's entries measured in the pairs benchmark."""
    entries = json.loads(read(root, "bench/experiments.json"))
    return [e for e in entries if e.get("binary") == "pairs"]


def compare(what, listed, known, errors):
    """Every registered check in `listed`, every name of `listed` registered."""
    for name in sorted(set(known) - set(listed)):
        errors.append(f"{what}: registered check {name} is missing")
    for name in sorted(set(listed) - set(known)):
        errors.append(f"{what}: {name} is not a registered check")


def check_entries(pairs, entries, errors):
    """Each pair entry names its pair file ("pair": stem), whose checks fix
    what the entry's "check" claims to measure; each pair file has an entry."""
    for entry in entries:
        names = pairs.get(f"{entry.get('pair')}.cpp")
        if names is None:
            errors.append(f"bench/experiments.json: {entry['id']}'s \"pair\" "
                          f"{entry.get('pair')} is no bench/pairs/<pair>.cpp")
        elif entry.get("check") not in names:
            errors.append(f"bench/experiments.json: {entry['id']} measures "
                          f"{entry.get('check')}, which bench/pairs/"
                          f"{entry['pair']}.cpp is not fixed with")
    measured = {f"{e.get('pair')}.cpp" for e in entries}
    for pair in sorted(set(pairs) - measured):
        errors.append(f"bench/pairs/{pair}: no bench/experiments.json entry")


def check_benchmarks(root, entries, errors):
    """The pair entries' benchmarks and pairs_benchmark.cpp's registrations
    are the same names: a pair measured by no entry, or an entry whose
    benchmark is never run, would leave a check's saving unreported."""
    source = read(root, "bench/pairs/pairs_benchmark.cpp")
    registered_bms = set(re.findall(r'->Name\("(BM_Pair_\w+)"\)', source))
    wanted = {n for e in entries for n in [e.get("baseline"), *e.get("variants", [])]}
    for name in sorted(wanted - registered_bms):
        errors.append(f"bench/pairs/pairs_benchmark.cpp: {name} (measured by "
                      "bench/experiments.json) is not registered")
    for name in sorted(registered_bms - wanted):
        errors.append(f"bench/experiments.json: no pair entry measures {name}")


def check_pairs(root, known, errors):
    pairs = pair_checks(root)
    check_entries(pairs, pair_entries(root), errors)
    for pair, names in pairs.items():
        if not names:
            errors.append(f"bench/pairs/{pair}: no (or more than one) "
                          "'// strcost-pair-checks: <check>,...' line")
        for name in names:
            if name not in known:
                errors.append(f"bench/pairs/{pair}: {name} is not a "
                              "registered check")
    covered = {n for names in pairs.values() for n in names}
    for name in sorted(set(known) - covered):
        errors.append(f"bench/pairs: no pair fixes with registered check {name}")
    check_benchmarks(root, pair_entries(root), errors)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strcost", required=True)
    parser.add_argument("--root", required=True)
    args = parser.parse_args()
    known = registered(args.strcost)
    if not known:
        sys.exit("check_lists.py: strcost --list-checks listed no check")
    errors = []
    compare("README.md's table of checks", readme_table(args.root), known, errors)
    compare("docs/checks/<check>.md pages", docs_pages(args.root), known, errors)
    compare("docs/conditional-code.md's list", conditional_code(args.root),
            known, errors)
    compare("test/plugin/parent-map.test", parent_map(args.root), known, errors)
    compare("bench/experiments.json's pair entries",
            [e.get("check") for e in pair_entries(args.root)], known, errors)
    check_pairs(args.root, known, errors)
    for error in errors:
        print(error)
    print(f"{len(known)} registered checks, {len(errors)} disagreements")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
