"""Prints each result of a SARIF log as "line L rank R executions N", by line."""
import json
import sys

results = json.load(open(sys.argv[1], encoding="utf-8"))["runs"][0]["results"]
for r in sorted(results, key=lambda r: r["locations"][0]["physicalLocation"]["region"]["startLine"]):
    line = r["locations"][0]["physicalLocation"]["region"]["startLine"]
    print(f"line {line} rank {r.get('rank')} executions "
          f"{r.get('properties', {}).get('strcost/executions')}")
