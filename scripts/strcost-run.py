#!/usr/bin/env python3
"""Runs the strcost checks over many translation units in parallel.

  strcost-run.py --strcost BIN                 the bundled examples (bench/examples)
  strcost-run.py --strcost BIN BUILD_DIR       every file in BUILD_DIR/compile_commands.json
  strcost-run.py --strcost BIN BUILD_DIR ARGS  ARGS go to strcost (--fix, --config=...,
                                               --format-style=file)
  strcost-run.py --strcost BIN BUILD_DIR --also-build DIR2 --fix
                                               the units of both databases; every fix
                                               verified against each configuration that
                                               compiles the file it edits
  strcost-run.py --strcost BIN --diff REV BUILD_DIR    only lines changed since REV
  strcost-run.py --strcost BIN --staged BUILD_DIR      only lines staged for commit
  strcost-run.py --strcost BIN BUILD_DIR --heap-profile heaptrack.app.PID.zst [--html F]
                                               the findings ranked by the string
                                               allocations heaptrack measured at their
                                               code (docs/which-findings-matter.md)
  strcost-run.py --strcost BIN --exclude-source-filter '/build/' BUILD_DIR
                                               not the units whose path matches (a
                                               unit's own file is always reported,
                                               whatever --header-filter says)

With --diff or --staged (for CI and a pre-commit hook, docs/ci.md), only
findings on the lines `git diff` shows as added are reported, in the units of
compile_commands.json that changed or that include a changed header by name;
--fail-on-findings then makes a finding fail the run (exit 3). --export-dir
keeps each unit's exported findings for strcost-sarif.py.

With --fix, no unit writes a file while the others run: each exports its fixes,
and once all are done `strcost --apply-fixes` verifies every fix against each
unit that sees it (a header's edits against every unit that includes the
header) and applies what holds, once.

--also-build DIR (repeatable) adds the configurations of another build of the
project (C++11 and C++17, Debug and Release with other -D options): a file
listed in several databases is analysed once, with the first database's
command, but with --fix each edit is verified against every database's
command of every unit that sees it, and a fix that fails in one of them is
withdrawn with a note naming that configuration.

A header directory under the project's source tree (--source-root; by default
the tree CMake configured BUILD_DIR from, else the git work tree of the first
unit) that a compile command gives with -isystem (a library's own target
exporting its include directory to its tests) is turned into -I for the run,
so that its headers are analysed as the project's own; the summary lists
those directories, and any that could not be turned (why, and the flag).

Prints each finding once (a header seen from several files is reported once),
a progress line while it works, and a per-check summary at the end. Exits 0 when
every file was analysed (findings are not failures), 1 on bad input, 2 when
strcost crashed on some file.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.realpath(__file__))
# The shared modules: beside the script in the checkout, in share/strcost/python
# when installed (strcost_common.py says why).
sys.path[:0] = [HERE, os.path.join(HERE, "..", "share", "strcost", "python")]
from strcost_common import (SOURCES, changed_lines, cmake_source_dir, command_arguments,  # noqa: E402
                            data_path, diagnostic_blocks, is_under, load_exported_fixes,
                            own_system_headers, parse_cost_note, parse_diagnostic,
                            snapshot_sources)
import strcost_coverage  # noqa: E402
import strcost_heap  # noqa: E402

# What the default run reads, from the checkout or the installed tree.
EXAMPLES = data_path(HERE, "bench/examples", "share/strcost/examples")
RUNTIME_INCLUDE = data_path(HERE, "runtime/include", "include")
ATL_STUBS = data_path(HERE, "test/checks/Inputs/atl", "share/strcost/examples/atl")
SAVINGS = data_path(HERE, "docs/benchmarks/savings.json",
                    "share/doc/strcost/benchmarks/savings.json")
# Installed, the driver is beside the script.
INSTALLED_STRCOST = os.path.join(HERE, "strcost")


def die(msg):
    sys.stderr.write(f"strcost-run: error: {msg}\n")
    sys.exit(1)


def examples_database(tmp):
    """A compile_commands.json for the bundled examples."""
    if not EXAMPLES:
        die("the bundled examples are not here (neither bench/examples of a checkout "
            "nor share/strcost/examples of an installed tree); give a BUILD_DIR")
    files = sorted(f for f in os.listdir(EXAMPLES) if f.endswith(".cpp"))
    entries = [{
        "directory": EXAMPLES,
        "file": os.path.join(EXAMPLES, f),
        "arguments": ["c++", "-std=c++20", "-I", RUNTIME_INCLUDE or "/usr/include",
                      "-isystem", ATL_STUBS or EXAMPLES, "-c", f],
    } for f in files]
    with open(os.path.join(tmp, "compile_commands.json"), "w") as out:
        json.dump(entries, out, indent=1)
    return tmp


def load_database(build_dir):
    """The entries of build_dir/compile_commands.json and {file: the
    directory its command runs in}."""
    path = os.path.join(build_dir, "compile_commands.json")
    if not os.path.isdir(build_dir):
        die(f"'{build_dir}' is not a directory")
    if not os.path.isfile(path):
        die(f"no compile_commands.json in '{build_dir}' (configure the project with "
            "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON, or use bear)")
    try:
        with open(path) as f:
            entries = json.load(f)
    except OSError as e:
        die(f"cannot read '{path}': {e.strerror}")
    except json.JSONDecodeError as e:
        die(f"'{path}' is not valid JSON: {e}")
    if not isinstance(entries, list):
        die(f"'{path}' is not a list of compile commands")
    files = {}  # file -> the directory its command runs in
    for e in entries:
        if not isinstance(e, dict) or "file" not in e or "directory" not in e:
            die(f"'{path}' has an entry without 'file' or 'directory'")
        f = e["file"]
        f = f if os.path.isabs(f) else os.path.join(e["directory"], f)
        files.setdefault(os.path.normpath(f), e["directory"])
    return entries, files


def git_changes(args):
    """(repository top, {path: line ranges}) of what `git diff` shows as added:
    since args.diff (a revision, or a range such as origin/main...HEAD) in the
    working tree, or what is staged for commit."""
    def git(*cmd):
        r = subprocess.run(["git", *cmd], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True, errors="replace")
        if r.returncode != 0:
            die(f"git {' '.join(cmd)}: {r.stderr.strip() or 'failed'}")
        return r.stdout
    top = git("rev-parse", "--show-toplevel").strip()
    what = ["--cached"] if args.staged else [args.diff]
    diff = git("-C", top, "-c", "core.quotePath=false", "diff", "-U0", "--no-color",
               "--no-ext-diff", "--no-renames", "--src-prefix=a/", "--dst-prefix=b/", *what, "--")
    return top, changed_lines(diff)


INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)


def includes_any(path, names):
    """Whether the file at `path` includes, by name, a file whose path ends
    with one of `names` (only its own #include lines: a header reached
    through another header is not seen)."""
    try:
        with open(path, errors="replace") as f:
            spelled = INCLUDE.findall(f.read())
    except OSError:
        return False
    return any(n == s or n.endswith("/" + s) for s in spelled for n in names)


def changed_selection(args, files):
    """The units to analyse and the strcost arguments that keep the findings
    to the changed lines (clang-tidy's --line-filter, which matches a file by
    the end of its name: the repository-relative path is such an end)."""
    top, changes = git_changes(args)
    changed = {os.path.normpath(os.path.join(top, p)): p for p in changes}
    headers = [p for f, p in changed.items() if f not in files]
    units = {f: d for f, d in files.items()
             if f in changed or (headers and includes_any(f, headers))}
    line_filter = [{"name": p, "lines": r} for p, r in sorted(changes.items())]
    extra = [f"--line-filter={json.dumps(line_filter)}"]
    if not any(a.startswith(("--header-filter", "-header-filter")) for a in args.strcost_args):
        extra.append("--header-filter=.*")  # the line filter already names the files
    return units, extra


def analyse(strcost, build_dir, file, extra, tmp, index):
    # build_dir: the database (of several, the first) that lists the file.
    fixes = os.path.join(tmp, f"fixes-{index}.yaml")
    cmd = [strcost, "-p", build_dir, "--quiet", "--checks=-*,strcost-*",
           f"--export-fixes={fixes}", *extra, file]
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, errors="replace")
    return file, r.returncode, r.stdout, load_exported_fixes([fixes], missing_ok=True), fixes


def add_own_options(p):
    """strcost-run's options, other than --strcost and -j."""
    changes = p.add_mutually_exclusive_group()
    changes.add_argument("--diff", metavar="REV",
                         help="only the lines added since REV (git diff REV)")
    changes.add_argument("--staged", action="store_true",
                         help="only the lines staged for commit (git diff --cached)")
    p.add_argument("--source-filter", metavar="REGEX",
                   help="only the units whose source file's path matches REGEX "
                        "(searched in the absolute path); --header-filter never "
                        "leaves out a unit's own file")
    p.add_argument("--exclude-source-filter", metavar="REGEX",
                   help="leave out the units whose source file's path matches REGEX "
                        "(generated sources in the build directory, say)")
    p.add_argument("--export-dir", metavar="DIR",
                   help="keep each unit's exported findings and fixes in DIR as YAML "
                        "(what strcost-sarif.py reads)")
    p.add_argument("--fail-on-findings", action="store_true",
                   help="exit 3 when there is a finding (for CI and pre-commit hooks)")
    p.add_argument("--coverage", metavar="PROFDATA",
                   help="rank the findings by how often they ran in this LLVM coverage "
                        "profile (llvm-profdata merge of a -fprofile-instr-generate "
                        "-fcoverage-mapping build's run; docs/which-findings-matter.md)")
    p.add_argument("--coverage-object", metavar="BIN", action="append", default=[],
                   help="an instrumented program or library the profile is of (repeatable)")
    p.add_argument("--top", type=int, default=10, metavar="N",
                   help="with --coverage or --heap-profile: how many findings the ranking lists "
                        "(default 10)")
    p.add_argument("--also-build", metavar="DIR", action="append", default=[],
                   help="another build directory with compile_commands.json (repeatable): "
                        "its units are analysed too, and with --fix each edit is verified "
                        "against the commands of every database that compiles it")
    p.add_argument("--source-root", metavar="DIR",
                   help="the project's source tree, for its -isystem directories "
                        "(default: CMake's source directory of BUILD_DIR, else the git "
                        "work tree of the first unit)")
    p.add_argument("--only-top", type=int, metavar="N",
                   help="with --coverage (or --heap-profile) and --fix: apply only the "
                        "fixes of the N highest-ranked findings that ran (that allocated) "
                        "and have a fix-it")
    p.add_argument("--heap-profile", metavar="FILE",
                   help="rank the findings by the string allocations measured in this "
                        "heaptrack recording of a -g build's run (heaptrack.APP.PID.zst; "
                        "docs/which-findings-matter.md)")
    p.add_argument("--html", metavar="FILE",
                   help="with --heap-profile: write a self-contained HTML report of the "
                        "measured ranking to FILE")


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    installed = os.access(INSTALLED_STRCOST, os.X_OK)
    p.add_argument("--strcost", required=not installed,
                   default=INSTALLED_STRCOST if installed else None,
                   help="the strcost driver binary (installed: the one beside this script)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    add_own_options(p)
    p.add_argument("build_dir", nargs="?", help="directory with compile_commands.json")
    p.add_argument("strcost_args", nargs=argparse.REMAINDER,
                   help="passed to strcost for every file")
    args = p.parse_args()
    # Own options after BUILD_DIR too (`scripts/run BUILD --coverage P ...`):
    # strcost has none of these names, so the rest is still strcost's.
    # No abbreviations: `--export` or `--cov...` of strcost's own must not be taken.
    late = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    add_own_options(late)
    args, args.strcost_args = late.parse_known_args(args.strcost_args, namespace=args)
    if not os.access(args.strcost, os.X_OK):
        die(f"strcost binary '{args.strcost}' not found; build it first")
    if args.coverage and not os.path.isfile(args.coverage):
        die(f"no coverage profile '{args.coverage}'")
    if args.coverage and not args.coverage_object:
        die("--coverage needs --coverage-object: the instrumented program the profile is of")
    if args.only_top is not None and not ((args.coverage or args.heap_profile)
                                          and FIX_FLAGS & set(args.strcost_args)):
        die("--only-top needs --coverage or --heap-profile, and --fix: it picks fixes by "
            "the ranking")
    if args.html and not args.heap_profile:
        die("--html needs --heap-profile: the report ranks by the measured allocations")
    if args.only_top is not None and args.only_top < 1:
        die(f"--only-top must be at least 1, not {args.only_top}")
    for option in ("source_filter", "exclude_source_filter"):
        try:
            if getattr(args, option):
                setattr(args, option, re.compile(getattr(args, option)))
        except re.error as e:
            die(f"--{option.replace('_', '-')}: not a regular expression: {e}")
    return args


class Run:
    """What the units report, gathered once: each finding printed once (a
    header seen from several units is reported once), counted per check."""

    def __init__(self, tty):
        self.tty = tty
        self.seen = set()
        self.per_check = {}   # check -> [count, with fix-it]
        self.findings = []    # dicts: path, line, col, check, message, notes, fixed
        self.failed, self.crashed = [], []

    def unit(self, file, cwd, rc, output, fixes, fixes_path, fix_errors):
        rel = os.path.relpath(file)
        if rc < 0 or "crash backtrace" in output.lower() or "Stack dump:" in output:
            self.crashed.append(rel)
        has_error = False
        for d, block in diagnostic_blocks(output):
            if d is None:
                continue
            if d.is_compile_error:
                has_error = True
            elif d.check.startswith("strcost-"):
                self.finding(d, block, cwd, fixes)
        if has_error or (rc != 0 and rel not in self.crashed):
            self.failed.append(rel)
            if has_error and not fix_errors and os.path.exists(fixes_path):
                os.remove(fixes_path)  # as clang-tidy: no fixes to broken code

    def finding(self, d, block, cwd, fixes):
        # Paths are printed as the compile command spelled them.
        path = os.path.realpath(os.path.join(cwd, d.file))
        block[0] = os.path.relpath(path) + block[0][len(d.file):]
        key = (path, d.line, d.col, d.message)
        if key in self.seen:
            return
        self.seen.add(key)
        if self.tty:
            sys.stderr.write("\r\033[K")
        print("\n".join(block), flush=True)
        entry = self.per_check.setdefault(d.check, [0, 0])
        entry[0] += 1
        offset = line_offset(path, d.line, d.col)
        exported = [f for f in fixes if f.check == d.check and f.offset == offset and
                    os.path.realpath(f.file) == path]
        fixed = any(f.has_fix for f in exported)
        entry[1] += fixed
        notes = [n.message for n in map(parse_diagnostic, block[1:]) if n and n.level == "note"]
        # The fix's edits, for the lines a finding covers (--heap-profile)
        # and the report's diff.
        replacements = [{"path": os.path.realpath(os.path.join(f.build_dir, r.get("FilePath", ""))),
                         "offset": r.get("Offset", 0), "length": r.get("Length", 0),
                         "text": r.get("ReplacementText", "")}
                        for f in exported[:1] for r in f.replacements]
        cost = next((c[1] for c in map(parse_cost_note, notes) if c), None)
        # What its notes mark: where a loop-growth finding's string grows.
        marked = [r for f in exported[:1]
                  for r in strcost_heap.marked_ranges(f.notes, f.build_dir)]
        self.findings.append({"path": path, "line": d.line, "col": d.col, "check": d.check,
                              "message": d.message, "notes": notes, "fixed": fixed,
                              "offset": offset, "replacements": replacements, "cost": cost,
                              "marked": marked, "cost_ns": strcost_coverage.cost_ns(notes)})

    def summary(self, units):
        print()
        print("strcost summary")
        savings = measured_savings()
        width = max([len(c) for c in self.per_check] + [len("total"), len("check")])
        print(f"  {'check':<{width}}  findings  with fix-it  measured saving of the fix")
        total = [0, 0]
        for check in sorted(self.per_check):
            n, fixed = self.per_check[check]
            total[0] += n
            total[1] += fixed
            print(f"  {check:<{width}}  {n:>8}  {fixed:>11}  {savings.get(check, '')}".rstrip())
        print(f"  {'total':<{width}}  {total[0]:>8}  {total[1]:>11}")
        print(f"  {units} translation units analysed, "
              f"{len(self.failed)} with compile errors, {len(self.crashed)} crashed")
        for f in self.failed:
            print(f"  compile errors in {f} (clang could not parse it as configured)")
        for f in self.crashed:
            print(f"  CRASH in {f}")
        return total[0]


class Project:
    """The databases of a run: the build directories as given, the ones
    strcost reads (a rewritten copy where -isystem directories of the
    project became -I), and which database each unit is analysed with."""

    def __init__(self):
        self.build_dirs = []   # absolute, as given: BUILD_DIR, then each --also-build
        self.databases = []    # what strcost gets with -p, in the same order
        self.files = {}        # file -> the directory its command runs in
        self.unit_db = {}      # file -> the database it is analysed with
        self.own = {}          # -isystem directory analysed as the project's -> units
        self.kept = {}         # (directory, why) left as -isystem -> units


def source_root(args, build_dir, files):
    """The project's source tree: --source-root, CMake's source directory of
    build_dir, the git work tree of the first unit, else None."""
    if args.source_root:
        return os.path.abspath(args.source_root)
    root = cmake_source_dir(build_dir)
    if root:
        return root
    first = min(files) if files else None
    if first:
        r = subprocess.run(["git", "-C", os.path.dirname(first), "rev-parse", "--show-toplevel"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        if r.returncode == 0 and r.stdout.strip():
            return r.stdout.strip()
    return None


def own_headers_database(project, entries, build_dir, root, tmp, index, walk_cache):
    """build_dir's database, or a copy in tmp whose commands give the
    project's -isystem directories as -I (own_system_headers)."""
    if not root:
        return build_dir
    rewritten, changed = [], False
    for e in entries:
        args = command_arguments(e)
        own = own_system_headers(args, e["directory"], root, project.build_dirs, walk_cache)
        for d in own.converted:
            project.own[d] = project.own.get(d, 0) + 1
        for k in own.kept:
            project.kept[k] = project.kept.get(k, 0) + 1
        changed |= bool(own.converted)
        e = {k: v for k, v in e.items() if k != "command"}
        e["arguments"] = own.arguments
        rewritten.append(e)
    if not changed:
        return build_dir
    out = os.path.join(tmp, f"database-{index}")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "compile_commands.json"), "w") as f:
        json.dump(rewritten, f, indent=1)
    return out


def select_units(args, tmp):
    """(Project, what it is) for this run."""
    project = Project()
    if args.build_dir:
        project.build_dirs = [os.path.abspath(d) for d in [args.build_dir, *args.also_build]]
        what = ", ".join(project.build_dirs)
    else:
        if args.also_build:
            die("--also-build needs a BUILD_DIR")
        project.build_dirs = [examples_database(tmp)]
        what = "the bundled examples in bench/examples"
    loaded = [load_database(d) for d in project.build_dirs]
    root = None
    if args.build_dir:
        root = source_root(args, project.build_dirs[0], loaded[0][1])
    walk_cache = {}
    for index, (build_dir, (entries, files)) in enumerate(zip(project.build_dirs, loaded)):
        if not files:
            die(f"'{build_dir}/compile_commands.json' lists no files")
        database = own_headers_database(project, entries, build_dir, root, tmp, index, walk_cache)
        project.databases.append(database)
        for f, d in files.items():
            if f not in project.files:
                project.files[f] = d
                project.unit_db[f] = database
    files = project.files
    # Like run-clang-tidy's -source-filter: a unit's own file is always
    # reported by clang-tidy, whatever --header-filter says.
    files = {f: d for f, d in files.items()
             if (not args.source_filter or args.source_filter.search(f))
             and not (args.exclude_source_filter and args.exclude_source_filter.search(f))}
    if not files:
        die("--source-filter / --exclude-source-filter leave no unit to analyse")
    if args.diff or args.staged:
        files, args.selection_args = changed_selection(args, files)
        what += ", changed lines only"
    project.files = files
    return project, what


FIX_FLAGS = {"--fix", "-fix", "--fix-errors", "-fix-errors"}


def analyse_all(args, project, fixes_dir, run):
    """Analyses every unit; returns whether the run fixes (the fixes are
    exported into fixes_dir, for apply_fixes once the ranking is known)."""
    fixing = any(a in FIX_FLAGS for a in args.strcost_args)
    fix_errors = any(a in ("--fix-errors", "-fix-errors") for a in args.strcost_args)
    per_unit_args = [a for a in args.strcost_args if a not in FIX_FLAGS] + args.selection_args
    if fixing:  # verified once, across units, by --apply-fixes
        per_unit_args.append("--verify-fixes=false")
    files = project.files
    jobs = max(1, min(args.jobs, len(files)))
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        futures = [pool.submit(analyse, args.strcost, project.unit_db[f], f, per_unit_args,
                               fixes_dir, i)
                   for i, f in enumerate(files)]
        for done, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            file, rc, output, fixes, fixes_path = fut.result()
            progress = f"[{done}/{len(files)}] {os.path.relpath(file)}"
            sys.stderr.write(("\r\033[K" + progress) if run.tty else progress + "\n")
            sys.stderr.flush()
            run.unit(file, files[file], rc, output, fixes, fixes_path, fix_errors)
    if run.tty:
        sys.stderr.write("\r\033[K")
    return fixing


def main():
    args = parse_args()
    args.selection_args = []
    tmp = tempfile.mkdtemp(prefix="strcost-run-")
    fixes_dir = export_dir(args.export_dir) if args.export_dir else tmp
    try:
        project, what = select_units(args, tmp)
        files = project.files
        if not files:
            sys.stderr.write("strcost: no translation unit has changed lines\n")
            return 0
        coverage = load_coverage(args) if args.coverage else None
        heap = load_heap(args, project.build_dirs, files) if args.heap_profile else None
        jobs = max(1, min(args.jobs, len(files)))
        sys.stderr.write(f"strcost: {len(files)} translation units from {what}, "
                         f"{jobs} in parallel\n")
        run = Run(sys.stderr.isatty())
        fixing = analyse_all(args, project, fixes_dir, run)
        total = run.summary(len(files))
        own_headers_summary(project)
        if coverage:
            ranked = print_ranking(run.findings, coverage, args.top)
            if args.only_top:
                keep_only(fixes_dir, strcost_coverage.top_fixed(ranked, args.only_top))
        if heap:
            # Again, with the directories of the findings' files as the
            # project's too: a header with findings outside the sources' tree.
            heap = strcost_heap.measure(heap.recording, strcost_heap.Project(
                list(files), [*project.build_dirs, *set(files.values()),
                              *{os.path.dirname(f["path"]) for f in run.findings}]))
            measured, uncovered = print_heap_ranking(run.findings, heap, args.top)
            if args.only_top and not coverage:
                keep_only(fixes_dir, strcost_heap.top_fixed(measured, args.only_top))
            if args.html:
                import strcost_report
                strcost_report.write(args.html, measured, uncovered, heap,
                                     args.heap_profile, what)
                print(f"strcost: the report is in {args.html}")
        if fixing:
            if args.export_dir:
                # The exports' offsets are into the text as it is before
                # the fixes: strcost-sarif.py reads it from there.
                snapshot_sources(fixes_dir)
            apply_fixes(args.strcost, project.databases, fixes_dir, apply_args(args.strcost_args))
        if run.crashed:
            return 2
        return 3 if args.fail_on_findings and total else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def strcost_llvm_version(strcost):
    """The LLVM major version the driver names in `--version`, or None."""
    r = subprocess.run([strcost, "--version"], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, errors="replace")
    m = re.search(r"built for LLVM (\d+)", r.stdout) or re.search(r"LLVM version (\d+)", r.stdout)
    return m.group(1) if m else None


def load_coverage(args):
    try:
        tool = strcost_coverage.llvm_cov(strcost_llvm_version(args.strcost))
        return strcost_coverage.Coverage(
            strcost_coverage.export(args.coverage, args.coverage_object, tool))
    except strcost_coverage.CoverageError as e:
        die(str(e))


def load_heap(args, build_dirs, files):
    """The string allocations of the heaptrack recording, attributed to the
    project's lines (the compilation databases' sources and build directories)."""
    try:
        return strcost_heap.load(args.heap_profile, list(files),
                                 [*build_dirs, *set(files.values())])[0]
    except strcost_heap.HeapError as e:
        die(str(e))


def print_heap_ranking(findings, heap, top):
    """The findings by the string allocations measured at their lines, the
    first `top` listed, then the hottest string sites no finding covers."""
    uncovered = strcost_heap.attach(findings, heap)
    ranked = strcost_heap.rank(findings)
    for f in ranked:
        f["model_error"] = strcost_heap.model_error(f)
    allocated = [f for f in ranked if f["heap"]["allocations"]]
    covered = sum(f["heap"]["allocations"] for f in ranked)
    print()
    print(f"strcost ranking by the heap profile ({len(allocated)} of {len(ranked)} findings "
          f"allocated; {heap.string_allocations:,} of {heap.allocations:,} allocations "
          f"were strings', {covered:,} at findings)")
    print(f"  {'#':>3}  {'allocations':>12}  {'bytes':>12}  {'static cost':>12}  finding")
    for i, f in enumerate(ranked[:top], 1):
        static = "" if f.get("cost_ns") is None else format_ns(f["cost_ns"]) + "/run"
        print(f"  {i:>3}  {f['heap']['allocations']:>12,}  {f['heap']['bytes']:>12,}  "
              f"{static:>12}  {os.path.relpath(f['path'])}:{f['line']}:{f['col']} "
              f"[{f['check']}]")
        if f["model_error"]:
            print(f"       model error: fix in utils/CostModel ({f['model_error']})")
        if f["heap"]["in_callees"]:
            print(f"       {f['heap']['in_callees']:,} of them in the callees its string "
                  f"is passed to: {callee_sites(f)}")
    rest = ranked[top:]
    if rest:
        n = sum(f["heap"]["allocations"] for f in rest)
        print(f"  ... {len(rest)} more, {n:,} allocations together")
    print()
    print(f"strcost hot string sites no finding covers ({len(uncovered)} "
          f"site{'' if len(uncovered) == 1 else 's'}, "
          f"{sum(s.allocations for s in uncovered):,} allocations)")
    print(f"  {'#':>3}  {'allocations':>12}  {'bytes min/median/p95/max':>24}  site, remedy")
    for i, s in enumerate(uncovered[:top], 1):
        sizes = " / ".join(str(v) for v in s.lengths())
        print(f"  {i:>3}  {s.allocations:>12,}  {sizes:>24}  "
              f"{os.path.relpath(s.path)}:{s.line} in {strcost_heap.short_function(s.function)}")
        print(f"       remedy: {strcost_heap.remedy(s)}")
    return ranked, uncovered


def callee_sites(finding):
    """The callees' lines where a loop-growth finding's string grew, the
    most allocations first: 'csutil.cxx:164 in u16_u8 (34,736)'."""
    where = {}
    for s in finding["heap"]["callee_sites"]:
        key = (s.path, s.line, s.function)
        where[key] = where.get(key, 0) + s.allocations
    top = sorted(where.items(), key=lambda kv: (-kv[1], kv[0]))
    text = ", ".join(f"{os.path.relpath(p)}:{ln} in {strcost_heap.short_function(fn)} ({n:,})"
                     for (p, ln, fn), n in top[:3])
    return text + (f" and {len(top) - 3} more" if len(top) > 3 else "")


def print_ranking(findings, coverage, top):
    """The findings by estimated total saving in the profiled workload (by
    executions where no cost is estimated), the first `top` listed."""
    ranked = strcost_coverage.rank(findings, coverage)
    ran = [f for f in ranked if f["executions"]]
    print()
    print(f"strcost ranking by the coverage profile ({len(ran)} of {len(ranked)} findings ran)")
    print(f"  {'#':>3}  {'executions':>12}  {'est. saving':>12}  finding")
    for i, f in enumerate(ranked[:top], 1):
        runs = "not profiled" if f["executions"] is None else f"{f['executions']:,}"
        saving = "" if f["saving_ns"] is None else format_ns(f["saving_ns"])
        print(f"  {i:>3}  {runs:>12}  {saving:>12}  "
              f"{os.path.relpath(f['path'])}:{f['line']}:{f['col']} [{f['check']}]")
    rest = ranked[top:]
    if rest:
        runs = sum(f["executions"] or 0 for f in rest)
        print(f"  ... {len(rest)} more, {runs:,} executions together")
    return ranked


def keep_only(fixes_dir, chosen):
    """Rewrites the units' exported fixes in fixes_dir so that only the
    findings in `chosen` ((check, path, offset) keys) keep their
    replacements: --apply-fixes then verifies and applies those alone. A
    finding without a fix-it is left as it is."""
    import yaml
    kept = set()
    for name in sorted(os.listdir(fixes_dir)):
        if not (name.startswith("fixes-") and name.endswith(".yaml")):
            continue
        path = os.path.join(fixes_dir, name)
        with open(path, encoding="utf-8") as f:
            doc = yaml.safe_load(f) or {}
        diagnostics = []
        for d in doc.get("Diagnostics") or []:
            msg = d.get("DiagnosticMessage") or {}
            build_dir = d.get("BuildDirectory") or ""
            key = (d.get("DiagnosticName", ""),
                   os.path.realpath(os.path.join(build_dir, msg.get("FilePath", ""))),
                   msg.get("FileOffset", 0))
            if not msg.get("Replacements"):
                diagnostics.append(d)
            elif key in chosen:
                diagnostics.append(d)
                kept.add(key)
        doc["Diagnostics"] = diagnostics
        with open(path, "w", encoding="utf-8") as f:
            # No line folding: a replacement's text must come back byte for byte.
            yaml.safe_dump(doc, f, sort_keys=False, allow_unicode=True, explicit_start=True,
                           explicit_end=True, width=float("inf"))
    print(f"strcost: --only-top: the fixes of {len(kept)} of the highest-ranked findings "
          "are applied, the others' are left out")


def format_ns(ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.1f} {unit}"
    return f"{ns:.0f} ns"


def export_dir(path):
    """--export-dir, made or emptied of an earlier run's exports and the
    sources an earlier --fix kept (only those: the directory may hold other
    files)."""
    path = os.path.abspath(path)
    try:
        os.makedirs(path, exist_ok=True)
        for name in os.listdir(path):
            if name.startswith("fixes-") and name.endswith(".yaml"):
                os.remove(os.path.join(path, name))
        shutil.rmtree(os.path.join(path, SOURCES), ignore_errors=True)
    except OSError as e:
        die(f"cannot use '{path}' for the exports: {e.strerror}")
    return path


def apply_args(strcost_args):
    """The arguments of the run that the last step, --apply-fixes, honours:
    verification, the compiler's extra arguments, and --format-style (the
    replaced ranges are formatted as clang-tidy would; default: none)."""
    kept = []
    for i, a in enumerate(strcost_args):
        if a.startswith(("--verify-fixes", "--extra-arg", "-extra-arg",
                         "--format-style=", "-format-style=")):
            kept.append(a)
        elif a in ("--format-style", "-format-style") and i + 1 < len(strcost_args):
            kept.append(f"--format-style={strcost_args[i + 1]}")
    return kept


def own_headers_summary(project):
    """The -isystem directories of the source tree: analysed as the
    project's own, or left to the system (and why)."""
    def rel(d):
        return os.path.relpath(d) if is_under(d, os.getcwd()) else d
    for d, units in sorted(project.own.items()):
        print(f"  {rel(d)}: given with -isystem ({units} compile commands) but in the "
              "source tree: analysed as the project's own headers (-I)")
    for (d, why), units in sorted(project.kept.items()):
        print(f"  {rel(d)}: given with -isystem ({units} compile commands), in the source "
              f"tree, but its headers are not analysed (system headers): {why}")


def apply_fixes(strcost, databases, fixes_dir, extra):
    """Verifies each edit against every configuration of every database that
    compiles the file it edits (a header's against every unit that includes
    it) and applies every fix that holds (strcost --apply-fixes)."""
    r = subprocess.run([strcost, f"--apply-fixes={fixes_dir}",
                        *[a for d in databases for a in ("-p", d)], *extra],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       errors="replace")
    sys.stdout.write(r.stdout)
    if r.returncode != 0:
        die("applying the fixes failed")


def measured_savings():
    """check -> what its fix measured in docs/benchmarks.md (the before/after
    pair built with strcost's own --fix), as written by bench/report.py."""
    if not SAVINGS:
        return {}
    try:
        with open(SAVINGS) as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    result = {}
    for check, s in data.items():
        low, high = s.get("min"), s.get("max")
        if not isinstance(low, (int, float)) or not isinstance(high, (int, float)):
            continue
        span = f"{low:.2f}x" if abs(high - low) < 0.005 else f"{low:.2f}x-{high:.2f}x"
        result[check] = f"speedup {span} (docs/benchmarks.md#{s.get('experiment', '')})"
    return result


_line_starts = {}


def line_offset(path, line, col):
    """The byte offset of line:col in path, as --export-fixes reports it."""
    if path not in _line_starts:
        starts = [0]
        try:
            with open(path, "rb") as f:
                for raw in f:
                    starts.append(starts[-1] + len(raw))
        except OSError:
            pass
        _line_starts[path] = starts
    starts = _line_starts[path]
    if line - 1 >= len(starts):
        return -1
    return starts[line - 1] + col - 1


if __name__ == "__main__":
    sys.exit(main())
