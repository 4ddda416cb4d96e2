"""What strcost's Python scripts share: reading the diagnostics clang and
clang-tidy print, and reading the fixes they export as YAML.

The scripts live in scripts/, test/ and bench/ and are run as files, so they
import this module by path:

    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    import strcost_common

Reading the exported fixes needs PyYAML (Debian: python3-yaml); reading
diagnostics needs nothing beyond the standard library.
"""

import os
import re
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
        """An error of the compiler, not a finding promoted by -warnings-as-errors."""
        return self.level in ("error", "fatal error") and AS_ERROR not in self.checks

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

