#!/usr/bin/env python3
"""Converts strcost findings exported as YAML (strcost --export-fixes, the
compiler plugin's export-fixes / export-fixes-dir, clang-tidy --export-fixes)
into one SARIF 2.1.0 log for code-scanning dashboards.

  scripts/strcost-sarif.py [--srcroot DIR] [--docs-url URL] [-o out.sarif] FILE_OR_DIR...

Directories are searched for *.yaml (as clang-apply-replacements does). A
finding reported by several translation units (one in a shared header) is
listed once. Each result carries its fix-its as SARIF `fixes`; regions give
line and column (Unicode code points, as the run's columnKind says) and the
exact byte offsets. Paths under --srcroot become relative URIs against the
base id SRCROOT, which is how code-scanning services match them to the
repository; others stay absolute file:// URIs.

Needs PyYAML (Debian: python3-yaml).
"""

import argparse
import hashlib
import json
import os
import re
import sys
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from strcost_common import absolute, load_exported_fixes  # noqa: E402

TOOL_VERSION = "0.1.0"
DOCS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "checks")


class Artifacts:
    """Source text, for turning byte offsets into lines and columns."""

    def __init__(self, srcroot):
        self.srcroot = os.path.abspath(srcroot) + os.sep if srcroot else None
        self.cache = {}

    def location(self, path):
        if self.srcroot and path.startswith(self.srcroot):
            rel = path[len(self.srcroot):]
            return {"uri": urllib.parse.quote(rel.replace(os.sep, "/")), "uriBaseId": "SRCROOT"}
        return {"uri": "file://" + urllib.parse.quote(path)}

    def text(self, path):
        if path not in self.cache:
            try:
                with open(path, "rb") as f:
                    self.cache[path] = f.read()
            except OSError:
                self.cache[path] = None
        return self.cache[path]

    def line_col(self, path, offset):
        data = self.text(path)
        if data is None or offset > len(data):
            return None
        line_start = data.rfind(b"\n", 0, offset) + 1
        column = len(data[line_start:offset].decode("utf-8", errors="replace")) + 1
        return data.count(b"\n", 0, offset) + 1, column

    def line_text(self, path, offset):
        data = self.text(path)
        if data is None:
            return ""
        start = data.rfind(b"\n", 0, offset) + 1
        end = data.find(b"\n", offset)
        return data[start:end if end >= 0 else len(data)].decode("utf-8", errors="replace")

    def region(self, path, offset, length=None):
        region = {"byteOffset": offset}
        if length is not None:
            region["byteLength"] = length
        start = self.line_col(path, offset)
        if start:
            region["startLine"], region["startColumn"] = start
            if length is not None:
                region["endLine"], region["endColumn"] = self.line_col(path, offset + length)
        return region


def summary(check):
    """The check's one-sentence summary, from its docs page when present."""
    try:
        with open(os.path.join(DOCS, check + ".md"), encoding="utf-8") as f:
            paragraphs = f.read().split("\n\n")
        text = " ".join(paragraphs[1].split())
        return re.sub(r"`([^`]*)`", r"\1", text)
    except (OSError, IndexError):
        return check


def to_sarif(findings, artifacts, srcroot, docs_url=None):
    rules, rule_index, results = [], {}, []
    for finding in findings:
        d, build_dir, check = finding.raw, finding.build_dir, finding.check
        if check not in rule_index:
            rule_index[check] = len(rules)
            rule = {"id": check, "shortDescription": {"text": summary(check)}}
            if docs_url and check.startswith("strcost-"):
                rule["helpUri"] = docs_url.rstrip("/") + "/" + check + ".md"
            rules.append(rule)
        result = {
            "ruleId": check,
            "ruleIndex": rule_index[check],
            "level": "error" if d.get("Level") == "Error" else "warning",
            "message": {"text": finding.message},
        }
        path = finding.file
        if path:
            offset = finding.offset
            result["locations"] = [{"physicalLocation": {
                "artifactLocation": artifacts.location(path),
                "region": artifacts.region(path, offset)}}]
            # Stable across unrelated edits above the finding: the check, the
            # file and the text of the line, not its number.
            line = " ".join(artifacts.line_text(path, offset).split())
            where = artifacts.location(path)["uri"]
            digest = hashlib.sha256("\0".join([check, where, line]).encode()).hexdigest()
            result["partialFingerprints"] = {"strcostLineHash/v1": digest[:32]}
        notes = []
        for i, note in enumerate(finding.notes):
            npath = absolute(build_dir, note.get("FilePath", ""))
            related = {"id": i, "message": {"text": note.get("Message", "")}}
            if npath:
                related["physicalLocation"] = {
                    "artifactLocation": artifacts.location(npath),
                    "region": artifacts.region(npath, note.get("FileOffset", 0))}
            notes.append(related)
        if notes:
            result["relatedLocations"] = notes
        changes = {}
        for r in finding.replacements:
            rpath = absolute(build_dir, r.get("FilePath", ""))
            changes.setdefault(rpath, []).append({
                "deletedRegion": artifacts.region(rpath, r.get("Offset", 0), r.get("Length", 0)),
                "insertedContent": {"text": r.get("ReplacementText", "")}})
        if changes:
            result["fixes"] = [{
                "description": {"text": f"apply the fix-it of {check}"},
                "artifactChanges": [{"artifactLocation": artifacts.location(p),
                                     "replacements": reps} for p, reps in changes.items()]}]
        results.append(result)
    run = {
        "tool": {"driver": {"name": "strcost", "version": TOOL_VERSION, "rules": rules}},
        "columnKind": "unicodeCodePoints",
        "results": results,
    }
    if srcroot:
        run["originalUriBaseIds"] = {"SRCROOT": {
            "uri": "file://" + urllib.parse.quote(os.path.abspath(srcroot).rstrip("/") + "/")}}
    return {"$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0", "runs": [run]}


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("inputs", nargs="+", help="YAML files or directories of them")
    p.add_argument("--srcroot", help="paths under DIR become relative URIs (SRCROOT)")
    p.add_argument("--docs-url", help="where docs/checks/ is published: each rule's "
                   "helpUri becomes URL/<check>.md")
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    args = p.parse_args()
    sarif = to_sarif(load_exported_fixes(args.inputs), Artifacts(args.srcroot), args.srcroot,
                     args.docs_url)
    text = json.dumps(sarif, indent=2, ensure_ascii=False) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
