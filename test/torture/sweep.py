#!/usr/bin/env python3
"""The torture sweep: every check test input and bundled example, under every
C++ standard from 11 to 26, with libstdc++ and libc++, plain and in MS mode
(-fms-compatibility -fms-extensions -fdelayed-template-parsing), through
`strcost --fix` as a user runs it (fixes verified, the default).

For each run it requires: no crash; and where the input compiles in that
configuration, the fixed file compiles too. Inputs that do not compile there
(a C++20 test under C++11) are still analysed: no crash is the promise.

Bounded, to keep the test command short: by default each input meets one
configuration, and consecutive inputs meet different ones (a stride through
the matrix that is prime to its size), so every configuration is met by a
few inputs of every check's family and the whole matrix is covered. `--per-input
N` gives each input N configurations; `--full` runs the whole matrix (24
configurations per input, the opt-in ctest tests `torture-full/K`).

Prints one line per failure and closes with 'N passed, N failed'.
"""

import argparse
import concurrent.futures
import filecmp
import glob
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from strcost_common import NO_FIX_IT, parse_diagnostic  # noqa: E402
STANDARDS = ["c++11", "c++14", "c++17", "c++20", "c++23", "c++2c"]
INPUTS = os.path.join(ROOT, "test", "checks", "Inputs")
# libstdc++ needs an MSVC version that knows char16_t to compile in MS mode.
MS = ["-fms-compatibility", "-fms-extensions", "-fdelayed-template-parsing",
      "-fms-compatibility-version=19.40"]


def inputs():
    files = sorted(glob.glob(os.path.join(ROOT, "test", "checks", "*.cpp")))
    files += sorted(glob.glob(os.path.join(ROOT, "bench", "examples", "*.cpp")))
    return files


def include_flags(runtime_include, inputs_copy):
    """The runtime, and a run's own copy of the tests' header directories (a
    fix may edit a header: never the ones in the source tree)."""
    dirs = [runtime_include]
    dirs += sorted(os.path.join(inputs_copy, d) for d in os.listdir(INPUTS)
                   if os.path.isdir(os.path.join(INPUTS, d)))
    return [f for d in dirs for f in ("-I", d)]


def configurations(index, per_input, have_libcxx):
    """The configurations input number `index` meets: `per_input` of the
    matrix (all of it when per_input is None), stepping by a stride prime to
    the matrix's size so that neighbouring inputs (one check's family) differ
    in standard, library and mode."""
    libs = ["libstdc++", "libc++"] if have_libcxx else ["libstdc++"]
    matrix = [(s, lib, ms) for s in STANDARDS for lib in libs for ms in (False, True)]
    if per_input is None or per_input >= len(matrix):
        return matrix
    stride = 7  # prime to 24 and 12, and not a multiple of the inner sizes
    return [matrix[((index * per_input + j) * stride) % len(matrix)]
            for j in range(per_input)]


def flags_for(std, lib, ms, includes):
    f = [f"-std={std}", "-Wno-everything", *includes]
    if lib == "libc++":
        f.append("-stdlib=libc++")
    if ms:
        f += MS
    return f


def compiles(clangxx, path, flags):
    r = subprocess.run([clangxx, "-fsyntax-only", *flags, path],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                       errors="replace")
    return r.returncode == 0, r.stderr


def dirs_differ(a, b):
    """True when the trees a and b differ in any file's name or content."""
    cmp = filecmp.dircmp(a, b)
    if cmp.left_only or cmp.right_only or cmp.funny_files:
        return True
    _, mismatch, errors = filecmp.cmpfiles(a, b, cmp.common_files, shallow=False)
    if mismatch or errors:
        return True
    return any(dirs_differ(os.path.join(a, sub), os.path.join(b, sub))
               for sub in cmp.common_dirs)


def no_fix_it_reason(line):
    d = parse_diagnostic(line)
    return d.no_fix_it_reason if d else None


def run_one(tools, src, config, work):
    std, lib, ms = config
    name = f"{os.path.basename(src)} [{std} {lib}{' ms' if ms else ''}]"
    d = tempfile.mkdtemp(dir=work)
    # Copies of every header a fix could reach: never edit the source tree.
    shutil.copytree(INPUTS, os.path.join(d, "Inputs"))
    shutil.copytree(tools.runtime_include, os.path.join(d, "runtime"))
    flags = flags_for(std, lib, ms, include_flags(os.path.join(d, "runtime"),
                                                  os.path.join(d, "Inputs")))
    path = os.path.join(d, os.path.basename(src))
    shutil.copy(src, path)
    # An input that does not compile in this configuration is only analysed:
    # with compiler errors `--fix` applies nothing and says so (--fix-errors
    # would apply the compiler's own typo corrections, into the runtime's
    # headers, say, which is no strcost fix). The driver's own parse tells,
    # so no separate compile is needed to know.
    r = subprocess.run([tools.strcost, "--checks=-*,strcost-*", "--fix", "--quiet", path,
                        "--", *flags],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       errors="replace", timeout=600)
    if r.returncode < 0 or "Stack dump" in r.stdout or "PLEASE submit a bug" in r.stdout:
        return name, f"strcost crashed (exit {r.returncode}):\n{r.stdout[-3000:]}"
    ok_before = "[clang-diagnostic-error]" not in r.stdout
    if not ok_before and "Fixes have NOT been applied" not in r.stdout:
        return name, f"compiler errors, and the fixes were not refused:\n{r.stdout[-3000:]}"
    withdrawn = [NO_FIX_IT + why for why in map(no_fix_it_reason, r.stdout.splitlines())
                 if why and (why.startswith("it does not compile") or
                             (why.startswith("the call at") and "would call" in why))]
    if dirs_differ(tools.runtime_include, os.path.join(d, "runtime")):
        return name, "a fix edited the runtime's headers"
    if ok_before:
        with open(src, encoding="utf-8", errors="replace") as a, \
                open(path, encoding="utf-8", errors="replace") as b:
            changed = a.read() != b.read()
        if changed:
            ok_after, err = compiles(tools.clangxx, path, flags)
            if not ok_after:
                return name, f"the fixed file does not compile:\n{err[-3000:]}"
    shutil.rmtree(d, ignore_errors=True)
    return name, ("withdrawn", withdrawn) if withdrawn else None


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--strcost", required=True)
    p.add_argument("--clangxx", required=True)
    p.add_argument("--runtime-include", required=True)
    p.add_argument("--full", action="store_true", help="every configuration for every input")
    p.add_argument("--per-input", type=int, default=1, metavar="N",
                   help="configurations per input (default 1; --full: all)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--filter", default="", help="only inputs whose name contains this")
    p.add_argument("--shard", default="1/1", metavar="K/N",
                   help="only the K-th of N equal parts of the runs (ctest runs them apart)")
    tools = p.parse_args()
    try:
        shard, shards = (int(x) for x in tools.shard.split("/"))
        assert 1 <= shard <= shards
    except (ValueError, AssertionError):
        p.error(f"--shard: expected K/N with 1 <= K <= N, not '{tools.shard}'")
    if tools.per_input < 1:
        p.error(f"--per-input: expected 1 or more, not {tools.per_input}")
    have_libcxx = subprocess.run([tools.clangxx, "-fsyntax-only", "-stdlib=libc++", "-x", "c++", "-"],
                            input="#include <string>\n", text=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
    if not have_libcxx and not ({"libcxx", "all"} & {
            f.strip() for f in os.environ.get("STRCOST_SKIP_MISSING", "").split(",")}):
        # The rule of test/lit.cfg.py: a lost library is named, not skipped.
        print("FAIL: libc++ is missing: apt-get install libc++-N-dev libc++abi-N-dev of "
              "strcost's LLVM (scripts/test installs them), or set STRCOST_SKIP_MISSING=libcxx")
        return 1
    work = tempfile.mkdtemp(prefix="strcost-sweep-")
    jobs = []
    for i, src in enumerate(f for f in inputs() if tools.filter in os.path.basename(f)):
        for config in configurations(i, None if tools.full else tools.per_input, have_libcxx):
            jobs.append((src, config))
    jobs = jobs[shard - 1::shards]
    passed, failed, withdrawn = 0, 0, 0
    try:
        with concurrent.futures.ThreadPoolExecutor(tools.jobs) as pool:
            futures = [pool.submit(run_one, tools, src, config, work)
                       for src, config in jobs]
            for fut in concurrent.futures.as_completed(futures):
                name, problem = fut.result()
                if isinstance(problem, tuple):
                    # The checks should not have offered these; verification
                    # caught them. Shown so that the check can be fixed.
                    for note in problem[1]:
                        print(f"WITHDRAWN: {name}: {note}", flush=True)
                    withdrawn += len(problem[1])
                    problem = None
                if problem:
                    failed += 1
                    print(f"FAIL: {name}: {problem}", flush=True)
                else:
                    passed += 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"sweep: {len(jobs)} runs over {len(set(s for s, _ in jobs))} inputs; "
          f"{withdrawn} fixes withdrawn by verification")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
