"""What strcost's Python scripts share: reading the diagnostics clang and
clang-tidy print, reading the fixes they export as YAML, and placing byte
offsets in source text (lines, columns and GitHub's line fingerprints).

The scripts live in scripts/, test/ and bench/ and are run as files, so they
import this module by path:

    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    import strcost_common

Installed (cmake --install, the Debian package), the user's scripts are in
bin/ without their .py and this module is in share/strcost/python/; each
script looks beside itself first, then there.

Reading the exported fixes needs PyYAML (Debian: python3-yaml); reading
diagnostics needs nothing beyond the standard library.
"""

import bisect
import os
import re
import shutil
from typing import NamedTuple

# One line of clang's text output, `FILE:LINE:COL: LEVEL: MESSAGE [CHECKS]`:
#  - FILE may start with a Windows drive (C:\src\a.cpp), and never starts with
#    a blank, so that a source excerpt quoting such a line is not taken for one;
#  - LEVEL is any of clang's, `fatal error` included;
#  - CHECKS is clang-tidy's list: the check first, then what it was promoted
#    by (`[strcost-x,-warnings-as-errors]`), or a compiler flag (`[-Wfoo]`);
#    notes and errors may have none.
DIAGNOSTIC = re.compile(
    r"^(?P<file>(?:[A-Za-z]:(?=[\\/]))?[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<level>warning|error|fatal error|note|remark): "
    r"(?P<message>.*?)(?: \[(?P<checks>[^\[\]\s]+)\])?$")

# The note under a finding whose fix-it was not offered or was withdrawn.
NO_FIX_IT = "no fix-it: "

# clang-tidy's tag for a finding that --warnings-as-errors turned into an error.
AS_ERROR = "-warnings-as-errors"

# The note with a finding's estimated cost (checks/utils/CostModel.cpp,
# formatCost): "cost per execution: 1 allocation, 24 bytes copied, 25 bytes
# scanned, ~11 ns (assuming ...)", or "cost once per program start: ...".
# scripts/strcost_coverage.py's COST_NOTE reads the time from the same text.
COST_NOTE = re.compile(
    r"^cost (?P<per>per execution|once per program start): "
    r"(?:no allocation|(?P<allocations>\d+) allocations?)"
    r"(?:, (?P<copied>\d+) bytes? copied)?"
    r"(?:, (?P<scanned>\d+) bytes? scanned)?"
    r", ~(?P<ns>[0-9.]+) ns"
    r"(?: \(assuming (?P<assumption>.*)\))?$")


def parse_cost_note(text):
    """(SARIF property name, its value) for a cost note's text, else None."""
    m = COST_NOTE.match(text)
    if not m:
        return None
    value = {"allocations": int(m.group("allocations") or 0),
             "bytesCopied": int(m.group("copied") or 0),
             "bytesScanned": int(m.group("scanned") or 0),
             "nanoseconds": float(m.group("ns"))}
    if m.group("assumption"):
        value["assumption"] = m.group("assumption")
    name = "strcost/costPerExecution" if m.group("per") == "per execution" \
        else "strcost/costPerProgramStart"
    return name, value


def data_path(script_dir, in_checkout, installed):
    """A file or directory a script reads, found from the script's own
    directory: `in_checkout` below the checkout (the script in scripts/),
    else `installed` below the install prefix (the script in bin/). Both are
    '/'-separated and relative; None when neither exists."""
    for rel in (in_checkout, installed):
        path = os.path.normpath(os.path.join(script_dir, "..", *rel.split("/")))
        if os.path.exists(path):
            return path
    return None


class Diagnostic(NamedTuple):
    file: str
    line: int
    col: int
    level: str
    message: str
    checks: tuple  # ("strcost-x", "-warnings-as-errors"), ("-Wfoo",) or ()

    @property
    def check(self):
        """The check (or compiler flag) that reported it; "" when none is shown."""
        return self.checks[0] if self.checks else ""

    @property
    def is_note(self):
        return self.level == "note"

    @property
    def is_compile_error(self):
        """An error of the compiler, not a finding promoted by -warnings-as-errors
        (or, in the compiler plugin's output, by the compiler's -Werror, which
        leaves the bare check name in the bracket)."""
        return (self.level in ("error", "fatal error") and AS_ERROR not in self.checks
                and not self.check.startswith("strcost-"))

    @property
    def no_fix_it_reason(self):
        """Why a finding has no fix-it, when this is such a note; else None."""
        if self.is_note and self.message.startswith(NO_FIX_IT):
            return self.message[len(NO_FIX_IT):]
        return None


def parse_diagnostic(line):
    """The Diagnostic on one line of output, or None."""
    m = DIAGNOSTIC.match(line.rstrip("\r\n"))
    if not m:
        return None
    checks = tuple(m.group("checks").split(",")) if m.group("checks") else ()
    return Diagnostic(m.group("file"), int(m.group("line")), int(m.group("col")),
                      m.group("level"), m.group("message"), checks)


def diagnostic_blocks(output):
    """[(Diagnostic or None, lines)]: each warning or error with the notes and
    source excerpts that follow it; lines before the first one come first,
    under None."""
    blocks = []
    for line in output.splitlines():
        d = parse_diagnostic(line)
        if d and not d.is_note:
            blocks.append((d, [line]))
        elif blocks:
            blocks[-1][1].append(line)
        else:
            blocks.append((None, [line]))
    return blocks


class ExportedFinding(NamedTuple):
    check: str
    file: str          # absolute: FilePath against the build directory
    offset: int
    message: str
    replacements: list  # clang-tidy's dicts: FilePath, Offset, Length, ReplacementText
    notes: list
    build_dir: str
    raw: dict          # the diagnostic as exported, for what is not above

    @property
    def has_fix(self):
        return bool(self.replacements)


def exported_fixes_files(inputs):
    """The YAML files among inputs, directories searched for *.yaml as
    clang-apply-replacements does."""
    files = []
    for item in inputs:
        if os.path.isdir(item):
            for dirpath, dirs, names in os.walk(item):
                dirs.sort()
                files += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(".yaml")]
        else:
            files.append(item)
    return files


def absolute(build_dir, path):
    return os.path.normpath(os.path.join(build_dir, path)) if path else ""


def load_exported_fixes(inputs, missing_ok=False):
    """Every finding of the exported-fixes files (--export-fixes, the plugin's
    export-fixes / export-fixes-dir, strcost-fixits.py) among inputs (files, or
    directories of *.yaml), in order. A finding exported by several units (one
    in a shared header) is listed once: its first copy with a fix, else its
    first copy. A missing file is an error unless missing_ok (a unit that
    failed writes none)."""
    try:
        import yaml
    except ImportError:
        raise SystemExit("strcost: reading exported fixes needs PyYAML (Debian: python3-yaml)")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    findings, index = [], {}
    for path in exported_fixes_files(inputs):
        if missing_ok and not os.path.exists(path):
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            doc = yaml.load(f, Loader=loader) or {}
        default_dir = os.path.dirname(os.path.abspath(doc.get("MainSourceFile") or path))
        for d in doc.get("Diagnostics") or []:
            build_dir = d.get("BuildDirectory") or default_dir
            msg = d.get("DiagnosticMessage") or {}
            finding = ExportedFinding(
                d.get("DiagnosticName", ""), absolute(build_dir, msg.get("FilePath", "")),
                msg.get("FileOffset", 0), msg.get("Message", ""),
                msg.get("Replacements") or [], d.get("Notes") or [], build_dir, d)
            key = (finding.check, finding.file, finding.offset, finding.message)
            if key not in index:
                index[key] = len(findings)
                findings.append(finding)
            elif finding.has_fix and not findings[index[key]].has_fix:
                findings[index[key]] = finding
    return findings



# Line breaks as clang counts them (and SARIF, and GitHub): LF, CRLF, or a lone CR.
_LINE_BREAK = re.compile(rb"\r\n?|\n")


def line_starts(data):
    """The byte offset where each line of data begins (line 1 at index 0)."""
    return [0] + [m.end() for m in _LINE_BREAK.finditer(data)]


def line_col(data, starts, offset):
    """(line, column) of a byte offset, both 1-based; the column counts Unicode
    code points (SARIF's unicodeCodePoints), not bytes."""
    line = bisect.bisect_right(starts, offset)
    head = data[starts[line - 1]:offset]
    return line, len(head.decode("utf-8", errors="replace")) + 1


# GitHub code scanning's primaryLocationLineHash, as its upload action computes
# it when a SARIF result has none and checks it when one is given: a 64-bit
# polynomial hash (base 37) of the 100 characters starting at the line's first
# character, where spaces and tabs are not characters, CR and CRLF count as LF,
# the end of the file is the character 0xFFFF and zeros pad what follows;
# characters are UTF-16 code units. A line whose hash an earlier line of the
# same file already had gets the next ":N", so the value is "<hex>:<N>".
_HASH_WINDOW = 100
_HASH_BASE = 37
_HASH_MASK = (1 << 64) - 1
_HASH_END_OF_FILE = 0xFFFF


def _hash_stream(data):
    """The characters GitHub's line hash runs over and where each line starts."""
    text = data.decode("utf-8", errors="replace").encode("utf-16-le")
    units = memoryview(text).cast("H")
    stream, starts = [], []
    at_line_start, after_cr = True, False
    for c in list(units) + [_HASH_END_OF_FILE]:
        if c in (0x20, 0x09) or (after_cr and c == 0x0A):
            after_cr = False
            continue
        after_cr = c == 0x0D
        if after_cr:
            c = 0x0A
        if at_line_start:
            starts.append(len(stream))
            at_line_start = False
        at_line_start = c == 0x0A
        stream.append(c)
    return stream, starts


def github_line_hashes(data):
    """primaryLocationLineHash of every line of data (bytes): index 0 is line 1."""
    stream, starts = _hash_stream(data)
    padded = stream + [0] * _HASH_WINDOW
    leading = pow(_HASH_BASE, _HASH_WINDOW, 1 << 64)
    h = 0
    for c in padded[:_HASH_WINDOW]:
        h = (h * _HASH_BASE + c) & _HASH_MASK
    at = {}
    wanted = set(starts)
    for p in range(len(stream)):
        if p in wanted:
            at[p] = h
        h = (h * _HASH_BASE + padded[p + _HASH_WINDOW] - leading * padded[p]) & _HASH_MASK
    seen, hashes = {}, []
    for p in starts:
        key = format(at[p], "x")
        seen[key] = seen.get(key, 0) + 1
        hashes.append(f"{key}:{seen[key]}")
    return hashes


# A hunk header of `git diff`: the old side's and the new side's line counts,
# and the new side's first line.
_HUNK = re.compile(r"^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


def changed_lines(diff_text):
    """{path: [[first, last], ...]}: the lines each file has on the new side
    of a `git diff -U0 --src-prefix=a/ --dst-prefix=b/` that the old side did
    not (added or rewritten; a hunk that only deletes adds none). Paths are as
    git prints them, relative to the repository's top; a file deleted, or
    with no line added, is left out. A hunk's own lines are counted off its
    header, so that a line of text such as `++ x` (printed `+++ x`) or
    `@@` is never taken for a header."""
    result, path, pending = {}, None, 0
    for line in diff_text.splitlines():
        if pending:
            pending -= 1
            continue
        if line.startswith("+++ "):
            name = line[4:].rstrip("\t")
            path = name[2:] if name.startswith("b/") else None  # /dev/null: deleted
            continue
        m = _HUNK.match(line)
        if not m:
            continue
        old, first = int(m.group(1) or 1), int(m.group(2))
        count = int(m.group(3) or 1)
        pending = old + count
        if count and path is not None:
            result.setdefault(path, []).append([first, first + count - 1])
    return result


# The compilation databases of a project run (scripts/strcost-run.py): which
# configurations compile a file, and the project's own headers that a
# target hands to its users as system headers.

def command_arguments(entry):
    """A compile_commands.json entry's command line as a list ("arguments",
    or "command" split as a POSIX shell would)."""
    if "arguments" in entry:
        return list(entry["arguments"])
    import shlex
    return shlex.split(entry.get("command", ""))


def is_under(path, directory):
    """Whether `path` is `directory` or below it (both absolute, normalized)."""
    return path == directory or path.startswith(directory.rstrip(os.sep) + os.sep)


def cmake_source_dir(build_dir):
    """The source tree CMake configured `build_dir` from (its cache's
    CMAKE_HOME_DIRECTORY), or None."""
    try:
        with open(os.path.join(build_dir, "CMakeCache.txt"), errors="replace") as f:
            for line in f:
                if line.startswith("CMAKE_HOME_DIRECTORY:"):
                    return line.split("=", 1)[1].strip() or None
    except OSError:
        pass
    return None


def _isystem_dirs(args):
    """(index of the option, how many arguments it takes, directory as
    spelled) of each -isystem in args (`-isystem D` and `-isystemD`)."""
    found = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            break
        if a == "-isystem" and i + 1 < len(args):
            found.append((i, 2, args[i + 1]))
            i += 2
            continue
        if a.startswith("-isystem") and len(a) > len("-isystem"):
            found.append((i, 1, a[len("-isystem"):]))
        i += 1
    return found


def _relative_files(directory, cache):
    """The files below `directory`, relative to it (walked once per run)."""
    if directory not in cache:
        rels = []
        for top, _, names in os.walk(directory):
            rels += [os.path.relpath(os.path.join(top, n), directory) for n in names]
        cache[directory] = rels
    return cache[directory]


class OwnHeaders(NamedTuple):
    """What own_system_headers made of one compile command."""
    arguments: list   # the command, with the project's -isystem directories as -I
    converted: list   # those directories (absolute)
    kept: list        # (directory, why) of the project's directories left as -isystem


def own_system_headers(args, cwd, source_root, build_dirs, walk_cache=None):
    """The compile command `args` (run in `cwd`) with each `-isystem D` whose
    D lies in the project's source tree (`source_root`), and not in one of
    `build_dirs` (a build tree's fetched dependencies), turned into `-I D`,
    so that the checks treat D's headers as the project's own rather than
    the system's (clang reports nothing in a system header).

    -I directories are searched before -isystem ones, so D goes after every
    -I of the command: it is still searched after them and before the
    -isystem directories that followed it. It would now come before the
    -isystem directories that preceded it too: when one of those has a file
    of the same relative path (which it found first), D is kept as -isystem
    and listed in `kept` with the reason. A header of D now gets warnings the
    build never shows it, so a command that turns warnings into errors gets
    -Wno-error (and -Wno-error=X for each -Werror=X) after its own flags."""
    walk_cache = {} if walk_cache is None else walk_cache
    root = os.path.realpath(source_root) if source_root else None
    builds = [os.path.realpath(b) for b in build_dirs]
    converted, kept, drop, earlier = [], [], set(), []
    for index, width, spelled in _isystem_dirs(args):
        d = os.path.realpath(os.path.join(cwd, spelled))
        own = (root and os.path.isdir(d) and is_under(d, root)
               and not any(is_under(d, b) for b in builds))
        if own:
            rels = _relative_files(d, walk_cache)
            shadow = next((e for e in earlier
                           if any(os.path.isfile(os.path.join(e, r)) for r in rels)), None)
            if shadow:
                kept.append((d, f"a header of it is also in -isystem {shadow}, "
                                "which the compiler searches first"))
            elif d not in converted:
                converted.append(d)
                drop.update(range(index, index + width))
            else:
                drop.update(range(index, index + width))
        earlier.append(d)
    if not converted:
        return OwnHeaders(list(args), [], kept)
    out = [a for i, a in enumerate(args) if i not in drop]
    end = out.index("--") if "--" in out else len(out)
    last_i = max((i + (2 if out[i] == "-I" else 1) for i in range(end)
                  if out[i] == "-I" or (out[i].startswith("-I") and len(out[i]) > 2)),
                 default=end)
    werror = [a for a in out[:end] if a == "-Werror" or a.startswith("-Werror=")]
    # After the command's own warning flags: the last one wins.
    out[end:end] = [a.replace("-Werror", "-Wno-error", 1) for a in dict.fromkeys(werror)]
    out[last_i:last_i] = [a for d in converted for a in ("-I", d)]
    return OwnHeaders(out, converted, kept)


# Where a run that applies its fixes keeps, beside its exported findings, the
# text their offsets are into (scripts/strcost-run.py --export-dir with --fix):
# once the fixes are applied, the files on disk are another text (an inserted
# #include moves every line below it), and strcost-sarif.py reads these.
SOURCES = "sources"


def snapshot_path(directory, path):
    """Where the copy of `path` (absolute) is kept under `directory`."""
    return os.path.join(directory, SOURCES, os.path.splitdrive(path)[1].lstrip("/\\"))


def snapshot_sources(export_dir):
    """Copies every file the exported findings in export_dir name (their
    own, their notes', their replacements') under export_dir/sources/, as it
    is now; returns how many."""
    paths = set()
    for f in load_exported_fixes([export_dir], missing_ok=True):
        paths.add(f.file)
        paths.update(absolute(f.build_dir, n.get("FilePath", "")) for n in f.notes)
        paths.update(absolute(f.build_dir, r.get("FilePath", "")) for r in f.replacements)
    copied = 0
    for p in sorted(p for p in paths if p and os.path.isfile(p)):
        target = snapshot_path(export_dir, p)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(p, target)
        copied += 1
    return copied
