#!/usr/bin/env python3
"""Runs strcost's benchmarks and writes docs/benchmarks.md.

  report.py --build BUILD_DIR [--out docs/benchmarks.md] [--repetitions 5]
            [--min-time 0.2] [--json-dir DIR] [--from-json DIR]

Each benchmark binary in BUILD_DIR/bench runs with repetitions; every figure in
the report is the median of those repetitions. For each experiment of the seed
papers (bench/experiments.json) the report gives a table of speedups relative to the
experiment's baseline, the paper's claim, the target we set, and whether it
holds on this machine; experiments that sweep a size or a thread count also get
a plot (PNG, made with matplotlib) next to the report.

--from-json re-renders the report from the JSON files of an earlier run.
"""

import argparse
import datetime
import glob
import json
import os
import platform
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The experiments are data (bench/experiments.json), a list of objects. An
# experiment compares variants (benchmark names without their /args) with a
# baseline run by the same binary. speedup = baseline time / variant time, so
# > 1 means the variant is faster. A target is [variant, args, low, high(,
# counter)]: the speedup (or, with a counter name, the variant's value of that
# counter) must lie in [low, high] for every run the args select. args is null
# (all runs), a spec such as "len:40" or "len:32/threads:4" (a run matches when
# it has every /-separated part of the spec), or a list of specs (any of them).
# "notes" are shown always. Instead of baseline and variants, an experiment may
# give a "grid" and "baseline_pattern" / "variants_pattern" (see expand()).
# A check's before/after pair may name the seed experiments whose pattern its
# check finds in user code ("covers": [ids]); each of those sections then links
# to the check and to the pair with the fix's measured saving (covered_by()).
EXPERIMENTS_FILE = os.path.join(HERE, "experiments.json")

# Why a claim does not hold: docs/benchmarks/why.md, one section per experiment
# id, shown only under a verdict "does not hold". It must say what we measured,
# not what we hope, so its figures are placeholders filled from the run (see
# fill_why()), never typed.
WHY_FILE = os.path.join(HERE, "..", "docs", "benchmarks", "why.md")

# Shown under a failing verdict that has no "why" of its own.
NO_WHY = ("no explanation is recorded for this experiment in docs/benchmarks/why.md; until "
          "one is, read this verdict as a measurement to check again (more "
          "repetitions, a quieter machine), not as an established result.")


def load_experiments(path=EXPERIMENTS_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def load_why(path=WHY_FILE):
    """{experiment id: paragraph}: the text under each `## <id>` heading,
    its lines joined (the file is wrapped for reading)."""
    sections, current = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            heading = re.match(r"^## (\S+)\s*$", line)
            if heading:
                current = heading.group(1)
                sections[current] = []
            elif current is not None:
                sections[current].append(line.strip())
    return {k: " ".join(" ".join(v).split()) for k, v in sections.items()}


# {KIND NAME [ARGS]} in a Why paragraph: KIND is speedup (NAME against its
# experiment's baseline), saved (the baseline's time minus NAME's), time, or
# a counter (allocs, page_faults, ...); ARGS selects runs as a target's args
# do, alternatives separated by "|"; several runs give a range. {why ID}
# includes another experiment's paragraph.
PLACEHOLDER = re.compile(r"\{(?P<kind>\w+) (?P<name>[\w.-]+)(?: (?P<args>[^{}\s]+))?\}")


def fill_why(text, results, whys, experiments, seen=()):
    def figure(m):
        kind, name, args = m.group("kind"), m.group("name"), m.group("args")
        if kind == "why":
            if name in seen or name not in whys:
                raise SystemExit(f"report: error: {{why {name}}} in {WHY_FILE} names no "
                                 "other experiment's paragraph")
            return fill_why(whys[name], results, whys, experiments, (*seen, name))
        return run_figure(kind, name, args.split("|") if args else None, results, experiments)
    return PLACEHOLDER.sub(figure, text)


def run_figure(kind, name, spec, results, experiments):
    """The figure a placeholder asks for, from the runs of the experiment
    that lists `name`; "(not measured)" when the run has none."""
    for exp in experiments:
        for _, baseline, variants in expand(exp):
            if name != baseline and name not in variants:
                continue
            runs = results.get(exp["binary"], {})
            values = []
            for run, r in runs.items():
                family, args = split(run)
                if family != name or not selects(spec, args):
                    continue
                base = runs.get(baseline + ("/" + args if args else ""))
                if kind == "time":
                    values.append(r["time"])
                elif kind in ("speedup", "saved") and base:
                    values.append(base["time"] / r["time"] if kind == "speedup"
                                  else base["time"] - r["time"])
                elif kind in r:
                    values.append(r[kind])
            if values:
                show = {"speedup": lambda v: f"{v:.2f}x", "time": fmt_time,
                        "saved": fmt_time}.get(kind, lambda v: f"{v:.3g}")
                low, high = show(min(values)), show(max(values))
                return low if low == high else f"{low}-{high}"
    return "(not measured)"


def run_benchmarks(build, json_dir, repetitions, min_time):
    os.makedirs(json_dir, exist_ok=True)
    binaries = sorted(glob.glob(os.path.join(build, "bench", "strcost_*_benchmark")))
    if not binaries:
        sys.exit(f"report: error: no benchmark binaries in {build}/bench; build first")
    for exe in binaries:
        stem = os.path.basename(exe)[len("strcost_"):-len("_benchmark")]
        out = os.path.join(json_dir, f"{stem}.json")
        sys.stderr.write(f"report: running {os.path.basename(exe)}\n")
        subprocess.run([exe, f"--benchmark_repetitions={repetitions}",
                        "--benchmark_report_aggregates_only=true",
                        f"--benchmark_min_time={min_time}",
                        "--benchmark_format=json", f"--benchmark_out={out}",
                        "--benchmark_out_format=json"],
                       check=True, stdout=subprocess.DEVNULL)


def load(json_dir):
    """{binary stem: {run name: {"time": ns, counters...}}}, and a context."""
    results, context = {}, None
    for path in sorted(glob.glob(os.path.join(json_dir, "*.json"))):
        stem = os.path.splitext(os.path.basename(path))[0]
        with open(path) as f:
            data = json.load(f)
        context = context or data.get("context")
        runs = {}
        for b in data.get("benchmarks", []):
            if b.get("aggregate_name", "median") != "median" or b.get("error_occurred"):
                continue
            name = b.get("run_name", b["name"])
            scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b.get("time_unit", "ns")]
            # Wall time where the benchmark asked for it (threads), CPU time
            # otherwise: steadier on a machine that is doing other work.
            key = "real_time" if "real_time" in name else "cpu_time"
            entry = {"time": b[key] * scale}
            for k, v in b.items():
                if isinstance(v, (int, float)) and k not in (
                        "real_time", "cpu_time", "iterations", "repetitions",
                        "repetition_index", "threads", "family_index",
                        "per_family_instance_index"):
                    entry[k] = v
            family, args = split(name)
            runs[family + ("/" + args if args else "")] = entry
        results[stem] = runs
    return results, context


def split(name):
    """(family, args) with the timing settings left out of args, so that a
    variant measured in wall time still lines up with its baseline."""
    base, _, args = name.partition("/")
    args = "/".join(a for a in args.split("/")
                    if a and not re.fullmatch(r"iterations:\d+|min_time:.*|real_time|"
                                              r"process_time|manual_time", a))
    return base, args


def expand(exp):
    """An experiment as a list of (label, baseline, variants) groups."""
    if "grid" not in exp:
        return [("", exp["baseline"], exp["variants"])]
    groups = []
    keys = list(exp["grid"])
    def rec(i, values):
        if i == len(keys):
            label = " ".join(values[k] for k in keys)
            groups.append((label, exp["baseline_pattern"].format(**values),
                           [v.format(**values) for v in exp["variants_pattern"]]))
            return
        for v in exp["grid"][keys[i]]:
            rec(i + 1, {**values, keys[i]: v})
    rec(0, {})
    return groups


def fmt_time(ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def short(name):
    return name.split("_", 2)[-1] if name.startswith("BM_") else name


def render_experiment(exp, runs, plots_dir, rel_plots, why=None):
    lines = [f"### {exp['title']}", "",
             f"Seed {exp['seed']}. Claim: {exp['claim']}", ""]
    measured = {}  # (variant, args) -> speedup
    measured_runs = {}  # (variant, args) -> the variant's run (time, counters)
    any_row = False
    for label, baseline, variants in expand(exp):
        rows = sorted({split(n)[1] for n in runs if split(n)[0] == baseline},
                      key=lambda a: [int(x) if x.isdigit() else x
                                     for x in re.split(r"(\d+)", a)])
        if not rows:
            continue
        if not any_row:  # one table, even for a grid of groups
            head = ["case", f"{short(baseline)} (baseline)",
                    *[short(v) for v in variants]]
            lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        any_row = True
        for args in rows:
            suffix = "/" + args if args else ""
            base = runs[baseline + suffix]
            measured_runs[(baseline, args)] = base
            cells = [(label + " " + args).strip() or "-", fmt_time(base["time"])]
            for v in variants:
                r = runs.get(v + suffix)
                if not r:
                    cells.append("n/a")
                    continue
                s = base["time"] / r["time"]
                measured[(v, args)] = s
                measured_runs[(v, args)] = r
                cell = f"{fmt_time(r['time'])} ({s:.2f}x)"
                for c in exp.get("counters", []):
                    if c in r and c in base:
                        cell += f", {c} {base[c]:.3g}→{r[c]:.3g}"
                cells.append(cell)
            lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    render_experiment.last_measured = measured
    if not any_row:
        return lines + ["Not measured: the benchmark was not built on this machine.", ""], []

    verdicts = []
    failed = False
    for variant, args, lo, hi, *counter in exp.get("targets", []):
        counter = counter[0] if counter else None
        if counter:
            got = [(a, r[counter]) for (v, a), r in measured_runs.items()
                   if v == variant and counter in r and selects(args, a)]
        else:
            got = [(a, s) for (v, a), s in measured.items()
                   if v == variant and selects(args, a)]
        if not got:
            verdicts.append(f"{short(variant)}: not measured")
            continue
        ok = all((lo is None or s >= lo) and (hi is None or s <= hi) for _, s in got)
        failed = failed or not ok
        unit = "" if counter else "x"
        want = (f"≥ {lo}{unit}" if hi is None else f"≤ {hi}{unit}" if lo is None
                else f"between {lo}{unit} and {hi}{unit}")
        what = f"{counter} " if counter else ""
        against = "" if counter else " vs baseline"
        if args is None:
            where = ""
        else:
            where = " at " + (" or ".join(args) if isinstance(args, list) else args)
        shown = ", ".join(f"{s:.3g}" if counter else f"{s:.2f}x" for _, s in sorted(got))
        verdicts.append(f"{short(variant)}{where}: target {what}{want}{against}, measured "
                        f"{shown} — **{'holds' if ok else 'does not hold'}**")
    if verdicts:
        lines += ["Verdict: " + "; ".join(verdicts) + ".", ""]
    if failed:
        lines += ["Why: " + (why or NO_WHY), ""]
    if exp.get("notes"):
        lines += [f"Notes: {exp['notes']}", ""]

    if exp.get("plot"):
        png = plot(exp, runs, plots_dir)
        if png:
            lines += [f"![{exp['title']}]({rel_plots}/{os.path.basename(png)})", ""]
    return lines, verdicts


def covered_by(experiments, measured):
    """{seed experiment id: [(check, pair experiment, saving)]}: the pairs that
    "cover" each seed experiment, with the saving the check's own fix measured
    (measured: {pair id: [speedups]}; a pair not measured says so)."""
    out = {}
    for exp in experiments:
        for seed in exp.get("covers", []):
            got = measured.get(exp["id"])
            if got:
                lo, hi = min(got), max(got)
                saving = f"{lo:.2f}x" if lo == hi else f"{lo:.2f}x-{hi:.2f}x"
            else:
                saving = "not measured"
            out.setdefault(seed, []).append((exp["check"], exp, saving))
    return out


def covered_line(check, pair, saving):
    """The line under a seed experiment's section that links its check."""
    return (f"Found in user code by [`{check}`](checks/{check}.md); its own fix, "
            f"measured in [{pair['title']}](#{pair['id']}): {saving}.")


def covered_cell(covers):
    """The summary's cell: each covering check, linked to its pair, and its saving."""
    return "; ".join(f"[`{check}`](#{pair['id']}) {saving}"
                     for check, pair, saving in covers) or "—"


def selects(spec, args):
    """Whether a target's args spec (None, "a:1/b:2" or a list of such)
    selects the run whose args are `args`."""
    if spec is None:
        return True
    if isinstance(spec, list):
        return any(selects(one, args) for one in spec)
    parts = set(args.split("/"))
    return all(part in parts for part in spec.split("/"))


def plot(exp, runs, plots_dir):
    """One panel of time against the first numeric arg, a line per variant;
    with "plot_threads", one panel per thread count (side by side, same axes),
    otherwise the single-thread runs of threaded benchmarks."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    panels = exp.get("plot_threads") or [None]
    fig, axes = plt.subplots(1, len(panels), figsize=(6 if len(panels) == 1 else 4 * len(panels), 3.6),
                             sharey=True, squeeze=False)
    drawn = False
    for ax, threads in zip(axes[0], panels):
        for name in [exp["baseline"], *exp["variants"]]:
            points = []
            for run, r in runs.items():
                base, args = split(run)
                parts = args.split("/")
                first = parts[0].split(":")[-1]
                want = f"threads:{threads or 1}"
                if "threads:" in args and want not in parts:
                    continue
                if threads and threads != 1 and want not in parts:
                    continue
                if base == name and first.isdigit():
                    points.append((int(first), r["time"]))
            if points:
                points.sort()
                ax.plot([p[0] for p in points], [p[1] for p in points], marker="o",
                        label=short(name))
        if not ax.lines:
            continue
        drawn = True
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xlabel(exp["plot"])
        ax.grid(True, which="both", alpha=0.3)
        if threads:
            ax.set_title(f"{threads} thread{'s' if threads > 1 else ''}", fontsize=9)
    if not drawn:
        plt.close(fig)
        return None
    axes[0][0].set_ylabel("time per iteration (ns)")
    axes[0][0].legend(fontsize=7)
    fig.suptitle(exp["title"].replace("`", ""), fontsize=9)
    fig.tight_layout()
    os.makedirs(plots_dir, exist_ok=True)
    path = os.path.join(plots_dir, f"{exp['id']}.png")
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def machine(context):
    lines = []
    if context:
        lines.append(f"- CPU: {context.get('num_cpus')} × {context.get('mhz_per_cpu')} MHz; "
                     + ", ".join(f"L{c['level']} {c['type']} {c['size'] // 1024} KiB"
                                 for c in context.get("caches", [])))
        lines.append(f"- Load average when the run started: "
                     f"{', '.join(f'{x:.2f}' for x in context.get('load_avg', []))}")
    lines.append(f"- {platform.platform()}")
    try:
        cxx = subprocess.run(["c++", "--version"], capture_output=True, text=True).stdout
        lines.append(f"- Compiler: {cxx.splitlines()[0]}, `-O3` (CMake Release)")
    except OSError:
        pass
    return lines


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--build", default="build")
    p.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "docs",
                                                 "benchmarks.md"))
    p.add_argument("--repetitions", type=int, default=5)
    p.add_argument("--min-time", default="0.2")
    p.add_argument("--json-dir", help="where the raw JSON goes (default BUILD/bench-json)")
    p.add_argument("--from-json", help="render from an earlier run's JSON directory")
    args = p.parse_args()

    json_dir = args.from_json or args.json_dir or os.path.join(args.build, "bench-json")
    if not args.from_json:
        run_benchmarks(args.build, json_dir, args.repetitions, args.min_time)
    results, context = load(json_dir)
    experiments, whys = load_experiments(), load_why()
    unknown = set(whys) - {exp["id"] for exp in experiments}
    if unknown:
        sys.exit(f"report: error: {WHY_FILE} explains no experiment called "
                 + ", ".join(sorted(unknown)))

    out = os.path.abspath(args.out)
    plots_dir = os.path.join(os.path.dirname(out), "benchmarks")
    lines = ["# Benchmarks", "",
             "Generated by `scripts/bench` (which runs `bench/report.py`) on "
             f"{datetime.date.today().isoformat()}; do not edit by hand. Each figure is the "
             f"median of {args.repetitions} repetitions; a speedup is the baseline's time "
             "divided by the variant's (> 1: the variant is faster). The classic papers' "
             "claims are in `../shared/seeds/` (see its README); each verdict says "
             "whether the claim, as a target we set, holds on this machine today. "
             "A pair's \"after\" side is its \"before\" file through `strcost --fix` "
             "with only the checks its `// strcost-pair-checks:` line names, so that "
             "another check cannot change what the pair measures.", "",
             "## Machine", "", *machine(context), "", "## Summary", "",
             "| experiment | seed | verdict | found and fixed in user code by |",
             "|---|---|---|---|"]
    summary = []
    body = []
    savings = {}
    measured_pairs = {}  # pair id -> speedups, for covered_by()
    for exp in experiments:
        why = whys.get(exp["id"])
        section, verdicts = render_experiment(
            exp, results.get(exp["binary"], {}), plots_dir, "benchmarks",
            why and fill_why(why, results, whys, experiments))
        body += section
        status = ("not measured" if not verdicts and section[-2].startswith("Not measured")
                  else "; ".join(v.split(" — ")[-1].replace("**", "") for v in verdicts)
                  or "(no target)")
        summary.append((exp, status))
        body.insert(len(body) - len(section), f'<a id="{exp["id"]}"></a>')
        body.insert(len(body) - len(section), "")
        body.append(f"\0covers:{exp['id']}")
        if exp.get("check"):
            variants = {v for _, _, vs in expand(exp) for v in vs}
            got = [s for (v, _), s in render_experiment.last_measured.items()
                   if v in variants]
            measured_pairs[exp["id"]] = list(got)
            if got:
                old = savings.get(exp["check"])
                if old:  # a check measured by several pairs: the whole range
                    got += [old["min"], old["max"]]
                savings[exp["check"]] = {
                    "min": min(got), "max": max(got),
                    "experiment": old["experiment"] if old else exp["id"]}
    covers = covered_by(experiments, measured_pairs)
    lines += [f"| [{exp['title']}](#{exp['id']}) | {exp['seed']} | {status} | "
              f"{covered_cell(covers.get(exp['id'], []))} |" for exp, status in summary]
    filled = []
    for line in body:
        if line.startswith("\0covers:"):
            filled += [x for c in covers.get(line[len("\0covers:"):], [])
                       for x in (covered_line(*c), "")]
        else:
            filled.append(line)
    lines += ["", "## Experiments", "", *filled]
    # What scripts/run prints next to each check's findings.
    os.makedirs(plots_dir, exist_ok=True)
    with open(os.path.join(plots_dir, "savings.json"), "w") as f:
        json.dump(savings, f, indent=1, sort_keys=True)
    with open(out, "w") as f:
        f.write("\n".join(lines).rstrip() + "\n")
    sys.stderr.write(f"report: wrote {out}\n")


if __name__ == "__main__":
    main()
