#!/usr/bin/env python3
"""Names the check library's batch (unity) build could mix up.

    test/structure/unity_names.py CHECKS_DIR

checks/CMakeLists.txt compiles the check library in batches: several .cpp
files in one translation unit, so that clang's headers are parsed once per
batch. A helper with internal linkage (`static`, or in an anonymous
namespace) is then visible to the files after it in the batch: one with the
same name and signature as another file's no longer compiles, and one with
the same name and other parameters silently joins an overload set, where a
call may pick it. So an internal function's name must not name a free
function of any other file, in any namespace, and no two files define an
AST matcher of the same name.

The files are parsed together as one translation unit by clang-query (found
on PATH, with llvm-config for clang's include directory), and its matches
read: every free function, and which of them are internal. Prints each
clash as `name: file, file` and exits 1 if there is one, or if the parse had
an error (a clash of the first kind is one); prints the number of functions
seen, so a run that saw none cannot pass unnoticed.
"""

import collections
import glob
import os
import re
import subprocess
import sys
import tempfile

FREE = ("functionDecl(isExpansionInFileMatching(\"{dir}\"), unless(cxxMethodDecl()), "
        "unless(hasAncestor(functionDecl())), unless(hasAncestor(recordDecl())){extra})")
INTERNAL = ", anyOf(isStaticStorageClass(), isInAnonymousNamespace())"
MATCHER = re.compile(r"\bAST_(?:POLYMORPHIC_)?MATCHER\w*\(\s*[^,]+,\s*(\w+)")
# The first line of a match's dump: `FunctionDecl 0x... [prev 0x...] <file:line:col, ...> ... name 'type'`.
DUMP = re.compile(r"^FunctionDecl 0x\w+ (?:parent 0x\w+ )?(?:prev 0x\w+ )?<([^:>]+):\d+[^>]*> "
                  r"(?:(?:line|col):\d+(?::\d+)? )?(?:(?:used|referenced|implicit|invalid) )*(\w+)")


def sources(checks):
    return sorted(glob.glob(os.path.join(checks, "*.cpp")) +
                  glob.glob(os.path.join(checks, "utils", "*.cpp")))


def stem(path, checks):
    return os.path.splitext(os.path.relpath(path, checks))[0]


def query(checks, files):
    include_dir = subprocess.run(["llvm-config", "--includedir"], check=True, text=True,
                                 stdout=subprocess.PIPE).stdout.strip()
    where = re.escape(checks.rstrip("/") + "/")
    with tempfile.TemporaryDirectory() as tmp:
        unity = os.path.join(tmp, "unity.cpp")
        with open(unity, "w", encoding="utf-8") as out:
            out.writelines(f'#include "{f}"\n' for f in files)
        commands = os.path.join(tmp, "commands")
        with open(commands, "w", encoding="utf-8") as out:
            out.write("set output dump\n")
            for extra in ("", INTERNAL):
                out.write("match " + FREE.format(dir=where, extra=extra) + "\n")
        r = subprocess.run(["clang-query", "-f", commands, unity, "--", "-std=c++17",
                            "-I", checks, "-isystem", include_dir, "-DNDEBUG",
                            "-D__STDC_CONSTANT_MACROS", "-D__STDC_FORMAT_MACROS",
                            "-D__STDC_LIMIT_MACROS"],
                           text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return r


def functions(output, checks):
    """[(all free functions), (internal ones)] as {name: {stem}}, one per match command."""
    found = [collections.defaultdict(set)]
    pending = False
    for line in output.splitlines():
        if re.match(r"^\d+ match(es)?\.$", line):
            found.append(collections.defaultdict(set))
        elif line.startswith('Binding for "root"'):
            pending = True
        elif pending:
            pending = False
            m = DUMP.match(line)
            if m and os.path.abspath(m.group(1)).startswith(checks):
                found[-1][m.group(2)].add(stem(m.group(1), checks))
    return found[0], found[1]


def main():
    checks = os.path.abspath(sys.argv[1])
    files = sources(checks)
    r = query(checks, files)
    errors = [l for l in r.stderr.splitlines() if " error: " in l]
    every, internal = functions(r.stdout, checks)
    clashes = []
    for name, stems in sorted(internal.items()):
        if len(every[name] | stems) > 1:
            clashes.append(f"{name}: {', '.join(sorted(every[name] | stems))}")
    matchers = collections.defaultdict(set)
    for f in files:
        with open(f, encoding="utf-8") as src:
            for name in MATCHER.findall(src.read()):
                matchers[name].add(stem(f, checks))
    clashes += [f"{name} (AST matcher): {', '.join(sorted(s))}"
                for name, s in sorted(matchers.items()) if len(s) > 1]
    print(f"{len(files)} files, {sum(map(len, every.values()))} free functions, "
          f"{sum(map(len, internal.values()))} internal, {len(clashes)} clashes")
    for c in clashes:
        print(c)
    for e in errors[:20]:
        print(e)
    return 1 if clashes or errors or r.returncode else 0


if __name__ == "__main__":
    sys.exit(main())
