"""Prints each result of a SARIF log as "line L rank R allocations N bytes B", by line."""
import json
import sys

results = json.load(open(sys.argv[1], encoding="utf-8"))["runs"][0]["results"]
for r in sorted(results, key=lambda r: r["locations"][0]["physicalLocation"]["region"]["startLine"]):
    props = r.get("properties", {})
    print(f"line {r['locations'][0]['physicalLocation']['region']['startLine']} "
          f"rank {r.get('rank')} allocations {props.get('strcost/measuredAllocations')} "
          f"bytes {props.get('strcost/measuredBytes')}")
