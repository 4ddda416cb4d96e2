#!/usr/bin/env python3
"""Runs one strcost check test the way a user would meet the check.

Usage (from lit, through %check_strcost):
  check_strcost.py [-check-suffixes=A,B] [-header=H ...] INPUT CHECK TEMP
  (-check-suffixes=,X checks CHECK-MESSAGES and CHECK-MESSAGES-X lines together)
                   [-- STRCOST_ARGS [-- COMPILER_ARGS]]

For the input file it
  1. blanks the `// CHECK-...` comments (keeping line numbers) into TEMP.cpp;
  2. runs the strcost driver with --fix (unverified: the check's own fixes,
     see below) and FileChecks its messages against the CHECK-MESSAGES lines,
     allowing no other warning or error;
  3. FileChecks the fixed file against CHECK-FIXES (without CHECK-FIXES the file
     must come back unchanged);
  4. compiles the fixed file with clang++ -fsyntax-only (when the fixes changed
     it: else the driver has parsed that text already);
  5. runs the distro's clang-tidy with --load=<strcost module> on the same input
     and FileChecks its messages against the same lines, so both front-ends
     are held to one expectation;
  6. compiles the input with clang++ -fplugin=<strcost plugin> (the strcost
     arguments translated to plugin arguments), FileChecks the compiler's
     messages against the same lines, applies the fixes the plugin exported
     with clang-apply-replacements and requires the same text as step 3.
--no-load / --no-plugin skip a front-end where it legitimately differs.

Within one lit run of one test file, steps 5 and 6 run once for each input
with its strcost arguments and headers, and again for every MS-mode line
(-fms-compatibility: the compiler's own parse differs there, delayed
templates); a line that only changes the standard or the library is held to
its expectations by the driver and the compile of its fixes alone. Each front-
end still meets every input, every option set and both libraries (the -libcxx
tests). STRCOST_LIT_FRONTENDS=all runs them on every line (the long tests).
A libc++ line is compiled with -D_LIBCPP_REMOVE_TRANSITIVE_INCLUDES by every
front-end (see below); STRCOST_LIT_LIBCXX_TRANSITIVE=1 (the long tests) keeps
the headers' transitive includes.

Headers (-header=Inputs/<check-name>/x.h, relative to INPUT's directory, as
often as needed) take part like the input: each is copied, its CHECK lines
blanked, into a directory put first on the include path (so the input includes
it as "x.h" or <x.h>); diagnostics in it are shown (--header-filter) and
FileChecked against its own CHECK-MESSAGES lines, its fixed text against its
own CHECK-FIXES lines (unchanged when it has none), and the fixed input is
compiled against the fixed headers. Each diagnostic is checked against the
file it points at, so a warning in a header cannot satisfy a line of the input.
"""

import argparse
import json
import os
import re
import resource
import shlex
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "scripts"))
from strcost_common import diagnostic_blocks  # noqa: E402

CHECK_LINE = re.compile(r"//\s*CHECK-[A-Z0-9-]+:[^\r\n]*")


def run(cmd, **kw):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
    profile = os.environ.get("STRCOST_LIT_PROFILE")
    if profile:
        # Where the suite's CPU goes, by step (issue 32: the test command's
        # cost): the child's user+sys time and what it was, a line each.
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        step = os.path.basename(cmd[0])
        if any(a.startswith("-fplugin=") for a in cmd):
            step += " -fplugin"
        with open(profile, "a", encoding="utf-8") as f:
            f.write(f"{cpu:.3f}\t{step}\n")
    return r


def fail(msg, output=None):
    sys.stderr.write(f"check_strcost: {msg}\n")
    if output:
        sys.stderr.write(output)
        if not output.endswith("\n"):
            sys.stderr.write("\n")
    sys.exit(1)


def front_ends_wanted(temp, key, compiler_args):
    """Whether the clang-tidy --load and plugin front-ends run on this line
    (see above). lit.cfg.py names each lit run (STRCOST_LIT_RUN); a marker
    beside the test's temporary files lists the keys met in that run."""
    if os.environ.get("STRCOST_LIT_FRONTENDS") == "all":
        return True
    if any(a.startswith("-fms-compatibility") for a in compiler_args):
        return True
    run_id = os.environ.get("STRCOST_LIT_RUN")
    if not run_id:
        return True
    marker = temp + ".front-ends"
    seen = []
    if os.path.exists(marker):
        with open(marker, encoding="utf-8") as f:
            lines = f.read().splitlines()
        if lines and lines[0] == run_id:
            seen = lines[1:]
    if key in seen:
        return False
    with open(marker, "w", encoding="utf-8") as f:
        f.write("\n".join([run_id, *seen, key]) + "\n")
    return True


def filecheck(tools, input_file, check_file, prefixes, extra=()):
    """FileChecks with all of prefixes at once (a suffix adds lines to the
    unsuffixed ones, as with clang-tidy's check_clang_tidy.py)."""
    cmd = [tools.filecheck, f"-input-file={input_file}", check_file,
           "-check-prefixes=" + ",".join(prefixes), *extra]
    r = run(cmd)
    if r.returncode != 0:
        fail(f"FileCheck {','.join(prefixes)} failed:\n  {shlex.join(cmd)}", r.stdout)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--strcost", required=True)
    p.add_argument("--clang-tidy", required=True)
    p.add_argument("--module", required=True)
    p.add_argument("--filecheck", required=True)
    p.add_argument("--clangxx", required=True)
    p.add_argument("--runtime-include", required=True)
    p.add_argument("-check-suffixes", "-check-suffix", default="")
    p.add_argument("-header", action="append", default=[],
                   help="a header that takes part in the test (see above)")
    p.add_argument("--no-load", action="store_true",
                   help="skip the clang-tidy --load front-end")
    p.add_argument("--plugin", help="the compiler plugin (front-end skipped if absent)")
    p.add_argument("--apply-replacements", help="clang-apply-replacements")
    p.add_argument("--no-plugin", action="store_true",
                   help="skip the compiler plugin front-end")
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
    if "-stdlib=libc++" in compiler_args and not os.environ.get("STRCOST_LIT_LIBCXX_TRANSITIVE"):
        # libc++ 19's headers pull in, for old code's sake, headers they do not
        # need (<string> and <map> bring <locale>, <ios>, <atomic>, <algorithm>,
        # 923 headers where 532 do): 3x libstdc++'s parse time, on 118 of the
        # suite's 539 check lines. The supported switch that newer libc++
        # versions make the default drops them (six libc++ test files: 166 s
        # of CPU down to 97), and holds the fixes to include what they use.
        # The torture sweep and the validation corpus keep libc++ as a
        # project builds it.
        compiler_args.append("-D_LIBCPP_REMOVE_TRANSITIVE_INCLUDES")

    suffixes = [s.strip() for s in tools.check_suffixes.split(",")]
    def prefix(kind, suffix):
        return f"CHECK-{kind}" + (f"-{suffix}" if suffix else "")
    base = tools.temp
    os.makedirs(os.path.dirname(os.path.abspath(base)), exist_ok=True)
    ext = os.path.splitext(tools.input)[1] or ".cpp"
    input_dir = os.path.dirname(os.path.abspath(tools.input))
    # Everything that takes part: the input, then each header. `source` keeps the
    # CHECK lines (FileCheck reads them there), the copies have them blanked so
    # that line numbers stay and the checks cannot see their own expectations.
    files = [{"source": tools.input, "name": os.path.basename(tools.input)}]
    for h in tools.header:
        path = h if os.path.isabs(h) else os.path.join(input_dir, h)
        if not os.path.isfile(path):
            fail(f"-header={h}: no such file {path}")
        files.append({"source": path, "name": os.path.basename(path), "header": True})
    for f in files:
        with open(f["source"], encoding="utf-8") as src:
            f["original"] = src.read()
        f["cleaned"] = CHECK_LINE.sub("//", f["original"])
    everything = "".join(f["original"] for f in files)
    for s in suffixes:
        if s and not re.search(r"\b(" + re.escape(prefix("MESSAGES", s)) + "|" +
                               re.escape(prefix("FIXES", s)) + r"):", everything):
            fail(f"suffix '{s}' given but no {prefix('MESSAGES', s)} or "
                 f"{prefix('FIXES', s)} line in {tools.input} or its headers")

    def lay_out(tag):
        """Writes a fresh copy of every file for one front-end's run; returns
        (input copy, headers directory or None, file name -> copy)."""
        header_dir = None
        copies = {}
        if len(files) > 1:
            header_dir = base + tag + ".headers"
            shutil.rmtree(header_dir, ignore_errors=True)
            os.makedirs(header_dir)
        for f in files:
            path = (os.path.join(header_dir, f["name"]) if f.get("header")
                    else base + tag + ext)
            with open(path, "w", encoding="utf-8") as out:
                out.write(f["cleaned"])
            copies[f["name"]] = os.path.realpath(path)
        return copies[files[0]["name"]], header_dir, copies

    def args_for(header_dir):
        if not header_dir:
            return list(strcost_args), list(compiler_args)
        tidy = list(strcost_args)
        if not any(a.startswith(("--header-filter", "-header-filter")) for a in tidy):
            tidy.insert(0, "--header-filter=" + re.escape(header_dir) + "/.*")
        return tidy, ["-I", header_dir, *compiler_args]

    def messages_by_file(output, copies):
        """The diagnostics of output, each block (warning with its notes and
        excerpts) under the file its first line points at."""
        by_path = {path: name for name, path in copies.items()}
        result = {name: [] for name in copies}
        for d, lines in diagnostic_blocks(output):
            # Anything before the first located diagnostic counts against the input.
            current = by_path.get(os.path.realpath(d.file)) if d else files[0]["name"]
            if current is None:
                fail("a diagnostic in a file that is not part of the test:", output)
            result[current] += lines
        return result

    def check_messages(tag, output, copies):
        blocks = messages_by_file(output, copies)
        for f in files:
            text = "\n".join(blocks[f["name"]]) + "\n"
            msg_path = base + tag + "." + f["name"] + ".msg"
            with open(msg_path, "w", encoding="utf-8") as out:
                out.write(text)
            pfxs = [prefix("MESSAGES", s) for s in suffixes
                    if re.search(r"\b" + re.escape(prefix("MESSAGES", s)) + r":",
                                 f["original"])]
            if pfxs:
                filecheck(tools, msg_path, f["source"], pfxs,
                          ["-implicit-check-not={{warning|error}}:"])
            elif re.search(r"(warning|error):", text):
                names = ", ".join(prefix("MESSAGES", s) for s in suffixes)
                fail(f"no {names} lines in {f['name']}, but the check reported:", text)

    checks = [f"--checks=-*,{tools.check}"]
    key = json.dumps([os.path.abspath(tools.input), tools.check, tools.check_suffixes,
                      tools.header, strcost_args])
    if not front_ends_wanted(base, key, compiler_args):
        tools.no_load = tools.no_plugin = True
    # 1. The strcost driver, applying fixes. Unverified: these tests hold the
    # check's own fixes, and a fix verification would withdraw (one that does
    # not compile, or binds a call elsewhere) is the check's defect, to be
    # seen here (CHECK-FIXES, step 3) rather than hidden; the verifier has its
    # own tests (test/driver/verified-fixes.test, the torture sweep).
    fixed_path, header_dir, copies = lay_out("")
    copies_driver = copies
    tidy_args, cc_args = args_for(header_dir)
    verify = [] if any(a.startswith("--verify-fixes") for a in tidy_args) else \
        ["--verify-fixes=false"]
    cmd = [tools.strcost, fixed_path, "--fix", *verify, *checks, *tidy_args, "--", *cc_args]
    r = run(cmd)
    if r.returncode != 0:
        fail(f"strcost exited with {r.returncode}:\n  {shlex.join(cmd)}", r.stdout)
    with open(base + ".driver.msg", "w", encoding="utf-8") as out:
        out.write(r.stdout)
    check_messages(".driver", r.stdout, copies)

    # 2. The fixed files.
    changed = False
    for f in files:
        copy = copies[f["name"]]
        with open(copy, encoding="utf-8") as src:
            fixed = src.read()
        changed |= fixed != f["cleaned"]
        pfxs = [prefix("FIXES", s) for s in suffixes
                if re.search(r"\b" + re.escape(prefix("FIXES", s)) + r":", f["original"])]
        if pfxs:
            filecheck(tools, copy, f["source"], pfxs, ["-strict-whitespace"])
        elif fixed != f["cleaned"]:
            names = ", ".join(prefix("FIXES", s) for s in suffixes)
            fail(f"no {names} lines in {f['name']}, but the fixes changed it:",
                 run(["diff", "-u", f["source"], copy]).stdout)

    # 3. The fixed input compiles, against the fixed headers. Unchanged, it is
    # the text the driver has just parsed with these arguments, and an error
    # there has failed step 1 already (no expectation admits an error line).
    cmd = [tools.clangxx, "-fsyntax-only", *cc_args, fixed_path]
    r = run(cmd) if changed else None
    if r and r.returncode != 0:
        fail(f"the fixed file does not compile:\n  {shlex.join(cmd)}", r.stdout)

    # 4. The clang-tidy --load front-end reports the same, on fresh copies.
    if not tools.no_load:
        load_path, header_dir, copies = lay_out(".load")
        tidy_args, cc_args = args_for(header_dir)
        cmd = [tools.clang_tidy, f"--load={tools.module}", load_path, *checks,
               *tidy_args, "--", *cc_args]
        r = run(cmd)
        if r.returncode != 0:
            fail(f"clang-tidy --load exited with {r.returncode}:\n  {shlex.join(cmd)}",
                 r.stdout)
        with open(base + ".load.msg", "w", encoding="utf-8") as out:
            out.write(r.stdout)
        check_messages(".load", r.stdout, copies)

    # 5. The compiler plugin, inside a compile, on fresh copies; its exported
    # fixes must give exactly the driver's fixed files.
    if tools.plugin and not tools.no_plugin:
        driver_fixed = {}
        for name, path in copies_driver.items():
            with open(path, encoding="utf-8") as src:
                driver_fixed[name] = src.read()
        plugin_path, header_dir, copies = lay_out(".plugin")
        tidy_args, cc_args = args_for(header_dir)
        fixes_dir = base + ".plugin.fixes"
        shutil.rmtree(fixes_dir, ignore_errors=True)
        os.makedirs(fixes_dir)
        plugin_args = [f"-fplugin={tools.plugin}",
                       *(f"-fplugin-arg-strcost-{a}" for a in
                         plugin_arguments([*checks, *tidy_args])),
                       f"-fplugin-arg-strcost-export-fixes={fixes_dir}/fixes.yaml"]
        # The driver shows no compiler warnings (clang-diagnostic-* is off);
        # -Wno-everything does the same here without silencing the plugin.
        cmd = [tools.clangxx, "-fsyntax-only", "-Wno-everything", *plugin_args,
               *cc_args, plugin_path]
        r = run(cmd)
        if r.returncode != 0:
            fail(f"the compile with the plugin exited with {r.returncode}:\n  {shlex.join(cmd)}",
                 r.stdout)
        with open(base + ".plugin.msg", "w", encoding="utf-8") as out:
            out.write(r.stdout)
        check_messages(".plugin", r.stdout, copies)
        cmd = [tools.apply_replacements, fixes_dir]
        a = run(cmd)
        if a.returncode != 0:
            fail(f"clang-apply-replacements failed:\n  {shlex.join(cmd)}", a.stdout)
        for name, path in copies.items():
            with open(path, encoding="utf-8") as src:
                if src.read() != driver_fixed[name]:
                    fail(f"the plugin's exported fixes give another {name} than the driver:",
                         run(["diff", "-u", copies_driver[name], path]).stdout)


def plugin_arguments(tidy_args):
    """The strcost driver's arguments as compiler plugin arguments."""
    out = []
    for arg in tidy_args:
        name, _, value = arg.lstrip("-").partition("=")
        if name in ("checks", "config", "config-file", "header-filter",
                    "warnings-as-errors"):
            out.append(f"{name}={value}")
        elif name == "system-headers":
            out.append(name)
        else:
            fail(f"no compiler plugin argument for '{arg}': add --no-plugin")
    return out

if __name__ == "__main__":
    main()
