"""Opens strcost's HTML report in headless Chromium and prints what a reader
sees, for FileCheck: each row of the findings and uncovered-sites tables as
its cells' text, and how many charts there are. Fails when the page logs a
console message, or when the file needs anything from outside itself (a
script, a style sheet, an image or font by URL)."""
import argparse
import html.parser
import os
import re
import shutil
import subprocess
import sys
import tempfile

p = argparse.ArgumentParser()
p.add_argument("--chromium", default="chromium")
p.add_argument("report")
args = p.parse_args()

with open(args.report, encoding="utf-8") as f:
    text = f.read()
outside = re.findall(r"<script|<link|<iframe|\b(?:src|href)\s*=\s*[\"']?(?!#)|url\(", text, re.I)
if outside:
    sys.exit(f"the report is not self-contained: {sorted(set(outside))}")

profile = tempfile.mkdtemp(prefix="strcost-chromium-")
try:
    r = subprocess.run([args.chromium, "--headless", "--no-sandbox", "--disable-gpu",
                        "--disable-quic", "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync",
                        f"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0",
                        "--dump-dom", "file://" + os.path.abspath(args.report)],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                       errors="replace", timeout=180)
finally:
    shutil.rmtree(profile, ignore_errors=True)
console = [line for line in r.stderr.splitlines() if ":CONSOLE" in line]
if r.returncode != 0 or console or not r.stdout.strip():
    sys.exit(f"chromium (exit {r.returncode}): " + "\n".join(console or r.stderr.splitlines()[-5:]))


class Rows(html.parser.HTMLParser):
    """The text of each cell of each row of the tables with an id; the svgs."""

    def __init__(self):
        super().__init__()
        self.table, self.rows, self.cell, self.skip, self.charts = None, [], None, 0, 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table":
            self.table = attrs.get("id")
        elif tag == "tr" and self.table:
            self.rows.append((self.table, []))
        elif tag == "td" and self.table:
            self.cell = []
        elif tag == "div" and self.cell is not None:
            self.cell.append(" ")
        elif tag == "pre":
            self.skip += 1  # the source and the diff: not the row's text
        elif tag == "svg":
            self.charts += 1

    def handle_endtag(self, tag):
        if tag == "td" and self.cell is not None:
            self.rows[-1][1].append(" ".join("".join(self.cell).split()))
            self.cell = None
        elif tag == "pre":
            self.skip -= 1
        elif tag == "table":
            self.table = None

    def handle_data(self, data):
        if self.cell is not None and not self.skip:
            self.cell.append(data)


rows = Rows()
rows.feed(r.stdout)
print(f"charts: {rows.charts}")
for table, cells in rows.rows:
    if cells:
        print(f"{table}: " + " | ".join(cells))
