#!/usr/bin/env python3
"""Runs one strcost check test the way a user would meet the check.

Usage (from lit, through %check_strcost):
  check_strcost.py [-check-suffixes=A,B] INPUT CHECK TEMP [-- STRCOST_ARGS [-- COMPILER_ARGS]]

For the input file it
  1. blanks the `// CHECK-...` comments (keeping line numbers) into TEMP.cpp;
  2. runs the strcost driver with --fix and FileChecks its messages against the
     CHECK-MESSAGES lines, allowing no other warning or error;
  3. FileChecks the fixed file against CHECK-FIXES (without CHECK-FIXES the file
     must come back unchanged);
  4. compiles the fixed file with clang++ -fsyntax-only;
  5. runs the distro's clang-tidy with --load=<strcost module> on the same input
     and FileChecks its messages against the same lines, so both front-ends
     are held to one expectation.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, **kw)


def fail(msg, output=None):
    sys.stderr.write(f"check_strcost: {msg}\n")
    if output:
        sys.stderr.write(output)
        if not output.endswith("\n"):
            sys.stderr.write("\n")
    sys.exit(1)


def filecheck(tools, input_file, check_file, prefix, extra=()):
    cmd = [tools.filecheck, f"-input-file={input_file}", check_file,
           f"-check-prefix={prefix}", *extra]
    r = run(cmd)
    if r.returncode != 0:
        fail(f"FileCheck {prefix} failed:\n  {shlex.join(cmd)}", r.stdout)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--strcost", required=True)
    p.add_argument("--clang-tidy", required=True)
    p.add_argument("--module", required=True)
    p.add_argument("--filecheck", required=True)
    p.add_argument("--clangxx", required=True)
    p.add_argument("--runtime-include", required=True)
    p.add_argument("-check-suffixes", "-check-suffix", default="")
    p.add_argument("--no-load", action="store_true",
                   help="skip the clang-tidy --load front-end")
    p.add_argument("input")
    p.add_argument("check")
    p.add_argument("temp")
    argv = sys.argv[1:]
    rest = []
    if "--" in argv:
        i = argv.index("--")
        argv, rest = argv[:i], argv[i + 1:]
    tools = p.parse_args(argv)
    strcost_args, compiler_args = rest, []
    if "--" in rest:
        i = rest.index("--")
        strcost_args, compiler_args = rest[:i], rest[i + 1:]
    compiler_args = compiler_args + ["-I", tools.runtime_include]

    with open(tools.input, encoding="utf-8") as f:
        original = f.read()
    suffixes = [s.strip() for s in tools.check_suffixes.split(",")]
    def prefix(kind, suffix):
        return f"CHECK-{kind}" + (f"-{suffix}" if suffix else "")
    for s in suffixes:
        if not re.search(r"\b" + re.escape(prefix("MESSAGES", s)) + r":", original) and \
           not re.search(r"\b" + re.escape(prefix("FIXES", s)) + r":", original) and s:
            fail(f"suffix '{s}' given but no {prefix('MESSAGES', s)} or "
                 f"{prefix('FIXES', s)} line in {tools.input}")

    cleaned = re.sub(r"//\s*CHECK-[A-Z0-9-]+:[^\r\n]*", "//", original)
    base = tools.temp
    os.makedirs(os.path.dirname(os.path.abspath(base)), exist_ok=True)
    ext = os.path.splitext(tools.input)[1] or ".cpp"
    fixed_path = base + ext
    with open(fixed_path, "w", encoding="utf-8") as f:
        f.write(cleaned)

    checks = [f"--checks=-*,{tools.check}"]
    # 1. The strcost driver, applying fixes.
    cmd = [tools.strcost, fixed_path, "--fix", *checks, *strcost_args, "--",
           *compiler_args]
    r = run(cmd)
    driver_out = r.stdout
    if r.returncode != 0:
        fail(f"strcost exited with {r.returncode}:\n  {shlex.join(cmd)}", driver_out)
    msg_path = base + ".driver.msg"
    with open(msg_path, "w", encoding="utf-8") as f:
        f.write(driver_out)

    def check_messages(path, output):
        for s in suffixes:
            pfx = prefix("MESSAGES", s)
            if re.search(r"\b" + re.escape(pfx) + r":", original):
                filecheck(tools, path, tools.input, pfx,
                          ["-implicit-check-not={{warning|error}}:"])
            elif re.search(r"(warning|error):", output):
                fail(f"no {pfx} lines, but the check reported:", output)

    check_messages(msg_path, driver_out)

    # 2. The fixed file.
    with open(fixed_path, encoding="utf-8") as f:
        fixed = f.read()
    for s in suffixes:
        pfx = prefix("FIXES", s)
        if re.search(r"\b" + re.escape(pfx) + r":", original):
            filecheck(tools, fixed_path, tools.input, pfx, ["-strict-whitespace"])
        elif fixed != cleaned:
            fail(f"no {pfx} lines, but the fixes changed the file:",
                 run(["diff", "-u", tools.input, fixed_path]).stdout)

    # 3. The fixed file compiles.
    cmd = [tools.clangxx, "-fsyntax-only", *compiler_args, fixed_path]
    r = run(cmd)
    if r.returncode != 0:
        fail(f"the fixed file does not compile:\n  {shlex.join(cmd)}", r.stdout)

    # 4. The clang-tidy --load front-end reports the same.
    if not tools.no_load:
        load_path = base + ".load" + ext
        with open(load_path, "w", encoding="utf-8") as f:
            f.write(cleaned)
        cmd = [tools.clang_tidy, f"--load={tools.module}", load_path, *checks,
               *strcost_args, "--", *compiler_args]
        r = run(cmd)
        if r.returncode != 0:
            fail(f"clang-tidy --load exited with {r.returncode}:\n  {shlex.join(cmd)}",
                 r.stdout)
        load_msg = base + ".load.msg"
        with open(load_msg, "w", encoding="utf-8") as f:
            f.write(r.stdout)
        check_messages(load_msg, r.stdout)


if __name__ == "__main__":
    main()
