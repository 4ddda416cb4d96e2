#!/usr/bin/env python3
"""Validates a SARIF log written by scripts/strcost-sarif.py.

  validate_sarif.py LOG.sarif [--schema sarif-schema-2.1.0.json] [--apply-fixes DIR]

1. JSON-Schema validation: against the official OASIS schema when given
   (--schema, or $STRCOST_SARIF_SCHEMA), otherwise against
   sarif-2.1.0-subset.schema.json next to this script (the official file is
   not packaged by Debian, and the machine has no network).
2. Consistency: every region's line/column agrees with its byte offset in the
   file it names, and every ruleIndex points at the rule of its ruleId.
3. What GitHub code scanning uses is there: each rule's name, descriptions,
   help, helpUri, default level and properties (tags, precision,
   problem.severity); each result's primaryLocationLineHash, recomputed from
   the file; every region's end; the tool's semanticVersion and
   informationUri; the invocation's working directory and outcome; the
   automation id. --strcost BIN: the semanticVersion is what `BIN --version`
   names.
4. --apply-fixes DIR: applies every result's fixes to copies of the files
   (written to DIR under their base names), so a test can FileCheck them.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import urllib.parse

import jsonschema

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
from strcost_common import github_line_hashes  # noqa: E402


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
        # Lines end at LF, CRLF or a lone CR, as clang counts them.
        head = data[:offset]
        breaks = re.findall(rb"\r\n|\r|\n", head)
        start = max(head.rfind(b"\n"), head.rfind(b"\r")) + 1
        return len(breaks) + 1, len(head[start:].decode("utf-8")) + 1
    if "endLine" not in region or "endColumn" not in region:
        fail(f"{path}: region {region} has no end (GitHub then marks the whole line)")
    got = (region["startLine"], region.get("startColumn", 1))
    if got != line_col(region["byteOffset"]):
        fail(f"{path}: region {region} starts at {line_col(region['byteOffset'])}")
    end = region["byteOffset"] + region["byteLength"]
    if (region["endLine"], region["endColumn"]) != line_col(end):
        fail(f"{path}: region {region} ends at {line_col(end)}")


def check_rules(rules):
    for rule in rules:
        where = f"rule {rule.get('id')}"
        for key in ("name", "shortDescription", "fullDescription", "help",
                    "defaultConfiguration"):
            if key not in rule:
                fail(f"{where} has no {key}")
        if not rule["id"].startswith("strcost-"):
            continue
        if "markdown" not in rule["help"] or "helpUri" not in rule:
            fail(f"{where} has no help markdown or no helpUri")
        if not rule["helpUri"].endswith("/" + rule["id"] + ".md"):
            fail(f"{where}: helpUri {rule['helpUri']} is not the check's page")
        props = rule.get("properties", {})
        for key in ("tags", "precision", "problem.severity"):
            if key not in props:
                fail(f"{where} has no properties.{key}")


def check_run(run, strcost):
    driver = run["tool"]["driver"]
    for key in ("semanticVersion", "informationUri"):
        if key not in driver:
            fail(f"tool.driver has no {key}")
    if strcost:
        out = subprocess.run([strcost, "--version"], stdout=subprocess.PIPE, text=True).stdout
        if out.split("\n")[0].split()[:2] != ["strcost", driver["semanticVersion"]]:
            fail(f"semanticVersion {driver['semanticVersion']}, but {strcost} says: {out}")
    invocation = (run.get("invocations") or [{}])[0]
    if "workingDirectory" not in invocation or "executionSuccessful" not in invocation:
        fail("invocations[0] has no workingDirectory or executionSuccessful")
    if not run.get("automationDetails", {}).get("id", "").endswith("/"):
        fail("automationDetails.id is not a category (ending in '/')")
    check_rules(driver.get("rules", []))


def check_line_hash(result, path, hashes):
    """GitHub recomputes primaryLocationLineHash on upload and warns when the
    log's differs."""
    region = result["locations"][0]["physicalLocation"]["region"]
    if path not in hashes:
        with open(path, "rb") as f:
            hashes[path] = github_line_hashes(f.read())
    want = hashes[path][region["startLine"] - 1]
    got = result.get("partialFingerprints", {}).get("primaryLocationLineHash")
    if got != want:
        fail(f"{path}:{region['startLine']}: primaryLocationLineHash {got}, GitHub computes {want}")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("log")
    p.add_argument("--schema", default=os.environ.get("STRCOST_SARIF_SCHEMA"))
    p.add_argument("--apply-fixes")
    p.add_argument("--strcost", help="the binary whose --version the log must name")
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

    edits, hashes = {}, {}
    for run in log["runs"]:
        check_run(run, args.strcost)
        bases = run.get("originalUriBaseIds", {})
        rules = run["tool"]["driver"].get("rules", [])
        for result in run.get("results", []):
            if "ruleIndex" in result and rules[result["ruleIndex"]]["id"] != result.get("ruleId"):
                fail(f"ruleIndex {result['ruleIndex']} is not rule {result.get('ruleId')}")
            if result.get("locations"):
                check_line_hash(result, artifact_path(
                    result["locations"][0]["physicalLocation"]["artifactLocation"], bases), hashes)
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
          f"regions consistent, line hashes as GitHub computes them, code-scanning fields present")
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
