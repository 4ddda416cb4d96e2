#!/usr/bin/env python3
"""Measures what the strcost checks cost in the editor: time from didOpen to
the first publishDiagnostics (preamble + AST + checks), and from an edit to
the next publishDiagnostics (the preamble is reused: AST + checks), for
strcost-clangd with no clang-tidy checks and with strcost-*.

  scripts/clangd-latency.py --clangd build/bin/strcost-clangd \
      --compile-commands-dir build checks/RedundantLengthScanCheck.cpp [-n 5]

Each run starts its own clangd; runs of the two variants alternate. The
configuration is given as a user config ($XDG_CONFIG_HOME/clangd/config.yaml)
so that the measured file's tree is left alone. Medians are printed.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "clangd"))
from lsp_client import Client, uri  # noqa: E402

VARIANTS = {
    "no clang-tidy checks": "Diagnostics:\n  ClangTidy:\n    Remove: '*'\n",
    "strcost-*": "Diagnostics:\n  ClangTidy:\n    Add: strcost-*\n    Remove: [clang-analyzer-*, bugprone-*, misc-*, readability-*, modernize-*, performance-*]\n    FastCheckFilter: Loose\n",
}


def measure(client, path):
    text = open(path).read()
    client.initialize(os.path.dirname(path))
    client.notify("initialized", {})
    start = time.monotonic()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri(path), "languageId": "cpp", "version": 1, "text": text}})
    first = client.wait_for(lambda n: n.get("method") == "textDocument/publishDiagnostics"
                            and n["params"]["uri"] == uri(path), "first diagnostics", 300)
    opened = time.monotonic() - start
    start = time.monotonic()
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri(path), "version": 2},
                                             "contentChanges": [{"text": text + "\n"}]})
    client.wait_for(lambda n: n.get("method") == "textDocument/publishDiagnostics"
                    and n["params"]["uri"] == uri(path) and n["params"].get("version") == 2,
                    "diagnostics after the edit", 300)
    edited = time.monotonic() - start
    findings = sum(1 for d in first["params"]["diagnostics"]
                   if str(d.get("code", "")).startswith("strcost-"))
    client.close()
    return opened, edited, findings


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--clangd", required=True)
    p.add_argument("--compile-commands-dir", required=True)
    p.add_argument("-n", type=int, default=5)
    p.add_argument("file")
    args = p.parse_args()
    args.compile_commands_dir = os.path.abspath(args.compile_commands_dir)
    path = os.path.abspath(args.file)
    args.clangd = os.path.abspath(args.clangd)
    # Runs alternate between the variants, so that a change in the machine's
    # load during the measurement hits both alike.
    runs = {name: [] for name in VARIANTS}
    for _ in range(args.n):
        for name, config in VARIANTS.items():
            runs[name].append(one_run(args, config, path))
    for name, results in runs.items():
        opened = statistics.median(r[0] for r in results)
        edited = statistics.median(r[1] for r in results)
        print(f"{name:22s} first diagnostics {opened * 1000:7.0f} ms   after an edit "
              f"{edited * 1000:6.0f} ms   strcost findings {results[0][2]}   (median of {args.n})")


def one_run(args, config, path):
    with tempfile.TemporaryDirectory() as home:
        os.makedirs(os.path.join(home, "clangd"))
        with open(os.path.join(home, "clangd", "config.yaml"), "w") as f:
            f.write(config)
        old = os.environ.get("XDG_CONFIG_HOME")
        os.environ["XDG_CONFIG_HOME"] = home
        try:
            client = Client([args.clangd, "--background-index=false", "--enable-config",
                             f"--compile-commands-dir={args.compile_commands_dir}"],
                            cwd=os.path.dirname(path))
            return measure(client, path)
        finally:
            if old is None:
                del os.environ["XDG_CONFIG_HOME"]
            else:
                os.environ["XDG_CONFIG_HOME"] = old


if __name__ == "__main__":
    main()
