"""strcost's HTML report of a heap-profile ranking (strcost-run.py --html):
one self-contained file, readable offline (inline CSS and SVG, no script,
nothing fetched): the findings ranked by the string allocations measured at
their code, a chart of those allocations by check and by file, each
finding's source, its fix as a diff or why it has none, and the hot string
sites no finding covers.
"""

import difflib
import html
import os

import strcost_heap

CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222;max-width:75em}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ddd;padding:.3em .5em;text-align:left;vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
code,pre{font:12px/1.35 ui-monospace,monospace}
pre{background:#f6f8fa;padding:.5em;overflow-x:auto;margin:.3em 0}
.hit{background:#fff3b0;display:block}
.add{color:#116329;background:#e6ffec;display:block}
.del{color:#82071e;background:#ffebe9;display:block}
.warn{color:#9a3412;font-weight:600}
.muted{color:#666}
.charts{display:flex;flex-wrap:wrap;gap:2em}
figure{margin:0}figcaption{margin-bottom:.3em}
td.detail{max-width:0;width:70%;overflow-wrap:anywhere}
"""


def _e(text):
    return html.escape(str(text), quote=True)


def _rel(path, base):
    try:
        rel = os.path.relpath(path, base)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel


def _read(path, cache):
    if path not in cache:
        try:
            with open(path, "rb") as f:
                cache[path] = f.read()
        except OSError:
            cache[path] = None
    return cache[path]


def excerpt(path, first, last, marked, cache, context=2):
    """The source lines first-context..last+context, the marked ones highlighted."""
    data = _read(path, cache)
    if data is None:
        return '<p class="muted">(source not readable)</p>'
    lines = data.decode("utf-8", errors="replace").splitlines()
    low, high = max(1, first - context), min(len(lines), last + context)
    out = []
    for n in range(low, high + 1):
        text = f"{n:>5}  {lines[n - 1]}"
        out.append(f'<span class="hit">{_e(text)}</span>' if n in marked else _e(text) + "\n")
    return "<pre>" + "".join(out) + "</pre>"


def fix_diff(finding, cache, base):
    """The finding's fix-it as a unified diff of each file it edits."""
    by_file = {}
    for r in finding.get("replacements") or []:
        by_file.setdefault(r["path"], []).append(r)
    chunks = []
    for path, reps in sorted(by_file.items()):
        data = _read(path, cache)
        if data is None:
            continue
        new = data
        for r in sorted(reps, key=lambda r: r["offset"], reverse=True):
            new = new[:r["offset"]] + r["text"].encode("utf-8") + new[r["offset"] + r["length"]:]
        name = _rel(path, base)
        diff = difflib.unified_diff(data.decode("utf-8", "replace").splitlines(),
                                    new.decode("utf-8", "replace").splitlines(),
                                    "a/" + name, "b/" + name, n=1, lineterm="")
        for line in diff:
            cls = "add" if line.startswith("+") and not line.startswith("+++") else \
                "del" if line.startswith("-") and not line.startswith("---") else None
            chunks.append(f'<span class="{cls}">{_e(line)}</span>' if cls else _e(line) + "\n")
    return "<pre>" + "".join(chunks) + "</pre>" if chunks else ""


def no_fix_reason(finding):
    for n in finding.get("notes", []):
        if n.startswith("no fix-it: "):
            return n[len("no fix-it: "):]
    return None


def bar_chart(title, rows, width=460):
    """An inline SVG of horizontal bars: rows of (label, value)."""
    rows = [r for r in rows if r[1] > 0][:12]
    if not rows:
        return f'<figure><figcaption>{_e(title)}</figcaption><p class="muted">none</p></figure>'
    top = max(v for _, v in rows)
    label_w, bar_w, h = 220, width - 220 - 70, 22
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
             f'height="{h * len(rows) + 4}" role="img" aria-label="{_e(title)}">']
    for i, (label, value) in enumerate(rows):
        y = i * h + 2
        w = max(1, round(bar_w * value / top))
        short = label if len(label) <= 32 else "…" + label[-31:]
        parts.append(f'<text x="{label_w - 6}" y="{y + 15}" text-anchor="end" '
                     f'font-size="12">{_e(short)}<title>{_e(label)}</title></text>'
                     f'<rect x="{label_w}" y="{y + 3}" width="{w}" height="{h - 6}" '
                     f'fill="#4f7cac"/>'
                     f'<text x="{label_w + w + 4}" y="{y + 15}" font-size="12">{value:,}</text>')
    parts.append("</svg>")
    return f'<figure><figcaption>{_e(title)}</figcaption>{"".join(parts)}</figure>'


def render(findings, uncovered, measurement, profile, what, base=None):
    """The report's HTML text. findings: ranked, each with "heap" (see
    strcost_heap.attach) and "model_error"; uncovered: Sites."""
    base = base or os.getcwd()
    cache = {}
    by_check, by_file = {}, {}
    for f in findings:
        n = f["heap"]["allocations"]
        by_check[f["check"]] = by_check.get(f["check"], 0) + n
        name = _rel(f["path"], base)
        by_file[name] = by_file.get(name, 0) + n
    for s in uncovered:
        name = _rel(s.path, base)
        by_file[name] = by_file.get(name, 0) + s.allocations

    def ordered(d):
        return sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))

    covered = sum(f["heap"]["allocations"] for f in findings)
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           "<title>strcost: findings ranked by a heap profile</title>",
           f"<style>{CSS}</style></head><body>",
           "<h1>strcost: findings ranked by a heap profile</h1>",
           f'<p>Profile <code>{_e(profile)}</code>; {_e(what)}. '
           f'{measurement.allocations:,} allocations recorded, '
           f'{measurement.string_allocations:,} of them by the standard library\'s string '
           f'code on behalf of the project\'s code: {covered:,} at the '
           f'{len(findings)} findings, '
           f'{sum(s.allocations for s in uncovered):,} at {len(uncovered)} sites no '
           f'finding covers.</p>',
           '<h2>Allocations by check and by file</h2><div class="charts">',
           bar_chart("string allocations at findings, by check", ordered(by_check)),
           bar_chart("string allocations, by file (findings and uncovered sites)",
                     ordered(by_file)),
           "</div>", '<h2>Findings by measured allocations</h2>',
           '<table id="findings"><thead><tr><th class="n">#</th><th class="n">allocations</th>'
           '<th class="n">bytes</th><th class="n">static cost / run</th><th>finding</th>'
           "</tr></thead><tbody>"]
    for i, f in enumerate(findings, 1):
        heap = f["heap"]
        static = "" if f.get("cost_ns") is None else f"~{f['cost_ns']:g} ns"
        where = f"{_rel(f['path'], base)}:{f['line']}:{f['col']}"
        lines = {ln for low, high in f.get("spans", [(f["line"], f["line"])])
                 for ln in range(low, high + 1)}
        first, last = min(lines), max(lines)
        detail = [f'<div><code>{_e(where)}</code> <b>[{_e(f["check"])}]</b> '
                  f'{_e(f["message"])}</div>']
        if f.get("model_error"):
            detail.append(f'<div class="warn">model error: fix in utils/CostModel '
                          f'({_e(f["model_error"])})</div>')
        detail.append(excerpt(f["path"], first, last, lines, cache))
        diff = fix_diff(f, cache, base)
        if diff:
            detail.append("<div>fix:</div>" + diff)
        else:
            reason = no_fix_reason(f)
            detail.append(f'<div class="muted">no fix-it: {_e(reason or "none offered")}'
                          "</div>")
        out.append(f'<tr class="finding"><td class="n">{i}</td>'
                   f'<td class="n">{heap["allocations"]:,}</td>'
                   f'<td class="n">{heap["bytes"]:,}</td><td class="n">{_e(static)}</td>'
                   f'<td class="detail">{"".join(detail)}</td></tr>')
    out.append("</tbody></table>")
    out.append("<h2>Hot string sites no finding covers</h2>")
    out.append('<table id="uncovered"><thead><tr><th class="n">#</th>'
               '<th class="n">allocations</th><th class="n">bytes min / median / p95 / max</th>'
               "<th>site</th><th>remedy</th></tr></thead><tbody>")
    for i, s in enumerate(uncovered[:50], 1):
        sizes = " / ".join(str(v) for v in s.lengths())
        where = f"{_rel(s.path, base)}:{s.line}"
        out.append(f'<tr class="site"><td class="n">{i}</td><td class="n">{s.allocations:,}</td>'
                   f'<td class="n">{sizes}</td><td class="detail"><code>{_e(where)}</code> in '
                   f'<code>{_e(strcost_heap.short_function(s.function))}</code>'
                   f'{excerpt(s.path, s.line, s.line, {s.line}, cache, context=1)}</td>'
                   f'<td>{_e(strcost_heap.remedy(s))}</td></tr>')
    out.append("</tbody></table>")
    out.append('<p class="muted">Allocations are counted by heaptrack at the first frame in '
               "the project's code; a finding covers its statement and the lines its fix "
               "edits. Bytes are what the allocator was asked for (a string's capacity and "
               "its terminator). docs/which-findings-matter.md says how to read this.</p>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def write(path, findings, uncovered, measurement, profile, what):
    text = render(findings, uncovered, measurement, profile, what)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
