#!/usr/bin/env python3
"""Turns a compiler log with strcost findings into fixes for
clang-apply-replacements, for builds where the compile runs elsewhere and only
its output comes back (distcc, icecream, remote execution).

  # compile with the plugin and -fdiagnostics-parseable-fixits, keep the log
  make CXX=strcost-clang++ CXXFLAGS=-fdiagnostics-parseable-fixits 2> build.log
  scripts/strcost-fixits.py build.log -o strcost-fixes/remote.yaml [--build-dir DIR]
  clang-apply-replacements-19 strcost-fixes

With -fdiagnostics-parseable-fixits, clang prints each fix-it of a diagnostic
as a machine-readable line, fix-it:"<file>":{<line>:<col>-<line>:<col>}:"<text>",
after the diagnostic; this script pairs them with the strcost warning they
belong to and converts line:column (bytes, 1-based) into offsets in the local
files. Relative paths are resolved against --build-dir (default: the current
directory), which is written into the YAML as each finding's BuildDirectory.
A finding reported by several compiles (one in a shared header) is kept once.
Findings of other tools in the log are ignored.

When the compile ran on preprocessed input (distcc's default mode: the client
runs -E and the server compiles the result), clang's fix-it lines would carry
the preprocessed file's line numbers, so the plugin prints no fix-its and
instead one note per replacement, at the original line, with the text it
removes and the text it inserts; this script finds that text on that line of
the local file and skips the finding's fix (saying so) when it is not there.
"""

import argparse
import json
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.realpath(__file__))
# The shared module: beside the script in the checkout, in share/strcost/python
# when installed (strcost_common.py says why).
sys.path[:0] = [HERE, os.path.join(HERE, "..", "share", "strcost", "python")]
from strcost_common import AS_ERROR, parse_diagnostic  # noqa: E402

# The plugin's note under a finding whose fix-it it could not print: the edit
# on the original file, as JSON strings.
FIX_NOTE = re.compile(r'^fix-it for the original file: replace (?P<removed>".*") with '
                      r'(?P<inserted>".*")$')
FIXIT = re.compile(r'^fix-it:"(?P<file>(?:[^"\\]|\\.)*)":\{(?P<l1>\d+):(?P<c1>\d+)-(?P<l2>\d+):'
                   r'(?P<c2>\d+)\}:"(?P<text>(?:[^"\\]|\\.)*)"$')


def unescape(s):
    # clang escapes '\\', '"' and non-printable characters as octal in these lines.
    return re.sub(r'\\(\\|"|[0-7]{3}|n|t)', lambda m: {"\\": "\\", '"': '"', "n": "\n", "t": "\t"}.get(
        m.group(1), None) or chr(int(m.group(1), 8)), s)


class Files:
    def __init__(self, build_dir):
        self.build_dir = build_dir
        self.lines = {}
        self.unplaced = 0

    def _load(self, path):
        full = os.path.join(self.build_dir, path)
        if full not in self.lines:
            with open(full, "rb") as f:
                data = f.read()
            starts, pos = [0], 0
            while True:
                pos = data.find(b"\n", pos) + 1
                if pos == 0:
                    break
                starts.append(pos)
            self.lines[full] = (data, starts)
        return self.lines[full]

    def offset(self, path, line, col):
        data, starts = self._load(path)
        if line > len(starts):
            raise SystemExit(f"strcost-fixits: {path} has no line {line}: was the log "
                             "made from preprocessed input with a clang fix-it line?")
        return starts[line - 1] + col - 1

    def find(self, path, line, col, removed):
        """(offset, length) of `removed` on `line` of path, nearest to col
        (preprocessing only ever moves text left: runs of spaces collapse), or
        None if it is not there or the line does not exist."""
        data, starts = self._load(path)
        if line > len(starts) or "\n" in removed:
            return None
        begin = starts[line - 1]
        end = starts[line] if line < len(starts) else len(data)
        text = data[begin:end]
        needle = removed.encode("utf-8")
        if not needle:
            return (begin, 0) if col == 1 else None
        hits = [i for i in range(len(text)) if text.startswith(needle, i) and i >= col - 1]
        return (begin + hits[0], len(needle)) if hits else None


def parse(log, files):
    diagnostics, seen, current = [], set(), None
    for raw in log.splitlines():
        d = parse_diagnostic(raw)
        if d and not d.is_note and d.check.startswith("strcost-"):
            key = (d.check, os.path.normpath(os.path.join(files.build_dir, d.file)),
                   d.line, d.col, d.message)
            if key in seen:
                current = None
                continue
            seen.add(key)
            current = {
                "DiagnosticName": d.check,
                "DiagnosticMessage": {
                    "Message": d.message,
                    "FilePath": d.file,
                    "FileOffset": files.offset(d.file, d.line, d.col),
                    "Replacements": [],
                },
                "Level": "Error" if AS_ERROR in d.checks else "Warning",
                "BuildDirectory": files.build_dir,
            }
            diagnostics.append(current)
            continue
        f = FIXIT.match(raw)
        if f and current is not None:
            path = unescape(f.group("file"))
            begin = files.offset(path, int(f.group("l1")), int(f.group("c1")))
            end = files.offset(path, int(f.group("l2")), int(f.group("c2")))
            current["DiagnosticMessage"]["Replacements"].append({
                "FilePath": path, "Offset": begin, "Length": end - begin,
                "ReplacementText": unescape(f.group("text"))})
        elif d and d.is_note and (n := FIX_NOTE.match(d.message)) and current is not None:
            path = d.file
            replacement = files.find(path, d.line, d.col, json.loads(n.group("removed")))
            if replacement is None:
                files.unplaced += 1
                sys.stderr.write(f"strcost-fixits: {path}:{d.line}: "
                                 f"{n.group('removed')} not found there; fix not applied\n")
                current["DiagnosticMessage"]["Replacements"] = []
                current = None
            else:
                offset, length = replacement
                current["DiagnosticMessage"]["Replacements"].append({
                    "FilePath": path, "Offset": offset, "Length": length,
                    "ReplacementText": json.loads(n.group("inserted"))})
        elif d:
            # Another diagnostic (a note, another tool's warning): the fix-its
            # that follow it are not the strcost finding's.
            current = None
    return diagnostics


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("log", help="compiler output ('-' for stdin)")
    p.add_argument("-o", "--output", required=True, help="YAML file to write")
    p.add_argument("--build-dir", default=os.getcwd())
    args = p.parse_args()
    text = sys.stdin.read() if args.log == "-" else open(args.log, encoding="utf-8",
                                                          errors="replace").read()
    diagnostics = parse(text, Files(os.path.abspath(args.build_dir)))
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as out:
        out.write("---\n")
        yaml.safe_dump({"MainSourceFile": "", "Diagnostics": diagnostics}, out,
                       sort_keys=False, allow_unicode=True)
        out.write("...\n")
    print(f"strcost-fixits: {len(diagnostics)} findings, "
          f"{sum(len(d['DiagnosticMessage']['Replacements']) for d in diagnostics)} replacements "
          f"-> {args.output}")


if __name__ == "__main__":
    main()
