#!/usr/bin/env python3
"""Validates a SARIF log written by scripts/strcost-sarif.py.

  validate_sarif.py LOG.sarif [--schema sarif-schema-2.1.0.json] [--apply-fixes DIR]

1. JSON-Schema validation: against the official OASIS schema when given
   (--schema, or $STRCOST_SARIF_SCHEMA), otherwise against
   sarif-2.1.0-subset.schema.json next to this script (the official file is
   not packaged by Debian, and the machine has no network).
2. Consistency: every region's line/column agrees with its byte offset in the
   file it names, and every ruleIndex points at the rule of its ruleId.
3. --apply-fixes DIR: applies every result's fixes to copies of the files
   (written to DIR under their base names), so a test can FileCheck them.
"""

import argparse
import json
import os
import sys
import urllib.parse

import jsonschema


def fail(msg):
    sys.stderr.write(f"validate_sarif: {msg}\n")
    sys.exit(1)


def artifact_path(location, bases):
    uri = location["uri"]
    if "uriBaseId" in location:
        uri = bases[location["uriBaseId"]]["uri"] + uri
    parsed = urllib.parse.urlparse(uri)
    if parsed.scheme != "file":
        fail(f"not a file URI: {uri}")
    return urllib.parse.unquote(parsed.path)


def check_region(path, region):
    with open(path, "rb") as f:
        data = f.read()
    def line_col(offset):
        start = data.rfind(b"\n", 0, offset) + 1
        return data.count(b"\n", 0, offset) + 1, len(data[start:offset].decode("utf-8")) + 1
    if "startLine" in region:
        got = (region["startLine"], region.get("startColumn", 1))
        if got != line_col(region["byteOffset"]):
            fail(f"{path}: region {region} starts at {line_col(region['byteOffset'])}")
    if "endLine" in region:
        end = region["byteOffset"] + region["byteLength"]
        if (region["endLine"], region["endColumn"]) != line_col(end):
            fail(f"{path}: region {region} ends at {line_col(end)}")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("log")
    p.add_argument("--schema", default=os.environ.get("STRCOST_SARIF_SCHEMA"))
    p.add_argument("--apply-fixes")
    args = p.parse_args()
    schema_path = args.schema or os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                              "sarif-2.1.0-subset.schema.json")
    with open(schema_path) as f:
        schema = json.load(f)
    with open(args.log) as f:
        log = json.load(f)
    validator = jsonschema.validators.validator_for(schema)(schema)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    if errors:
        fail(f"{len(errors)} schema violation(s) against {os.path.basename(schema_path)}:\n"
             + "\n".join(f"  at /{'/'.join(map(str, e.absolute_path))}: {e.message}"
                         for e in errors[:10]))
    print(f"validate_sarif: valid against {os.path.basename(schema_path)}")

    edits = {}
    for run in log["runs"]:
        bases = run.get("originalUriBaseIds", {})
        rules = run["tool"]["driver"].get("rules", [])
        for result in run.get("results", []):
            if "ruleIndex" in result and rules[result["ruleIndex"]]["id"] != result.get("ruleId"):
                fail(f"ruleIndex {result['ruleIndex']} is not rule {result.get('ruleId')}")
            for loc in result.get("locations", []) + result.get("relatedLocations", []):
                phys = loc.get("physicalLocation")
                if phys and "region" in phys:
                    check_region(artifact_path(phys["artifactLocation"], bases), phys["region"])
            for fix in result.get("fixes", []):
                for change in fix["artifactChanges"]:
                    path = artifact_path(change["artifactLocation"], bases)
                    for r in change["replacements"]:
                        check_region(path, r["deletedRegion"])
                        edits.setdefault(path, []).append(
                            (r["deletedRegion"]["byteOffset"], r["deletedRegion"]["byteLength"],
                             r.get("insertedContent", {}).get("text", "")))
    print(f"validate_sarif: {sum(len(r.get('results', [])) for r in log['runs'])} results, "
          f"regions consistent")
    if args.apply_fixes:
        os.makedirs(args.apply_fixes, exist_ok=True)
        for path, reps in edits.items():
            with open(path, "rb") as f:
                data = f.read()
            for offset, length, text in sorted(reps, reverse=True):
                data = data[:offset] + text.encode("utf-8") + data[offset + length:]
            with open(os.path.join(args.apply_fixes, os.path.basename(path)), "wb") as f:
                f.write(data)


if __name__ == "__main__":
    main()
