#!/usr/bin/env python3
"""Fails, naming the Debian packages, when a prerequisite of the tests is
missing (test/lit.cfg.py's `prerequisite`): lit would otherwise only report
the tests that need it as UNSUPPORTED, and a machine would lose them silently.

  missing.py none | [skipped:]FEATURE=PKG[,PKG] ...
"""

import sys


def main(entries):
    missing = []
    for entry in entries:
        if entry == "none":
            continue
        skipped = entry.startswith("skipped:")
        feature, _, packages = entry[len("skipped:") if skipped else 0:].partition("=")
        packages = packages.replace(",", " ")
        if skipped:
            print(f"skipped: the tests that need {feature} ({packages}), "
                  "as STRCOST_SKIP_MISSING asks")
        else:
            missing.append(feature)
            print(f"missing: the tests that need {feature} did not run: "
                  f"apt-get install {packages} (scripts/test installs it), "
                  f"or set STRCOST_SKIP_MISSING={feature} to accept that")
    if not missing:
        print("every prerequisite is here, or skipped on request")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
