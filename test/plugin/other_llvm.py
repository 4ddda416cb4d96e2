#!/usr/bin/env python3
"""Loads strcost's module and plugin into every other LLVM version's
clang-tidy and clang++ installed under /usr/lib/llvm-N and checks the one line
each must print (test/plugin/version-mismatch.test).

A developer's machine has whatever it has: the distribution's default
clang-tidy (14 on Debian 12), a newer clang from another project, LLVM 22 next
to 19. Each of them gets the same one-line refusal, in the words that version
can give: LLVM 16 and later export LLVMGetVersion, so the host's full version
is named; before 16 only the major, read off the libLLVM it loaded.

  other_llvm.py --built 19 --module M --plugin P --source F [--root /usr/lib]

Prints one line per host checked and exits 1 on the first mismatch, 0 when
every other version installed behaved (and says so when there was none).
"""

import argparse
import glob
import os
import re
import subprocess
import sys


def installed_majors(root, built):
    """{major: its bin directory} of the LLVM versions other than `built`."""
    found = {}
    for d in glob.glob(os.path.join(root, "llvm-*")):
        m = re.fullmatch(r"llvm-(\d+)", os.path.basename(d))
        if m and m.group(1) != built:
            found[int(m.group(1))] = os.path.join(d, "bin")
    return dict(sorted(found.items()))


def expected(name, built, host_program, major):
    # The host's own version is dotted from 16 on (LLVMGetVersion), the major
    # alone before that; the built-for version is always the full one.
    host = rf"{major}\.\d+\.\d+" if major >= 16 else rf"{major}"
    return re.compile(
        rf"strcost: {re.escape(name)} was built for LLVM {built}\.\d+\.\d+, but "
        rf"{re.escape(host_program)} runs LLVM {host}: use a strcost built for LLVM {major} "
        rf"\(-DSTRCOST_LLVM_VERSION={major}\)")


def supports_load(clang_tidy):
    """clang-tidy gained --load in LLVM 14; an older one has nothing to refuse."""
    r = subprocess.run([clang_tidy, "--help"], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, errors="replace")
    return re.search(r"^\s*--load\b", r.stdout, re.M) is not None


def check(cmd, pattern):
    """None when `cmd` fails with exactly one line matching `pattern`, else why."""
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       errors="replace", timeout=300)
    lines = r.stdout.splitlines()
    if r.returncode == 0:
        return "it succeeded; it should have refused:\n" + r.stdout
    if len(lines) != 1 or not pattern.fullmatch(lines[0]):
        return (f"expected one line matching\n  {pattern.pattern}\ngot (exit {r.returncode}):\n"
                + r.stdout)
    return None


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--built", required=True, help="the LLVM major strcost was built for")
    p.add_argument("--module", required=True)
    p.add_argument("--plugin", required=True)
    p.add_argument("--source", required=True)
    p.add_argument("--root", default="/usr/lib")
    a = p.parse_args()
    hosts = 0
    for major, bindir in installed_majors(a.root, a.built).items():
        tidy, clangxx = os.path.join(bindir, "clang-tidy"), os.path.join(bindir, "clang++")
        runs = []
        if os.path.isfile(tidy) and supports_load(tidy):
            runs.append(("clang-tidy", "libstrcost-tidy.so",
                         [tidy, f"--load={a.module}", "--checks=-*,strcost-*", a.source,
                          "--", "-std=c++17"]))
        if os.path.isfile(clangxx):
            runs.append(("clang++", "strcost-plugin.so",
                         [clangxx, f"-fplugin={a.plugin}", "-fsyntax-only", "-std=c++17",
                          a.source]))
        for program, name, cmd in runs:
            why = check(cmd, expected(name, a.built, program, major))
            if why:
                print(f"FAIL: {name} in LLVM {major}'s {program}: {why}")
                return 1
            print(f"refused by LLVM {major}'s {program}: {name}")
            hosts += 1
    if not hosts:
        print("no other LLVM version's clang-tidy or clang++ is installed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
