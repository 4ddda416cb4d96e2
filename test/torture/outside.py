#!/usr/bin/env python3
"""Other tools' test inputs through strcost: clang-tidy's own checker tests
(clang-tools-extra/test/clang-tidy/checkers/{performance,readability,
modernize,bugprone}) from Debian's LLVM source package, run through
`strcost --fix` as a user runs it (fixes verified, the default).

Nothing of theirs is stored in this repository: `--fetch DIR` downloads the
source package with `apt-get source --download-only` (deb-src must be
configured) and unpacks only those folders and their Inputs/ headers into
DIR; later runs reuse DIR (`--checkers DIR/.../checkers`).

Each input is analysed in four configurations: C++11 with libstdc++, C++17
with libc++, C++20 with libstdc++, and C++17 with libstdc++ in MS mode
(-fms-compatibility -fdelayed-template-parsing); `--full` adds every other
pairing of those standards and libraries. The include paths and macros of
the input's first RUN line come along; its -std does not. Required, as in
sweep.py: no crash, and where the input compiles, the fixed file compiles.
Where verification withdrew a fix, the input is run again with
--verify-fixes=false to show what verification caught.

`--out DIR` keeps, per input and configuration with a finding, strcost's
output and the diff its fixes made, for reading the fixes for meaning (a fix
that compiles and changes behaviour is what the compiler cannot catch).
Prints one line per failure and closes with 'N passed, N failed'.
"""

import argparse
import concurrent.futures
import difflib
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from sweep import MS, compiles, dirs_differ, no_fix_it_reason  # noqa: E402

PACKAGE = "llvm-toolchain-19"
CATEGORIES = ["performance", "readability", "modernize", "bugprone"]
CHECKERS = "clang-tools-extra/test/clang-tidy/checkers"
WITHDRAWN = ("it does not compile", "the call at")


def fetch(dest):
    """Downloads the LLVM source package into dest and unpacks the checker
    tests; returns their checkers/ folder. A second call reuses them."""
    os.makedirs(dest, exist_ok=True)
    found = glob.glob(os.path.join(dest, "*", CHECKERS))
    if found:
        return found[0]
    if not glob.glob(os.path.join(dest, f"{PACKAGE}_*.orig.tar.xz")):
        subprocess.run(["apt-get", "source", "--download-only", PACKAGE], cwd=dest,
                       check=True)
    tarball = glob.glob(os.path.join(dest, f"{PACKAGE}_*.orig.tar.xz"))[0]
    wanted = [f"*/{CHECKERS}/{c}/*" for c in CATEGORIES + ["Inputs"]]
    subprocess.run(["tar", "-xJf", tarball, "--wildcards", *wanted], cwd=dest, check=True)
    return glob.glob(os.path.join(dest, "*", CHECKERS))[0]


def run_lines(path):
    """The input's RUN commands, continuation lines joined."""
    commands, current = [], ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.search(r"//\s*RUN:(.*)$", line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                current += text[:-1] + " "
                continue
            commands.append(current + text)
            current = ""
    return commands


KEEP = ("-I", "-isystem", "-D", "-U", "-include")


def compiler_flags(path, checkers):
    """Include paths and macros of the first RUN line that runs clang-tidy
    (the compiler's part, after its last `--`), with lit's %S and
    %clang_tidy_headers spelled out. Paths under %t (made by the RUN line's
    own commands) are dropped."""
    for cmd in run_lines(path):
        if "clang_tidy" not in cmd and "clang-tidy" not in cmd:
            continue
        cmd = cmd.replace("%clang_tidy_headers", os.path.join(checkers, "Inputs", "Headers"))
        cmd = cmd.replace("%S", os.path.dirname(path))
        try:
            words = shlex.split(cmd)
        except ValueError:
            words = cmd.split()
        if "--" in words:
            words = words[len(words) - words[::-1].index("--"):]
        flags, i = [], 0
        while i < len(words):
            w = words[i]
            joined = next((k for k in KEEP if w.startswith(k)), None)
            if joined and w == joined and i + 1 < len(words):
                w, i = w + words[i + 1], i + 1
            if joined and "%" not in w and "|" not in w:
                flags.append(w)
            i += 1
        return flags
    return []


def configurations(full, have_libcxx):
    libs = ["libstdc++", "libc++"] if have_libcxx else ["libstdc++"]
    if full:
        out = [(s, lib, False) for s in ("c++11", "c++17", "c++20") for lib in libs]
        return out + [("c++17", lib, True) for lib in libs]
    return [("c++11", libs[0], False), ("c++17", libs[-1], False),
            ("c++20", libs[0], False), ("c++17", libs[0], True)]


def copy_tree_for(src, checkers, d):
    """The input and every Inputs/ folder it could include, under d, laid out
    as in checkers/ (a fix may edit a header: never the unpacked ones)."""
    rel = os.path.relpath(src, checkers)
    for sub in ["Inputs", os.path.join(os.path.dirname(rel), "Inputs")]:
        if os.path.isdir(os.path.join(checkers, sub)) and not os.path.exists(os.path.join(d, sub)):
            shutil.copytree(os.path.join(checkers, sub), os.path.join(d, sub))
    path = os.path.join(d, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    shutil.copy(src, path)
    return path


def strcost(tools, path, flags, fix, verify=True):
    extra = ["--fix"] if fix else []
    if not verify:
        extra.append("--verify-fixes=false")
    return subprocess.run([tools.strcost, "--checks=-*,strcost-*", *extra, "--quiet", path,
                           "--", *flags],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          errors="replace", timeout=600)


def crashed(r):
    return r.returncode < 0 or "Stack dump" in r.stdout or "PLEASE submit a bug" in r.stdout


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def keep(tools, name, src, path, output):
    """The diff and output of one run, for reading the fixes."""
    if not tools.out:
        return
    diff = difflib.unified_diff(read(src).splitlines(True), read(path).splitlines(True),
                                src, path)
    safe = re.sub(r"[^A-Za-z0-9_.+-]+", "_", name)
    with open(os.path.join(tools.out, safe + ".txt"), "w", encoding="utf-8") as f:
        f.write(output + "\n" + "".join(diff))


def run_one(tools, src, config, work):
    std, lib, ms = config
    rel = os.path.relpath(src, tools.checkers)
    name = f"{rel} [{std} {lib}{' ms' if ms else ''}]"
    d = tempfile.mkdtemp(dir=work)
    path = copy_tree_for(src, tools.checkers, d)
    # A copy of the runtime too: a fix must never edit the installed one.
    shutil.copytree(tools.runtime_include, os.path.join(d, "strcost-runtime"))
    flags = [f"-std={std}", "-Wno-everything", "-I", os.path.join(d, "strcost-runtime"),
             *[f.replace(tools.checkers, d) for f in compiler_flags(src, tools.checkers)]]
    if lib == "libc++":
        flags.append("-stdlib=libc++")
    if ms:
        flags += MS
    ok_before, _ = compiles(tools.clangxx, path, flags)
    r = strcost(tools, path, flags, fix=ok_before)
    if crashed(r):
        return name, f"strcost crashed (exit {r.returncode}):\n{r.stdout[-3000:]}"
    findings = sum(1 for line in r.stdout.splitlines() if "warning: " in line and "[strcost-" in line)
    withdrawn = [why for why in map(no_fix_it_reason, r.stdout.splitlines())
                 if why and why.startswith(WITHDRAWN)]
    problem = None
    if findings:
        keep(tools, name, src, path, r.stdout)
    if ok_before and read(src) != read(path):
        ok_after, err = compiles(tools.clangxx, path, flags)
        if not ok_after:
            problem = f"the fixed file does not compile:\n{err[-3000:]}"
    if dirs_differ(tools.runtime_include, os.path.join(d, "strcost-runtime")):
        problem = "a fix edited the runtime's headers"
    if withdrawn and not problem:
        # What verification caught: the same run with the fixes unverified.
        shutil.copy(src, path)
        u = strcost(tools, path, flags, fix=True, verify=False)
        ok_unverified, err = compiles(tools.clangxx, path, flags)
        keep(tools, name + " unverified", src, path, u.stdout)
        withdrawn = [f"{why} (unverified fixes {'compile' if ok_unverified else 'do not compile: ' + err.splitlines()[0] if err else 'do not compile'})"
                     for why in withdrawn]
    shutil.rmtree(d, ignore_errors=True)
    return name, problem or {"findings": findings, "withdrawn": withdrawn, "compiles": ok_before}


def inputs(checkers, name_filter):
    files = []
    for c in CATEGORIES:
        files += sorted(glob.glob(os.path.join(checkers, c, "*.cpp")))
    return [f for f in files if name_filter in os.path.relpath(f, checkers)]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--strcost", required=True)
    p.add_argument("--clangxx", required=True)
    p.add_argument("--runtime-include", required=True,
                   help="strcost's runtime headers, on the include path as a user's build has them")
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--fetch", metavar="DIR", help="download and unpack into DIR (reused)")
    where.add_argument("--checkers", help="an unpacked clang-tidy checkers/ folder")
    p.add_argument("--full", action="store_true", help="every standard with every library")
    p.add_argument("--out", help="keep each edited input's diff and output here")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--filter", default="", help="only inputs whose path contains this")
    tools = p.parse_args()
    tools.checkers = os.path.abspath(tools.checkers or fetch(os.path.abspath(tools.fetch)))
    if tools.out:
        os.makedirs(tools.out, exist_ok=True)
    have_libcxx = subprocess.run([tools.clangxx, "-fsyntax-only", "-stdlib=libc++", "-x", "c++",
                                  "-"], input="#include <string>\n", text=True,
                                 stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL).returncode == 0
    work = tempfile.mkdtemp(prefix="strcost-outside-")
    jobs = [(src, c) for src in inputs(tools.checkers, tools.filter)
            for c in configurations(tools.full, have_libcxx)]
    passed, failed, findings, compiled, withdrawn = 0, 0, 0, 0, 0
    try:
        with concurrent.futures.ThreadPoolExecutor(tools.jobs) as pool:
            futures = [pool.submit(run_one, tools, src, c, work) for src, c in jobs]
            for fut in concurrent.futures.as_completed(futures):
                name, result = fut.result()
                if isinstance(result, str):
                    failed += 1
                    print(f"FAIL: {name}: {result}", flush=True)
                    continue
                passed += 1
                findings += result["findings"]
                compiled += result["compiles"]
                for why in result["withdrawn"]:
                    print(f"WITHDRAWN: {name}: {why}", flush=True)
                withdrawn += len(result["withdrawn"])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"outside: {len(jobs)} runs over {len(set(s for s, _ in jobs))} inputs "
          f"({compiled} runs on inputs that compile); {findings} findings; "
          f"{withdrawn} fixes withdrawn by verification")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
