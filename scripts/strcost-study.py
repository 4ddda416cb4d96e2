#!/usr/bin/env python3
"""A real-program study (issue 16, docs/which-findings-matter.md): build a
Debian source package with coverage, run its own workload, rank strcost's
findings by the profile, apply the fixes of the top ones only, rebuild both
trees normally, run the package's tests, and measure before and after.

  strcost-study.py --strcost BIN [--work DIR] [--source TREE] [--top N]
                   [--runs R] [--steps STEPS] PACKAGE

PACKAGE is an entry of PROJECTS below (ninja-build, libjsoncpp). Without
--source, `apt-get source PACKAGE` fetches the tree (a deb-src entry is
needed). Steps, in order (--steps picks some, comma-separated):

  prepare  copy the tree twice: WORK/pristine and WORK/fixed
  profile  build WORK/fixed with -fprofile-instr-generate -fcoverage-mapping
           (WORK/build-cov), run the workload, llvm-profdata merge
  fix      strcost-run.py --coverage ... --fix --only-top N on WORK/fixed
           (--all-fixes: every fix, as the control)
           (ranking and fixes: WORK/rank.txt, the diff: WORK/fixes.diff)
  build    both trees with -O2 (WORK/build-before, WORK/build-after)
  test     the package's tests in both builds
  measure  the workload alternately before/after, R times each: CPU time
           (user+sys), the program's own figure and its heap allocations
           (scripts/study/malloc_count.c, preloaded), medians; then once each
           under valgrind's cachegrind: instructions
           -> WORK/measure.json and a Markdown table on stdout

Every build uses clang of strcost's LLVM version, so the profile can be read.
Exits 1 when a step fails.
"""

import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.realpath(__file__))
ROOT = os.path.dirname(HERE)
RUNTIME_CMAKE = os.path.join(ROOT, "test", "validation", "strcost_runtime.cmake")
STEPS = ["prepare", "profile", "fix", "build", "test", "measure"]

# Per package: CMake arguments, targets, the instrumented binaries the profile
# is of, commands that set up a run directory, the workload (each program with
# the regular expression of the figure it prints itself; only programs with a
# fixed amount of work: one that loops until a time has passed, such as
# ninja's clparser_perftest, gives no comparable CPU time or instruction
# count), and the tests. {build}, {src} and {run} are replaced.
PROJECTS = {
    "ninja-build": {
        "cmake": ["-DBUILD_TESTING=ON"],
        "targets": ["ninja", "ninja_test", "build_log_perftest", "manifest_parser_perftest"],
        "objects": ["ninja", "build_log_perftest", "manifest_parser_perftest"],
        "setup": [["python3", "{src}/misc/write_fake_manifests.py",
                   "{run}/build/manifest_perftest"]],
        "workload": [
            {"name": "manifest_parser_perftest", "cmd": ["{build}/manifest_parser_perftest"],
             "figure": r"avg ([0-9.]+)ms", "unit": "ms per load"},
            {"name": "build_log_perftest", "cmd": ["{build}/build_log_perftest"],
             "figure": r"avg ([0-9.]+)ms", "unit": "ms per load"},
            {"name": "ninja -t commands (fake manifest)", "cwd": "{run}/build/manifest_perftest",
             "cmd": ["{build}/ninja", "-t", "commands", "all"]},
        ],
        "tests": [["{build}/ninja_test"]],
    },
    # jsoncpp's own test runner (parse, print the value tree, rewrite, parse
    # the rewrite) on real input: Debian's iso-codes tables (package
    # iso-codes), with its default writer and with the stream writer.
    # Built once, statically (Debian's CMake default builds the sources three
    # times). The one configuration is built, so the fixes may ignore
    # preprocessor conditionals (docs/conditional-code.md): every finding of
    # this tree is in code whose types `#if` chooses.
    "libjsoncpp": {
        "cmake": ["-DBUILD_SHARED_LIBS=OFF", "-DBUILD_STATIC_LIBS=ON", "-DBUILD_OBJECT_LIBS=OFF",
                  "-DJSONCPP_WITH_POST_BUILD_UNITTEST=OFF"],
        "targets": ["jsontestrunner_exe", "jsoncpp_test"],
        "objects": ["bin/jsontestrunner_exe"],
        "config": "CheckOptions: {ConditionalCode: ignore}",
        "setup": [["cp", "/usr/share/iso-codes/json/iso_639-3.json",
                   "/usr/share/iso-codes/json/iso_3166-2.json", "{run}"]],
        "workload": [
            {"name": "jsontestrunner iso_639-3.json", "cmd": ["{build}/bin/jsontestrunner_exe",
                                                           "iso_639-3.json"]},
            {"name": "jsontestrunner iso_3166-2.json", "cmd": ["{build}/bin/jsontestrunner_exe",
                                                            "iso_3166-2.json"]},
            {"name": "jsontestrunner --json-writer BuiltStyledStreamWriter iso_639-3.json",
             "cmd": ["{build}/bin/jsontestrunner_exe", "--json-writer",
                     "BuiltStyledStreamWriter", "iso_639-3.json"]},
        ],
        "tests": [["{build}/bin/jsoncpp_test"]],
    },
}


def die(msg):
    sys.stderr.write(f"strcost-study: error: {msg}\n")
    sys.exit(1)


def run(cmd, cwd=None, log=None, env=None):
    """Runs cmd; its output goes to log (appended) or is returned."""
    out = open(log, "a") if log else subprocess.PIPE
    try:
        r = subprocess.run(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, text=True,
                           errors="replace", env=env)
    finally:
        if log:
            out.close()
    if r.returncode != 0:
        die(f"{' '.join(cmd)} failed (exit {r.returncode})" + (f"; see {log}" if log else
                                                                f":\n{r.stdout[-3000:]}"))
    return r.stdout


def expand(items, **where):
    return [s.format(**where) for s in items]


def step_prepare(args, project):
    source = args.source
    if not source:
        fetch = os.path.join(args.work, "apt-source")
        os.makedirs(fetch, exist_ok=True)
        run(["apt-get", "source", args.package], cwd=fetch, log=args.log)
        source = next(os.path.join(fetch, d) for d in sorted(os.listdir(fetch))
                      if os.path.isdir(os.path.join(fetch, d)))
    for tree in ("pristine", "fixed"):
        dest = os.path.join(args.work, tree)
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(source, dest, symlinks=True,
                        ignore=shutil.ignore_patterns("build", "build-*", ".pc"))


def configure_and_build(args, project, tree, build, flags, targets):
    """Configures (again: the cache is kept, ninja rebuilds what changed) and
    builds the targets."""
    v = args.llvm
    run(["cmake", "-S", tree, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
         f"-DCMAKE_C_COMPILER=clang-{v}", f"-DCMAKE_CXX_COMPILER=clang++-{v}",
         "-DCMAKE_C_FLAGS_RELEASE=-O2 -DNDEBUG", "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG",
         f"-DCMAKE_CXX_FLAGS={flags}", f"-DCMAKE_C_FLAGS={flags}",
         f"-DCMAKE_EXE_LINKER_FLAGS={flags}", "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
         f"-DCMAKE_PROJECT_INCLUDE={RUNTIME_CMAKE}", *project["cmake"]], log=args.log)
    run(["ninja", "-C", build, f"-j{args.jobs}", *targets], log=args.log)


def run_dir(args, side, project, build):
    """A directory the workload runs in (the programs write files there)."""
    path = os.path.join(args.work, f"run-{side}")
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    where = {"build": build, "src": os.path.join(args.work, "pristine"), "run": path}
    for cmd in project["setup"]:
        run(expand(cmd, **where), cwd=path, log=args.log)
    return where


def step_profile(args, project):
    build = os.path.join(args.work, "build-cov")
    configure_and_build(args, project, os.path.join(args.work, "fixed"), build,
                        "-fprofile-instr-generate -fcoverage-mapping", project["objects"])
    where = run_dir(args, "cov", project, build)
    prof = os.path.join(args.work, "profraw")
    shutil.rmtree(prof, ignore_errors=True)
    env = dict(os.environ, LLVM_PROFILE_FILE=os.path.join(prof, "%p-%m.profraw"))
    for w in project["workload"]:
        run(expand(w["cmd"], **where), cwd=w.get("cwd", "{run}").format(**where),
            log=args.log, env=env)
    raws = [os.path.join(prof, f) for f in sorted(os.listdir(prof))]
    run([f"llvm-profdata-{args.llvm}", "merge", "-o",
         os.path.join(args.work, "workload.profdata"), *raws], log=args.log)


def step_fix(args, project):
    build = os.path.join(args.work, "build-cov")
    fixed = os.path.join(args.work, "fixed")
    objects = [a for o in project["objects"] for a in ("--coverage-object", os.path.join(build, o))]
    out = run([sys.executable, os.path.join(HERE, "strcost-run.py"), "--strcost", args.strcost,
               "-j", str(args.jobs), "--coverage", os.path.join(args.work, "workload.profdata"),
               *objects, "--top", str(max(args.top, 20)),
               *([] if args.all_fixes else ["--only-top", str(args.top)]),
               "--export-dir", os.path.join(args.work, "fixes"),
               # Sources generated into build-cov (re2c's lexer.cc) are units
               # too, and --header-filter does not leave a unit's own file out.
               f"--source-filter=^{re.escape(fixed)}/", build,
               "--config={Checks: '-*,strcost-*'" + (", " + project["config"] if
                                                     "config" in project else "") + "}",
               f"--header-filter=^{re.escape(fixed)}/.*",
               "--fix"])
    with open(os.path.join(args.work, "rank.txt"), "w") as f:
        f.write(out)
    diff = subprocess.run(["diff", "-ru", os.path.join(args.work, "pristine"), fixed],
                          stdout=subprocess.PIPE, text=True, errors="replace").stdout
    with open(os.path.join(args.work, "fixes.diff"), "w") as f:
        f.write(diff)
    print(out[out.find("strcost ranking"):] if "strcost ranking" in out else out[-3000:])


def step_build(args, project):
    for side, tree in (("before", "pristine"), ("after", "fixed")):
        configure_and_build(args, project, os.path.join(args.work, tree),
                            os.path.join(args.work, f"build-{side}"), "", project["targets"])


def step_test(args, project):
    for side in ("before", "after"):
        build = os.path.join(args.work, f"build-{side}")
        for cmd in project["tests"]:
            out = run(expand(cmd, build=build), cwd=build).replace("\r", "\n")
            counts = re.findall(r"\[(\d+)/(\d+)\]", out)  # ninja_test's progress
            last = out.strip().splitlines()[-1] if out.strip() else "ok"
            print(f"tests {side}: {last}" + (f" ({counts[-1][0]}/{counts[-1][1]})"
                                              if counts else ""))


def timed(cmd, cwd, env):
    """(CPU seconds of the child, user + system; its output)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = run(cmd, cwd=cwd, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), out


def figure(w, out):
    m = re.search(w["figure"], out) if w.get("figure") else None
    return float(m.group(1)) if m else None


def malloc_counter(args):
    """The environment that counts a run's heap allocations
    (scripts/study/malloc_count.c, preloaded) and the file it writes."""
    lib = os.path.join(args.work, "malloc_count.so")
    run([f"clang-{args.llvm}", "-O2", "-shared", "-fPIC", "-o", lib,
         os.path.join(HERE, "study", "malloc_count.c")])
    counts = os.path.join(args.work, "malloc_count.txt")
    return dict(os.environ, LD_PRELOAD=lib, STRCOST_MALLOC_COUNT_FILE=counts), counts


def allocations(counts):
    """The count the run just finished wrote (the last line), and the file emptied."""
    try:
        with open(counts) as f:
            lines = f.read().split()
        os.remove(counts)
        return int(lines[-1]) if lines else None
    except OSError:
        return None


def instructions(cmd, cwd, work):
    """Instructions executed by one run (cachegrind without its cache
    simulation: stable under load, where CPU time is not)."""
    out = run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
               f"--cachegrind-out-file={work}/cachegrind.out", *cmd], cwd=cwd)
    m = re.search(r"I\s+refs:\s+([0-9,]+)", out)
    return int(m.group(1).replace(",", "")) if m else None


def save(args, project, results):
    with open(os.path.join(args.work, "measure.json"), "w") as f:
        json.dump({"runs": args.runs, "load": os.getloadavg(), "results": results}, f, indent=1)


def step_measure(args, project):
    sides = {side: run_dir(args, side, project, os.path.join(args.work, f"build-{side}"))
             for side in ("before", "after")}
    env, counts = malloc_counter(args)
    results = {w["name"]: {s: {"cpu": [], "figure": [], "allocations": []} for s in sides}
               for w in project["workload"]}
    for r in range(args.runs):
        # Alternate which side goes first: a load that changes during the run
        # falls on both.
        for side in (("before", "after") if r % 2 == 0 else ("after", "before")):
            where = sides[side]
            for w in project["workload"]:
                cwd = w.get("cwd", "{run}").format(**where)
                cpu, out = timed(expand(w["cmd"], **where), cwd, env)
                got = results[w["name"]][side]
                got["cpu"].append(cpu)
                got["figure"].append(figure(w, out))
                got["allocations"].append(allocations(counts))
        save(args, project, results)
        sys.stderr.write(f"strcost-study: run {r + 1}/{args.runs} of each side done\n")
    if args.valgrind:
        for w in project["workload"]:
            for side, where in sides.items():
                results[w["name"]][side]["instructions"] = instructions(
                    expand(w["cmd"], **where), w.get("cwd", "{run}").format(**where), args.work)
                save(args, project, results)
    print_table(project, results)


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def change(before, after):
    if before is None or after is None or not before:
        return ""
    return f"{(after - before) / before * 100:+.2f}%"


def print_table(project, results):
    print("| workload | measure | before | after | change |")
    print("|---|---|---|---|---|")
    for w in project["workload"]:
        r = results[w["name"]]
        rows = [("CPU s (median)", median(r["before"]["cpu"]), median(r["after"]["cpu"]), ".3f")]
        if w.get("figure"):
            rows.append((f"{w['unit']} (median)", median(r["before"]["figure"]),
                         median(r["after"]["figure"]), ".1f"))
        rows += [("instructions", r["before"].get("instructions"),
                  r["after"].get("instructions"), ","),
                 ("heap allocations (median)", median(r["before"]["allocations"]),
                  median(r["after"]["allocations"]), ",.0f")]
        for name, b, a, fmt in rows:
            show = lambda v: "n/a" if v is None else format(v, fmt)  # noqa: E731
            print(f"| {w['name']} | {name} | {show(b)} | {show(a)} | {change(b, a)} |")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--strcost", required=True, help="the strcost driver binary")
    p.add_argument("--work", help="work directory (default: /work/study-PACKAGE)")
    p.add_argument("--source", help="an unpacked source tree (default: apt-get source)")
    p.add_argument("--top", type=int, default=10, help="apply the fixes of the top N findings")
    p.add_argument("--all-fixes", action="store_true",
                   help="apply every fix, not only the top N's (the control: what the "
                        "ranking says not to bother with)")
    p.add_argument("--runs", type=int, default=5, help="timed runs of each side")
    p.add_argument("--no-valgrind", dest="valgrind", action="store_false",
                   help="skip the instruction counts (cachegrind)")
    p.add_argument("--steps", default=",".join(STEPS), help="comma-separated subset of "
                   + ", ".join(STEPS))
    p.add_argument("--llvm", default="19", help="LLVM version of strcost (clang, llvm-profdata)")
    p.add_argument("-j", "--jobs", type=int, default=2)
    p.add_argument("package", choices=sorted(PROJECTS))
    args = p.parse_args()
    args.strcost = os.path.abspath(args.strcost)
    args.work = os.path.abspath(args.work or f"/work/study-{args.package}")
    os.makedirs(args.work, exist_ok=True)
    args.log = os.path.join(args.work, "study.log")
    steps = args.steps.split(",")
    for s in steps:
        if s not in STEPS:
            die(f"unknown step '{s}' (steps: {', '.join(STEPS)})")
    project = PROJECTS[args.package]
    for s in STEPS:
        if s in steps:
            started = time.time()
            sys.stderr.write(f"strcost-study: {s} ...\n")
            globals()[f"step_{s}"](args, project)
            sys.stderr.write(f"strcost-study: {s} done in {time.time() - started:.0f} s\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
