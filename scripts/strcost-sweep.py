#!/usr/bin/env python3
"""The robustness sweep: strcost's checks over many translation units of other
people's code, in several modes, looking for crashes, hangs and fixes that
verification has to withdraw, and measuring what the checks add to a parse.

  strcost-sweep.py --strcost BIN --plugin SO --clangxx CLANG --work DIR
                   (--packages a,b | --packages-file F | --source DIR)
                   [--modes libstdc++,libc++,ms] [-j N] [--max-units N]
  strcost-sweep.py --work DIR --table     # the results table (markdown)

For each Debian source package (`apt-get source`, into WORK/NAME/source) it
finds a compilation database: CMake's or meson's configure step when the
package has one (configure only, nothing is built; with --build-dep its build
dependencies are installed first), else one command per C++ source with the
tree's header directories on the include path. Each unit then runs, in each
mode, three times:

  - plain clang++ -fsyntax-only: does the unit parse at all, and its CPU time;
  - the same compile with strcost's compiler plugin and every check: the
    checks' overhead over the bare parse (CPU time; a crash is a failure);
  - the strcost driver with --export-fixes (fixes verified, nothing written):
    findings per check, fixes withdrawn as not compiling, crashes, and hangs
    (more than 3x the plain parse, and at least 60 s).

Each run's CPU time and peak resident size are its own (wait4), also with -j.

With --instructions K, one unit in K (chosen by its path, so that reruns and
other machines pick the same ones) is also compiled plain and with the plugin
under valgrind (cachegrind, no cache simulation): the checks' overhead in
instructions executed, which the machine's load does not change as it changes
CPU time. Results go to WORK/results/instructions/NAME.jsonl, resumable too.

Units that plain clang cannot parse are counted apart and still analysed
(no crash is promised on any input). Results go to WORK/results/NAME.jsonl,
one line per unit and mode; a rerun skips what is recorded (resumable).
Exit status 1 when any crash or hang was recorded.
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
sys.path.insert(0, os.path.join(ROOT, "test", "validation"))
from strcost_common import command_arguments, parse_diagnostic  # noqa: E402
# apt-get source needs a deb-src entry: the validation harness adds one.
from validate import ensure_deb_src  # noqa: E402

MODES = {
    "libstdc++": [],
    "libc++": ["-stdlib=libc++"],
    # libstdc++ needs an MSVC version that knows char16_t, and its <atomic>
    # the GNU atomics macros that clang defines only outside MS mode.
    "ms": ["-fms-compatibility", "-fms-extensions", "-fdelayed-template-parsing",
           "-fms-compatibility-version=19.40", "-D__GCC_ATOMIC_TEST_AND_SET_TRUEVAL=1",
           *(f"-D__GCC_ATOMIC_{t}_LOCK_FREE=2" for t in (
               "BOOL", "CHAR", "CHAR8_T", "CHAR16_T", "CHAR32_T", "WCHAR_T", "SHORT",
               "INT", "LONG", "LLONG", "POINTER"))],
}
CXX_SOURCE = re.compile(r"\.(cc|cpp|cxx|c\+\+|C)$")
HEADER = re.compile(r"\.(h|hh|hpp|hxx|h\+\+|inl|ipp|tcc)$")
# GCC's options that clang does not take, and warnings that are not ours.
DROPPED_PREFIXES = ("-o", "-M", "-fno-canonical-system-headers", "-fconcepts",
                    "-fstack-clash-protection", "-fcf-protection", "-Werror")
QUIET = ["-Wno-everything"]
CRASH_MARKS = ("Stack dump", "PLEASE submit a bug", "LLVM ERROR", "Assertion `")


def log(msg):
    print(f"[sweep] {msg}", file=sys.stderr, flush=True)


def run(cmd, cwd=None, timeout=None):
    """(returncode, output, CPU seconds, wall seconds, peak resident KiB) of
    cmd, measured for that process alone (its own wait4 rusage: with -j the
    other runs' children are not counted in); returncode None when it ran past
    timeout (its process group killed)."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    chunks = []
    reader = threading.Thread(target=lambda: chunks.append(proc.stdout.read()))
    reader.start()
    waited = {}
    waiter = threading.Thread(target=lambda: waited.update(r=os.wait4(proc.pid, 0)))
    waiter.start()
    waiter.join(timeout)
    killed = waiter.is_alive()
    if killed:
        os.killpg(proc.pid, signal.SIGKILL)
        waiter.join()
    reader.join()
    proc.stdout.close()
    _, status, usage = waited["r"]
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    out = b"".join(c for c in chunks if c).decode("utf-8", "replace")
    return (None if killed else proc.returncode, out, usage.ru_utime + usage.ru_stime,
            time.monotonic() - start, usage.ru_maxrss)


# --- the compilation database ----------------------------------------------

def fetch(name, work, build_dep):
    """The unpacked source tree of Debian source package `name`."""
    dest = os.path.join(work, name, "source")
    os.makedirs(dest, exist_ok=True)
    trees = [d for d in glob.glob(os.path.join(dest, "*"))
             if os.path.isdir(os.path.join(d, "debian"))]
    if not trees:
        code, out, _, _, _ = run(["apt-get", "source", "-qq", name], cwd=dest)
        if code != 0:
            raise RuntimeError(f"apt-get source {name} failed:\n{out[-2000:]}")
        trees = [d for d in glob.glob(os.path.join(dest, "*"))
                 if os.path.isdir(os.path.join(d, "debian"))]
    if len(trees) != 1:
        raise RuntimeError(f"expected one source tree in {dest}, found {trees}")
    if build_dep:
        run(["apt-get", "build-dep", "-y", "-qq", "--no-install-recommends", name])
    return trees[0]


def configured_database(src, build):
    """compile_commands.json from the project's own configure step (CMake or
    meson, configure only), or None."""
    if os.path.exists(os.path.join(src, "CMakeLists.txt")):
        cmd = ["cmake", "-S", src, "-B", build, "-G", "Ninja",
               "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", "-DCMAKE_BUILD_TYPE=Release"]
    elif os.path.exists(os.path.join(src, "meson.build")):
        cmd = ["meson", "setup", build, src]
    else:
        return None
    code, _, _, _, _ = run(cmd, timeout=600)
    path = os.path.join(build, "compile_commands.json")
    if code == 0 and os.path.exists(path):
        with open(path) as f:
            return json.load(f)
    return None


def synthesized_database(src):
    """One command per C++ source: the tree's header directories (and their
    parents, for `#include "dir/x.h"`) on the include path, C++17."""
    sources, header_dirs = [], set()
    for root, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "debian"]
        for f in files:
            if CXX_SOURCE.search(f):
                sources.append(os.path.join(root, f))
            elif HEADER.search(f):
                header_dirs.update({root, os.path.dirname(root)})
    includes = [f"-I{d}" for d in sorted(header_dirs) if d.startswith(src)]
    return [{"directory": os.path.dirname(s), "file": s,
             "arguments": ["c++", "-std=c++17", *includes, "-c", s]} for s in sorted(sources)]


def clang_arguments(entry):
    """The entry's compile arguments for clang -fsyntax-only: no compiler, no
    output or dependency files, no source, no GCC-only options."""
    args = command_arguments(entry)[1:]
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
            continue
        if a == "-c" or a.startswith(DROPPED_PREFIXES) or \
                os.path.basename(a) == os.path.basename(entry["file"]):
            continue
        out.append(a)
    return out


def units(name, src, work, max_units):
    """[(file, directory, clang arguments)] of the package's C++ units."""
    db = configured_database(src, os.path.join(work, name, "configured")) \
        or synthesized_database(src)
    seen, out = set(), []
    for e in db:
        path = os.path.normpath(os.path.join(e["directory"], e["file"]))
        if not CXX_SOURCE.search(path) or path in seen or not os.path.exists(path):
            continue
        seen.add(path)
        out.append((path, e["directory"], clang_arguments(e)))
    return out[:max_units] if max_units else out


# --- one unit in one mode ---------------------------------------------------

def crashed(code, output):
    return code is not None and (code < 0 or any(m in output for m in CRASH_MARKS))


def findings(output):
    """{check: count} of the strcost findings, and the fixes withdrawn."""
    per_check, withdrawn = {}, 0
    for line in output.splitlines():
        d = parse_diagnostic(line)
        if d and d.level in ("warning", "error") and d.check.startswith("strcost-"):
            per_check[d.check] = per_check.get(d.check, 0) + 1
        if d and d.no_fix_it_reason and d.no_fix_it_reason.startswith("it does not compile"):
            withdrawn += 1
    return per_check, withdrawn


def unit_flags(tools, args, mode):
    # The runtime on the include path, as in a project that adopted strcost:
    # else every fix that needs <strcost/str_cat.h> would be withdrawn.
    if mode == "ms":
        # glibc's headers under __OPTIMIZE__ use GNU inline forms MS mode does
        # not define: the unit is parsed as unoptimised, -fsyntax-only is all.
        args = [a for a in args if not re.match(r"-O.?$", a)]
    return [*args, *MODES[mode], *QUIET, "-I", tools.runtime_include]


def plugin_command(tools, flags, path):
    return [tools.clangxx, "-fsyntax-only", *flags, f"-fplugin={tools.plugin}",
            "-fplugin-arg-strcost-checks=-*,strcost-*", path]


def unit_key(tools, path):
    """How the results name a unit: its path from the work directory, so that
    results kept with the project (--results) resume on another machine and
    its instruction sample is the same units."""
    return os.path.relpath(path, tools.work)


def sweep_unit(tools, unit, mode):
    path, directory, args = unit
    flags = unit_flags(tools, args, mode)
    code, out, plain_cpu, plain_wall, plain_rss = run(
        [tools.clangxx, "-fsyntax-only", *flags, path], cwd=directory, timeout=600)
    rec = {"unit": unit_key(tools, path), "mode": mode, "parses": code == 0, "plain_cpu": plain_cpu,
           "plain_rss": plain_rss}
    limit = max(tools.hang_seconds, 3 * plain_wall)
    code, out, plugin_cpu, _, plugin_rss = run(plugin_command(tools, flags, path),
                                               cwd=directory, timeout=limit)
    rec.update(plugin_cpu=plugin_cpu, plugin_rss=plugin_rss, plugin_crash=crashed(code, out),
               plugin_hang=code is None)
    with tempfile.TemporaryDirectory() as tmp:
        code, out, driver_cpu, _, driver_rss = run(
            [tools.strcost, "--checks=-*,strcost-*", "--quiet", path,
             f"--export-fixes={tmp}/fixes.yaml", "--", *flags], cwd=directory, timeout=limit)
    per_check, withdrawn = findings(out)
    rec.update(driver_cpu=driver_cpu, driver_rss=driver_rss, crash=crashed(code, out),
               hang=code is None, findings=per_check, withdrawn=withdrawn)
    if rec["crash"] or rec["plugin_crash"] or rec["hang"] or rec["plugin_hang"]:
        rec["command"] = shlex.join([tools.strcost, path, "--", *flags])
        rec["output"] = out[-4000:]
    return rec


# --- a package --------------------------------------------------------------

def recorded(results):
    done = set()
    if os.path.exists(results):
        with open(results) as f:
            for line in f:
                r = json.loads(line)
                done.add((r["unit"], r["mode"]))
    return done


def run_and_record(tools, results, name, todo, measure):
    """measure(tools, unit, mode) over todo, in parallel; each record is
    appended to results as it comes (a stopped sweep keeps what it did)."""
    with open(results, "a") as out, \
            concurrent.futures.ThreadPoolExecutor(tools.jobs) as pool:
        for rec in pool.map(lambda um: measure(tools, *um), todo):
            rec["package"] = name
            out.write(json.dumps(rec) + "\n")
            out.flush()
            yield rec


def sweep_package(tools, name, src):
    results = os.path.join(tools.results, f"{name}.jsonl")
    os.makedirs(os.path.dirname(results), exist_ok=True)
    done = recorded(results)
    todo = [(u, m) for u in units(name, src, tools.work, tools.max_units)
            for m in tools.modes if (unit_key(tools, u[0]), m) not in done]
    log(f"{name}: {len(todo)} runs to do, {len(done)} recorded")
    bad = 0
    for rec in run_and_record(tools, results, name, todo, sweep_unit):
        if rec.get("command"):
            bad += 1
            log(f"FAIL {name}: {rec['unit']} [{rec['mode']}]: "
                f"{'hang' if rec['hang'] or rec['plugin_hang'] else 'crash'}")
    return bad


def sampled(path, every):
    """Whether the unit is in the instruction sample: by its path's CRC, the
    same units on every run and machine."""
    return every > 0 and zlib.crc32(path.encode()) % every == 0


def instructions(cmd, cwd):
    """Instructions the command executed (cachegrind's I refs), or None."""
    code, out, _, _, _ = run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                              "--cachegrind-out-file=/dev/null", *cmd], cwd=cwd, timeout=3600)
    m = re.search(r"I\s+refs:\s+([\d,]+)", out)
    return int(m.group(1).replace(",", "")) if code == 0 and m else None


def measure_instructions(tools, unit, mode):
    path, directory, args = unit
    flags = unit_flags(tools, args, mode)
    plain = instructions([tools.clangxx, "-fsyntax-only", *flags, path], directory)
    plugin = instructions(plugin_command(tools, flags, path), directory) if plain else None
    return {"unit": unit_key(tools, path), "mode": mode, "plain_ir": plain,
            "plugin_ir": plugin}


def sweep_instructions(tools, name, src):
    """The package's sampled units that parse, plain and with the plugin in
    instructions (a unit plain clang rejects has no parse to compare with)."""
    results = os.path.join(tools.results, "instructions", f"{name}.jsonl")
    os.makedirs(os.path.dirname(results), exist_ok=True)
    done = recorded(results)
    parses = {(r["unit"], r["mode"]) for r in load_results(tools.results)
              if r.get("package") == name and r["parses"]}
    todo = [(u, m) for u in units(name, src, tools.work, tools.max_units)
            for m in tools.modes
            for key in [unit_key(tools, u[0])]
            if sampled(key, tools.instructions) and (key, m) in parses
            and (key, m) not in done]
    log(f"{name}: {len(todo)} runs in instructions to do, {len(done)} recorded")
    for _ in run_and_record(tools, results, name, todo, measure_instructions):
        pass


# --- the table --------------------------------------------------------------

def load_results(results):
    recs = []
    for path in sorted(glob.glob(os.path.join(results, "*.jsonl"))):
        with open(path) as f:
            recs += [json.loads(line) for line in f]
    return recs


def load_instructions(results):
    recs = []
    for path in sorted(glob.glob(os.path.join(results, "instructions", "*.jsonl"))):
        with open(path) as f:
            recs += [json.loads(line) for line in f]
    return [r for r in recs if r["plain_ir"] and r["plugin_ir"]]


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))] if values else 0


def table(recs, results):
    """Markdown: a row per package and mode, then the overhead distribution."""
    rows = ["| package | mode | units | plain clang fails | findings (by check) | "
            "fixes withdrawn | crashes | hangs |", "|---|---|---|---|---|---|---|---|"]
    groups = {}
    for r in recs:
        groups.setdefault((r["package"], r["mode"]), []).append(r)
    for (pkg, mode), rs in sorted(groups.items()):
        checks = {}
        for r in rs:
            for c, n in r["findings"].items():
                checks[c] = checks.get(c, 0) + n
        by_check = ", ".join(f"{c[len('strcost-'):]} {n}" for c, n in sorted(checks.items()))
        rows.append(f"| {pkg} | {mode} | {len(rs)} | {sum(not r['parses'] for r in rs)} | "
                    f"{sum(checks.values())}{' (' + by_check + ')' if by_check else ''} | "
                    f"{sum(r['withdrawn'] for r in rs)} | "
                    f"{sum(r['crash'] or r['plugin_crash'] for r in rs)} | "
                    f"{sum(r['hang'] or r['plugin_hang'] for r in rs)} |")
    ratios = sorted(((r["plugin_cpu"] / r["plain_cpu"] - 1, r["unit"], r["mode"]) for r in recs
                     if r["parses"] and r["plain_cpu"] > 0.05), reverse=True)
    if ratios:
        values = [x[0] for x in ratios]
        rows += ["", f"Checks' overhead over the plain parse (CPU time, {len(values)} units that "
                 f"parse): median {statistics.median(values):+.1%}, p95 "
                 f"{percentile(values, 95):+.1%}, max {values[0]:+.1%}", "",
                 "Worst units:", ""]
        rows += [f"- {x[0]:+.1%} {x[1]} [{x[2]}]" for x in ratios[:10]]
    return "\n".join(rows + instruction_rows(recs, load_instructions(results)) + memory(recs))


def instruction_rows(recs, measured):
    """The overhead distribution in instructions over the sample, the worst
    ten named with their CPU-time figure beside."""
    if not measured:
        return []
    cpu = {(r["unit"], r["mode"]): r["plugin_cpu"] / r["plain_cpu"] - 1 for r in recs
           if r["parses"] and r["plain_cpu"] > 0}
    ratios = sorted(((r["plugin_ir"] / r["plain_ir"] - 1, r["unit"], r["mode"])
                     for r in measured), reverse=True)
    values = [x[0] for x in ratios]
    rows = ["", f"Checks' overhead over the plain parse (instructions, {len(values)} sampled "
            f"runs that parse): median {statistics.median(values):+.2%}, p95 "
            f"{percentile(values, 95):+.2%}, max {values[0]:+.2%}", "",
            "Worst in instructions (CPU time beside):", ""]
    for ratio, unit, mode in ratios[:10]:
        beside = cpu.get((unit, mode))
        rows.append(f"- {ratio:+.2%} ({'n/a' if beside is None else f'{beside:+.1%}'}) "
                    f"{unit} [{mode}]")
    return rows


def memory(recs):
    """Peak resident size of the driver and of the plugin's compile against
    plain clang's, over the units that parse; the largest ten units named."""
    measured = sorted((r for r in recs if r["parses"] and r.get("plain_rss")),
                      key=lambda r: r["plain_rss"], reverse=True)
    if not measured:
        return []
    parts = []
    for key, what in (("driver_rss", "driver"), ("plugin_rss", "plugin")):
        values = sorted(r[key] / r["plain_rss"] - 1 for r in measured)
        parts.append(f"{what} median {statistics.median(values):+.1%}, max {values[-1]:+.1%}")
    rows = ["", f"Peak resident size over plain clang's ({len(measured)} units): "
            + "; ".join(parts), "", "Largest units (plain / driver / plugin, MiB):", ""]
    rows += [f"- {r['plain_rss'] / 1024:.0f} / {r['driver_rss'] / 1024:.0f} / "
             f"{r['plugin_rss'] / 1024:.0f} {r['unit']} [{r['mode']}]" for r in measured[:10]]
    return rows


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--strcost")
    p.add_argument("--plugin", help="strcost's compiler plugin (lib/strcost-plugin.so)")
    p.add_argument("--clangxx", default=shutil.which("clang++-19") or "clang++")
    p.add_argument("--runtime-include", default=os.path.join(ROOT, "runtime", "include"),
        help="strcost's runtime headers (the checkout's runtime/include)")
    p.add_argument("--work", required=True)
    p.add_argument("--results", help="where the results go (default WORK/results); "
                   "a directory kept with the project lets the sweep resume on another "
                   "machine with the same --work")
    p.add_argument("--packages", default="", help="Debian source packages, comma-separated")
    p.add_argument("--packages-file", help="a file naming one package a line")
    p.add_argument("--source", help="a local tree to sweep instead of packages")
    p.add_argument("--modes", default="libstdc++,libc++,ms")
    p.add_argument("--build-dep", action="store_true", help="apt-get build-dep each package")
    p.add_argument("--max-units", type=int, default=0, help="at most N units a package")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--hang-seconds", type=float, default=60,
                   help="a run is a hang past 3x the plain parse and at least this")
    p.add_argument("--instructions", type=int, default=0, metavar="K",
                   help="also count instructions (valgrind) of one unit in K, plain and plugin")
    p.add_argument("--table", action="store_true", help="print the results table and stop")
    tools = p.parse_args()
    tools.work = os.path.abspath(tools.work)
    tools.results = os.path.abspath(tools.results or os.path.join(tools.work, "results"))
    if tools.table:
        print(table(load_results(tools.results), tools.results))
        return 0
    tools.modes = [m for m in tools.modes.split(",") if m]
    unknown = [m for m in tools.modes if m not in MODES]
    if unknown or not tools.strcost or not tools.plugin:
        p.error(f"unknown modes {unknown}" if unknown else "--strcost and --plugin are needed")
    names = [n for n in tools.packages.split(",") if n]
    if tools.packages_file:
        with open(tools.packages_file) as f:
            names += [l.split("#")[0].strip() for l in f if l.split("#")[0].strip()]
    trees = [(os.path.basename(os.path.normpath(tools.source)), os.path.abspath(tools.source))] \
        if tools.source else []
    if tools.instructions and not shutil.which("valgrind"):
        p.error("--instructions needs valgrind (the Debian package valgrind)")
    bad = 0
    for name, src in trees:
        bad += sweep_package(tools, name, src)
        if tools.instructions:
            sweep_instructions(tools, name, src)
    if names:
        ensure_deb_src()
    for name in names:
        try:
            src = fetch(name, tools.work, tools.build_dep)
            bad += sweep_package(tools, name, src)
            if tools.instructions:
                sweep_instructions(tools, name, src)
        except RuntimeError as e:
            log(f"{name}: skipped: {e}")
    print(table(load_results(tools.results), tools.results))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
