#!/usr/bin/env python3
"""Converts strcost findings exported as YAML (strcost --export-fixes, the
compiler plugin's export-fixes / export-fixes-dir, clang-tidy --export-fixes)
into one SARIF 2.1.0 log for code-scanning dashboards (GitHub code scanning
first among them).

  scripts/strcost-sarif.py [--srcroot DIR] [--docs-url URL] [--category ID]
                           [-o out.sarif] FILE_OR_DIR...

Directories are searched for *.yaml (as clang-apply-replacements does). A
finding reported by several translation units (one in a shared header) is
listed once. Each result carries its fix-its as SARIF `fixes`, a region with
start and end (line and column in Unicode code points, as the run's columnKind
says, and the exact byte offsets), and GitHub's primaryLocationLineHash. Each
rule carries the check's summary and help from docs/checks/<check>.md. Paths
under --srcroot become relative URIs against the base id SRCROOT, which is how
code-scanning services match them to the repository; others stay absolute
file:// URIs.

Needs PyYAML (Debian: python3-yaml).
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import urllib.parse

HERE = os.path.dirname(os.path.realpath(__file__))
# The shared module: beside the script in the checkout, in share/strcost/python
# when installed (strcost_common.py says why).
sys.path[:0] = [HERE, os.path.join(HERE, "..", "share", "strcost", "python")]
from strcost_common import (SOURCES, absolute, github_line_hashes, line_col,  # noqa: E402
                            parse_cost_note, snapshot_path,
                            line_starts, load_exported_fixes)

# Where the checks' pages are: the checkout (scripts/../docs/checks), or an
# installed tree with the scripts in bin/ and the docs in share/doc/strcost/.
DOCS_CANDIDATES = [os.path.join(HERE, "..", "docs", "checks"),
                   os.path.join(HERE, "..", "share", "doc", "strcost", "checks")]


def file_uri(path, directory=False):
    uri = "file://" + urllib.parse.quote(os.path.abspath(path))
    return uri.rstrip("/") + "/" if directory else uri


class Artifacts:
    """Source text, for turning byte offsets into lines, columns and GitHub's
    line hashes."""

    def __init__(self, srcroot, snapshots=()):
        self.srcroot = os.path.abspath(srcroot) + os.sep if srcroot else None
        self.cache = {}
        # Input directories of a run that applied its fixes: the text the
        # offsets are into is kept there (strcost_common.snapshot_sources).
        self.snapshots = [d for d in snapshots if os.path.isdir(os.path.join(d, SOURCES))]

    def location(self, path):
        if self.srcroot and path.startswith(self.srcroot):
            rel = path[len(self.srcroot):]
            return {"uri": urllib.parse.quote(rel.replace(os.sep, "/")), "uriBaseId": "SRCROOT"}
        return {"uri": file_uri(path)}

    def source(self, path):
        """(bytes, line starts), or None when the file cannot be read."""
        if path not in self.cache:
            kept = (snapshot_path(d, path) for d in self.snapshots)
            read = next((k for k in kept if os.path.isfile(k)), path)
            try:
                with open(read, "rb") as f:
                    data = f.read()
                self.cache[path] = (data, line_starts(data), None)
            except OSError:
                self.cache[path] = None
        return self.cache[path]

    def line_hash(self, path, line):
        """GitHub's primaryLocationLineHash of a line (computed once per file)."""
        src = self.source(path)
        if src is None:
            return None
        data, starts, hashes = src
        if hashes is None:
            hashes = github_line_hashes(data)
            self.cache[path] = (data, starts, hashes)
        return hashes[line - 1] if line <= len(hashes) else None

    def line_text(self, path, offset):
        src = self.source(path)
        if src is None:
            return ""
        data, starts, _ = src
        line, _ = line_col(data, starts, offset)
        end = starts[line] if line < len(starts) else len(data)
        return data[starts[line - 1]:end].decode("utf-8", errors="replace").rstrip("\r\n")

    def token_length(self, path, offset):
        """The length of the identifier or number at offset, else of the one
        character there (none at a line's end): a finding's extent when
        nothing better is known."""
        src = self.source(path)
        if src is None or offset >= len(src[0]):
            return 0
        m = re.compile(rb"[A-Za-z0-9_]+|[^\r\n]").match(src[0], offset)
        return len(m.group(0)) if m else 0

    def region(self, path, offset, length):
        region = {"byteOffset": offset, "byteLength": length}
        src = self.source(path)
        if src and offset + length <= len(src[0]):
            data, starts, _ = src
            region["startLine"], region["startColumn"] = line_col(data, starts, offset)
            region["endLine"], region["endColumn"] = line_col(data, starts, offset + length)
        return region


def extent(artifacts, path, offset, message, build_dir):
    """How far a finding or note at path:offset reaches: a range clang-tidy
    exported that covers it, else the edit of its fix-it that starts there
    (the costly expression), else the token there."""
    for r in message.get("Ranges") or []:
        start = r.get("FileOffset", 0)
        if (absolute(build_dir, r.get("FilePath", "")) == path
                and start <= offset < start + r.get("Length", 0)):
            return start + r["Length"] - offset
    for r in message.get("Replacements") or []:
        if (absolute(build_dir, r.get("FilePath", "")) == path and r.get("Offset") == offset
                and r.get("Length")):
            return r["Length"]
    return artifacts.token_length(path, offset)


class CheckDocs:
    """A check's docs page, read into what a SARIF rule shows."""

    def __init__(self, check, docs_dir, docs_url):
        self.check = check
        self.page = os.path.join(docs_dir, check + ".md") if docs_dir else None
        if self.page and not os.path.isfile(self.page):
            self.page = None
        self.sections = self.read(self.page) if self.page else {}
        if docs_url:
            self.uri = docs_url.rstrip("/") + "/" + check + ".md"
        else:
            self.uri = file_uri(self.page) if self.page else None

    @staticmethod
    def read(path):
        """{"": the summary paragraph, heading: section text} of a page."""
        with open(path, encoding="utf-8") as f:
            text = f.read()
        parts = re.split(r"^## +(.*)$", text, flags=re.M)
        sections = {"": parts[0].split("\n\n")[1].strip() if "\n\n" in parts[0] else ""}
        for heading, body in zip(parts[1::2], parts[2::2]):
            sections[heading.strip()] = body.strip()
        return sections

    def summary(self):
        return " ".join(self.sections.get("", "").split())

    def first_block(self, heading):
        """The first fenced code block of a section, with its fence."""
        m = re.search(r"^```[^\n]*\n.*?^```", self.sections.get(heading, ""), re.M | re.S)
        return m.group(0) if m else ""

    def first_sentence(self, heading):
        """The first sentence of a section (the cost in brief; the page has
        the measurements)."""
        body = self.sections.get(heading, "")
        paragraph = " ".join(body.split("\n\n")[0].split()) if body else ""
        return re.split(r"(?<=[.!?])\s+(?=[A-Z`(])", paragraph, maxsplit=1)[0]


def plain(markdown):
    """Markdown as plain text: code blocks indented instead of fenced, inline
    code without backticks, links as their text (and address, when it is
    absolute: a page's relative links lead nowhere from a dashboard)."""
    def block(m):
        return "\n".join("    " + line for line in m.group(1).split("\n"))
    text = re.sub(r"^```[^\n]*\n(.*?)\n```$", block, markdown, flags=re.M | re.S)
    text = re.sub(r"\[([^\]]*)\]\(([a-z]+:[^)]*)\)", r"\1: \2", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"`([^`]*)`", r"\1", text)


def rule_name(check):
    """The rule's name, an identifier as SARIF suggests: strcost-foo-bar -> FooBar."""
    stem = check[len("strcost-"):] if check.startswith("strcost-") else check
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[^A-Za-z0-9]+", stem) if w)


def strcost_rule(check, docs):
    """A strcost check's rule: its docs page's summary, the before/after of
    its pattern and the first sentence of what it costs, and a link to the
    page."""
    summary = docs.summary() or check
    # The summary's main clause: before the list of forms that follows a
    # colon, without the examples in parentheses.
    short = re.split(r"[.:](?:\s|$)", summary, maxsplit=1)[0] + "."
    short = re.sub(r"\s*\([^()]*\)", "", short)
    pieces = [summary, docs.first_block("The pattern and the fix"),
              docs.first_sentence("What it costs")]
    if docs.uri:
        pieces.append(f"[Full documentation of {check}]({docs.uri})")
    markdown = "\n\n".join(p for p in pieces if p)
    rule = {
        "id": check, "name": rule_name(check),
        "shortDescription": {"text": plain(short)},
        "fullDescription": {"text": plain(summary)},
        "help": {"text": plain(markdown), "markdown": markdown},
        "defaultConfiguration": {"level": "warning"},
        # GitHub shows tags as filters, precision and problem.severity on
        # each alert; strcost reports costs, never vulnerabilities.
        "properties": {"tags": ["performance", "strings", "c++"], "precision": "high",
                       "problem.severity": "warning"},
    }
    if docs.uri:
        rule["helpUri"] = docs.uri
    return rule


def other_rule(check, level):
    """A rule for what the input holds besides strcost checks: a compiler
    diagnostic or another clang-tidy check, whose pages are not strcost's."""
    what = ("the compiler's diagnostic" if check.startswith("clang-diagnostic-")
            else "the clang-tidy check")
    text = f"Reported by {what} {check}."
    return {"id": check, "name": rule_name(check), "shortDescription": {"text": text},
            "fullDescription": {"text": text}, "help": {"text": text},
            "defaultConfiguration": {"level": level},
            "properties": {"tags": ["c++"], "problem.severity": level}}


def physical(artifacts, path, offset, message, build_dir):
    length = extent(artifacts, path, offset, message, build_dir)
    return {"artifactLocation": artifacts.location(path),
            "region": artifacts.region(path, offset, length)}


def fingerprints(artifacts, check, path, offset, region):
    """GitHub's primaryLocationLineHash, plus strcost's own: the check, the file
    and the text of the line, for services that do not compute GitHub's."""
    prints = {}
    if "startLine" in region:
        github = artifacts.line_hash(path, region["startLine"])
        if github:
            prints["primaryLocationLineHash"] = github
    line = " ".join(artifacts.line_text(path, offset).split())
    where = artifacts.location(path)["uri"]
    digest = hashlib.sha256("\0".join([check, where, line]).encode()).hexdigest()
    prints["strcostLineHash/v1"] = digest[:32]
    return prints


def fixes(artifacts, finding):
    changes = {}
    for r in finding.replacements:
        rpath = absolute(finding.build_dir, r.get("FilePath", ""))
        changes.setdefault(rpath, []).append({
            "deletedRegion": artifacts.region(rpath, r.get("Offset", 0), r.get("Length", 0)),
            "insertedContent": {"text": r.get("ReplacementText", "")}})
    if not changes:
        return None
    return [{"description": {"text": f"apply the fix-it of {finding.check}"},
             "artifactChanges": [{"artifactLocation": artifacts.location(p),
                                  "replacements": reps} for p, reps in changes.items()]}]


def ranks(findings, artifacts, coverage):
    """SARIF `rank` (0-100, higher first) and the figures behind it, per
    finding, from a coverage profile: the estimated saving (executions x the
    cost note's time) against the largest one. A finding that never ran
    ranks 0; one whose code the profile does not know, or that ran but has
    no time to multiply, gets no rank (SARIF's default, -1: unknown)."""
    import strcost_coverage  # only --coverage needs it
    rows = []
    for f in findings:
        src = artifacts.source(f.file) if f.file else None
        line = col = 0
        if src:
            data, starts, _ = src
            line, _ = line_col(data, starts, f.offset)
            col = f.offset - starts[line - 1] + 1  # llvm-cov counts bytes
        rows.append({"path": f.file or "", "line": line, "col": col,
                     "notes": [n.get("Message", "") for n in f.notes], "finding": f})
    strcost_coverage.rank(rows, coverage)
    top = max((r["saving_ns"] or 0 for r in rows), default=0)
    out = {}
    for r in rows:
        props = {}
        if r["executions"] is not None:
            props["strcost/executions"] = r["executions"]
        if r["saving_ns"] is not None:
            props["strcost/estimatedSavingNs"] = round(r["saving_ns"], 1)
        rank = None
        if r["executions"] == 0:
            rank = 0.0
        elif r["saving_ns"] is not None:
            rank = round(100.0 * r["saving_ns"] / top, 2) if top > 0 else 0.0
        out[id(r["finding"])] = (rank, props)
    return out


def heap_ranks(findings, artifacts, heap_profile, srcroot):
    """SARIF `rank` (0-100, higher first) and the measured figures behind it,
    per finding, from a heaptrack recording: the string allocations measured
    at the finding's code against the most any finding has; a finding with
    none measured ranks 0. The project's code is what lies under --srcroot
    and the directories of the findings' files and build directories."""
    import strcost_heap  # only --heap-profile needs it
    rows = []
    for f in findings:
        if not f.file:
            continue
        src = artifacts.source(f.file)
        line = col = 1
        if src:
            data, starts, _ = src
            line, _ = line_col(data, starts, f.offset)
            col = f.offset - starts[line - 1] + 1
        notes = [n.get("Message", "") for n in f.notes]
        cost = next((c[1] for c in map(parse_cost_note, notes) if c), None)
        rows.append({"path": f.file, "line": line, "col": col, "notes": notes, "cost": cost,
                     "check": f.check,
                     "marked": strcost_heap.marked_ranges(f.notes, f.build_dir),
                     "replacements": [{"path": absolute(f.build_dir, r.get("FilePath", "")),
                                       "offset": r.get("Offset", 0),
                                       "length": r.get("Length", 0),
                                       "text": r.get("ReplacementText", "")}
                                      for r in f.replacements],
                     "finding": f})
    sources = sorted({r["path"] for r in rows})
    roots = sorted({f.build_dir for f in findings if f.build_dir} | ({srcroot} if srcroot else set()))
    measurement, _ = strcost_heap.load(heap_profile, sources, roots)
    strcost_heap.attach(rows, measurement)
    top = max((r["heap"]["allocations"] for r in rows), default=0)
    out = {}
    for r in rows:
        heap = r["heap"]
        props = {"strcost/measuredAllocations": heap["allocations"],
                 "strcost/measuredBytes": heap["bytes"]}
        error = strcost_heap.model_error(r)
        if error:
            props["strcost/modelError"] = f"fix in utils/CostModel: {error}"
        rank = round(100.0 * heap["allocations"] / top, 2) if top else 0.0
        out[id(r["finding"])] = (rank, props)
    return out


def to_result(finding, rule_index, artifacts, ranked=None):
    d, check = finding.raw, finding.check
    result = {
        "ruleId": check,
        "ruleIndex": rule_index,
        "level": "error" if d.get("Level") == "Error" else "warning",
        "message": {"text": finding.message},
    }
    if finding.file:
        message = d.get("DiagnosticMessage") or {}
        where = physical(artifacts, finding.file, finding.offset, message,
                         finding.build_dir)
        result["locations"] = [{"physicalLocation": where}]
        result["partialFingerprints"] = fingerprints(artifacts, check, finding.file,
                                                     finding.offset, where["region"])
    notes, properties = [], {}
    for i, note in enumerate(finding.notes):
        cost = parse_cost_note(note.get("Message", ""))
        if cost:
            properties.setdefault(cost[0], cost[1])
        npath = absolute(finding.build_dir, note.get("FilePath", ""))
        related = {"id": i, "message": {"text": note.get("Message", "")}}
        if npath:
            related["physicalLocation"] = physical(artifacts, npath, note.get("FileOffset", 0),
                                                   note, finding.build_dir)
        notes.append(related)
    if notes:
        result["relatedLocations"] = notes
    if ranked:
        rank, figures = ranked
        properties.update(figures)
        if rank is not None:
            result["rank"] = rank
    if properties:
        result["properties"] = properties
    fix = fixes(artifacts, finding)
    if fix:
        result["fixes"] = fix
    return result


def working_directory(findings):
    """Where the analysis ran: the build directory its findings name when
    they agree on one, else where this converter runs."""
    dirs = {f.build_dir for f in findings}
    return dirs.pop() if len(dirs) == 1 else os.getcwd()


def to_sarif(findings, artifacts, srcroot, tool, coverage=None, heap_profile=None):
    rules, rule_index, results = [], {}, []
    ranked = ranks(findings, artifacts, coverage) if coverage else {}
    if heap_profile:
        ranked = heap_ranks(findings, artifacts, heap_profile, srcroot)
    for finding in findings:
        check = finding.check
        if check not in rule_index:
            rule_index[check] = len(rules)
            if check.startswith("strcost-"):
                rules.append(strcost_rule(check, CheckDocs(check, tool["docs_dir"],
                                                           tool["docs_url"])))
            else:
                level = "error" if finding.raw.get("Level") == "Error" else "warning"
                rules.append(other_rule(check, level))
        results.append(to_result(finding, rule_index[check], artifacts,
                                 ranked.get(id(finding))))
    driver = {"name": "strcost", "rules": rules}
    if tool["version"]:
        driver["version"] = driver["semanticVersion"] = tool["version"]
    if tool["information_uri"]:
        driver["informationUri"] = tool["information_uri"]
    # A unit that did not compile was analysed in part only.
    complete = not any(f.check == "clang-diagnostic-error" for f in findings)
    run = {
        "tool": {"driver": driver},
        "invocations": [{"executionSuccessful": complete, "workingDirectory": {
            "uri": file_uri(working_directory(findings), directory=True)}}],
        "automationDetails": {"id": tool["category"]},
        "columnKind": "unicodeCodePoints",
        "results": results,
    }
    if srcroot:
        run["originalUriBaseIds"] = {"SRCROOT": {"uri": file_uri(srcroot, directory=True)}}
    return {"$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0", "runs": [run]}


def strcost_version(strcost):
    """strcost's version: the project's in the checkout this script belongs
    to, else the first line of `strcost --version` ("strcost X.Y.Z (built for
    LLVM N)") of the given binary, the one installed next to this script, or
    the one on PATH."""
    if not strcost:
        try:
            with open(os.path.join(HERE, "..", "CMakeLists.txt"), encoding="utf-8") as f:
                m = re.search(r"project\(\s*strcost\s+VERSION\s+([0-9][0-9A-Za-z.+-]*)", f.read())
            if m:
                return m.group(1)
        except OSError:
            pass
    candidates = [strcost] if strcost else [os.path.join(HERE, "strcost"),
                                            os.path.join(HERE, "..", "bin", "strcost"),
                                            shutil.which("strcost")]
    for exe in candidates:
        if exe and os.path.isfile(exe) and os.access(exe, os.X_OK):
            try:
                out = subprocess.run([exe, "--version"], stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, timeout=60).stdout
            except (OSError, subprocess.SubprocessError):
                continue
            m = re.match(r"\s*strcost (\S+)", out)
            if m:
                return m.group(1)
    return None


def tool_info(args):
    """What the log says about strcost itself and this run."""
    docs_dir = args.docs_dir or next((d for d in DOCS_CANDIDATES if os.path.isdir(d)), None)
    if docs_dir:
        docs_dir = os.path.abspath(docs_dir)
    version = strcost_version(args.strcost)
    if not version:
        sys.stderr.write("strcost-sarif: strcost's version not found (no checkout around this "
                         "script and no strcost binary); the log names none\n")
    if args.docs_url:
        information_uri = urllib.parse.urljoin(args.docs_url.rstrip("/") + "/", "..")
    else:
        information_uri = file_uri(os.path.dirname(docs_dir), directory=True) if docs_dir else None
    category = args.category if args.category.endswith("/") else args.category + "/"
    return {"docs_dir": docs_dir, "docs_url": args.docs_url, "version": version,
            "information_uri": information_uri, "category": category}


def load_coverage(parser, args):
    import strcost_coverage  # only --coverage needs it
    if not os.path.isfile(args.coverage):
        parser.error(f"no coverage profile '{args.coverage}'")
    if not args.coverage_object:
        parser.error("--coverage needs --coverage-object: the instrumented program")
    try:
        tool = args.llvm_cov or strcost_coverage.llvm_cov(llvm_version())
        return strcost_coverage.Coverage(
            strcost_coverage.export(args.coverage, args.coverage_object, tool))
    except strcost_coverage.CoverageError as e:
        parser.error(str(e))


def llvm_version():
    """The LLVM major version strcost was configured for, where the checkout
    or the environment says (STRCOST_LLVM_VERSION); None: any llvm-cov."""
    return os.environ.get("STRCOST_LLVM_VERSION") or None


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("inputs", nargs="+", help="YAML files or directories of them")
    p.add_argument("--srcroot", help="paths under DIR become relative URIs (SRCROOT)")
    p.add_argument("--docs-url", help="where docs/checks/ is published: each rule's helpUri "
                   "becomes URL/<check>.md, the tool's informationUri URL/.. (default: "
                   "file:// URIs of the pages in the checkout or installed tree)")
    p.add_argument("--docs-dir", help="the checks' pages (default: docs/checks of the "
                   "checkout, or share/doc/strcost/checks of the installed tree)")
    p.add_argument("--category", default="strcost/",
                   help="automationDetails.id, which GitHub code scanning uses to keep "
                   "the alerts of separate uploads apart (default: strcost/)")
    p.add_argument("--strcost", help="the strcost binary to ask for its version (default: "
                   "the checkout's CMakeLists.txt, else strcost next to this script or on PATH)")
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    p.add_argument("--coverage", metavar="PROFDATA",
                   help="give each result a rank (0-100) by its estimated saving in this "
                   "LLVM coverage profile's workload (docs/which-findings-matter.md)")
    p.add_argument("--coverage-object", metavar="BIN", action="append", default=[],
                   help="with --coverage: the instrumented program (repeatable)")
    p.add_argument("--heap-profile", metavar="FILE",
                   help="give each result a rank (0-100) by the string allocations measured "
                   "at its code in this heaptrack recording of a -g build's run "
                   "(docs/which-findings-matter.md)")
    p.add_argument("--llvm-cov", help="with --coverage: the llvm-cov to read it with "
                   "(default: llvm-cov-N of strcost's LLVM, else llvm-cov on PATH)")
    args = p.parse_args()
    if args.coverage and args.heap_profile:
        p.error("--coverage and --heap-profile each rank the results: give one")
    coverage = load_coverage(p, args) if args.coverage else None
    if args.heap_profile:
        import strcost_heap  # only --heap-profile needs it
        heap_error = strcost_heap.HeapError
    else:
        heap_error = ()  # catches nothing
    artifacts = Artifacts(args.srcroot, [i for i in args.inputs if os.path.isdir(i)])
    try:
        sarif = to_sarif(load_exported_fixes(args.inputs), artifacts, args.srcroot,
                         tool_info(args), coverage, args.heap_profile)
    except heap_error as e:
        p.error(str(e))
    text = json.dumps(sarif, indent=2, ensure_ascii=False) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
