#!/usr/bin/env python3
"""strcost-clangd as an editor meets it.

Starts strcost-clangd on stdio in a scratch project (compile_flags.txt, the
.clangd snippet from docs/editors.md), opens a file with costly string
patterns and checks that
  - the strcost findings arrive in textDocument/publishDiagnostics, from
    clang-tidy, with the check's name as code and strcost's page of the check
    as documentation link, and nothing else is reported;
  - each has a quick fix (textDocument/codeAction); applying them one by one
    (textDocument/didChange) makes the findings go away, and the result
    compiles;
  - an ordinary clangd feature (hover) still works;
  - without the snippet's FastCheckFilter the strcost checks do not run, which
    is why the docs ask for it;
  - string-by-value-param's quick fixes each carry the includes they need and
    compile when applied alone;
  - every temporary-lookup-key finding offers the quick fix that settles it
    (its container's declaration, include and keys), and each, applied alone,
    compiles; with STRCOST_DOCS_URL set, their links lead to that copy of the
    pages;
  - each string-constant quick fix, applied alone, makes a view and compiles;
  - every temporary-string-argument finding (one per paying call) carries the
    whole fix of its parameter, and each, applied alone, compiles;
  - each read-only-copy, repeated-lookup and stream-concatenation quick fix,
    applied alone, makes the change its check promises, carries the include
    it needs, and compiles;
  - loop-growth's `s = s + x` quick fix appends in place; of two strings
    declared in one loop, the first finding's quick fix hoists both (one
    insertion in front of the loop) and compiles, the second has none.
"""

import argparse
import os
import shutil
import re
import subprocess
import sys
import tempfile
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import Client, LspError, apply_edits, uri  # noqa: E402

CHECK = "strcost-redundant-length-scan"


def fail(msg):
    sys.stderr.write(f"lsp_test: FAIL: {msg}\n")
    sys.exit(1)


def strcost_diags(note):
    return [d for d in note["params"]["diagnostics"] if d.get("code", "").startswith("strcost-")]


def quick_fix(client, path, diag):
    """The edits of the first quick fix clangd offers for diag, and its title."""
    actions = client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri(path)}, "range": diag["range"],
        "context": {"diagnostics": [diag], "only": ["quickfix"]}})
    fixes = [a for a in actions or [] if a.get("kind") == "quickfix" and "edit" in a]
    if not fixes:
        fail(f"no quick fix offered for {diag}: {actions}")
    edit = fixes[0]["edit"]
    changes = edit.get("changes", {}).get(uri(path))
    if changes is None:
        changes = [e for dc in edit.get("documentChanges", [])
                   if dc["textDocument"]["uri"] == uri(path) for e in dc["edits"]]
    return fixes[0]["title"], changes


def assert_compiles(args, path, text, what, flags=("-std=c++17",)):
    with open(path, "w") as f:
        f.write(text)
    r = subprocess.run([args.clangxx, *flags, "-fsyntax-only", path],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode != 0:
        fail(f"{what} does not compile:\n{r.stdout}")


def session(args, root, path, text):
    stderr = open(os.path.join(root, "clangd.log"), "w")
    client = Client([args.clangd, "--log=verbose", "--background-index=false"],
                    cwd=root, stderr=stderr)
    client.initialize(root)
    client.notify("initialized", {})
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri(path), "languageId": "cpp", "version": 1, "text": text}})
    return client


def open_input(args, root, name, flags=("-std=c++17",)):
    """Inputs/`name` opened in a fresh strcost-clangd session of the scratch
    project, with the docs' .clangd snippet and `flags`: (path, text, client)."""
    shutil.copy(os.path.join(args.inputs, "dot-clangd"), os.path.join(root, ".clangd"))
    with open(os.path.join(root, "compile_flags.txt"), "w") as f:
        f.write("\n".join(flags) + "\n")
    path = os.path.join(root, name)
    shutil.copy(os.path.join(args.inputs, name), path)
    text = open(path).read()
    return path, text, session(args, root, path, text)


def diagnostics_for(client, path, version):
    return client.wait_for(
        lambda n: n.get("method") == "textDocument/publishDiagnostics"
        and n["params"]["uri"] == uri(path) and n["params"].get("version") == version,
        f"diagnostics of version {version}", timeout=120)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--clangd", required=True)
    p.add_argument("--clangxx", required=True)
    p.add_argument("--inputs", default=os.path.join(os.path.dirname(__file__), "Inputs"))
    p.add_argument("--runtime-include", default=os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
        "runtime", "include"))
    p.add_argument("--keep", action="store_true", help="keep the scratch project")
    args = p.parse_args()

    root = os.path.realpath(tempfile.mkdtemp(prefix="strcost-lsp-"))
    try:
        run(args, root)
    except LspError as e:
        log = os.path.join(root, "clangd.log")
        if os.path.exists(log):
            sys.stderr.write(open(log).read()[-4000:])
        fail(str(e))
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    print("lsp_test: PASS")


def check_version(args):
    """strcost-clangd names itself before clangd's own version text."""
    r = subprocess.run([args.clangd, "--version"], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    first = r.stdout.splitlines()[:1]
    if r.returncode != 0 or not first or not re.match(
            r"strcost \d+\.\d+\.\d+ \(built for LLVM \d+\.\d+", first[0]):
        fail(f"strcost-clangd --version does not name strcost first: {r.stdout!r}")


def check_doc_link(diag):
    """The finding's documentation link is strcost's page for the check (clangd
    on its own makes up a clang.llvm.org address that does not exist)."""
    href = diag.get("codeDescription", {}).get("href", "")
    page = urllib.parse.unquote(urllib.parse.urlparse(href).path)
    if not href.startswith("file://") or not href.endswith(f"/{diag['code']}.md") \
            or not os.path.isfile(page):
        fail(f"documentation link {href!r} is not the page of {diag['code']}")


def run(args, root):
    check_version(args)
    path = os.path.join(root, "costly.cpp")
    shutil.copy(os.path.join(args.inputs, "costly.cpp"), path)
    shutil.copy(os.path.join(args.inputs, "dot-clangd"), os.path.join(root, ".clangd"))
    with open(os.path.join(root, "compile_flags.txt"), "w") as f:
        f.write("-std=c++17\n")
    text = open(path).read()

    client = session(args, root, path, text)
    try:
        note = diagnostics_for(client, path, 1)
        all_diags = note["params"]["diagnostics"]
        found = strcost_diags(note)
        if len(found) != 2 or len(all_diags) != 2:
            fail(f"expected exactly the 2 strcost findings, got {all_diags}")
        for d in found:
            if d["code"] != CHECK or d.get("source") != "clang-tidy":
                fail(f"unexpected diagnostic {d}")
            if "rescans for a length" not in d["message"]:
                fail(f"unexpected message {d['message']!r}")
            check_doc_link(d)
        lines = sorted(d["range"]["start"]["line"] for d in found)
        if lines != [4, 6]:
            fail(f"findings on lines {lines}, expected [4, 6] (0-based)")
        print(f"lsp_test: {len(found)} strcost findings: "
              + "; ".join(f"{d['range']['start']['line'] + 1}: {d['message']}" for d in found))

        # Hover on `std::string` in line 5: clangd's own features still work.
        hover = client.request("textDocument/hover", {
            "textDocument": {"uri": uri(path)}, "position": {"line": 4, "character": 33}})
        if not hover or "basic_string" not in str(hover):
            fail(f"hover did not describe std::string: {hover}")

        # Quick fixes, one at a time, as a user clicking them would.
        version = 1
        expected_fixed = ["return S; }", "return S.size(); }"]
        while True:
            diags = strcost_diags(note)
            if not diags:
                break
            title, changes = quick_fix(client, path, diags[0])
            print(f"lsp_test: applying quick fix {title!r}")
            text = apply_edits(text, changes)
            version += 1
            client.notify("textDocument/didChange", {
                "textDocument": {"uri": uri(path), "version": version},
                "contentChanges": [{"text": text}]})
            note = diagnostics_for(client, path, version)
            if len(strcost_diags(note)) != len(diags) - 1:
                fail(f"after the fix, expected {len(diags) - 1} findings: "
                     f"{note['params']['diagnostics']}")
            if version > 10:
                fail("quick fixes do not converge")
        for want in expected_fixed:
            if want not in text:
                fail(f"fixed text lacks {want!r}:\n{text}")
    finally:
        client.close()

    assert_compiles(args, path, text, "the fixed file")
    print("lsp_test: the fixed file compiles")

    # Without FastCheckFilter, clangd 18+ skips checks of unknown latency.
    with open(os.path.join(root, ".clangd"), "w") as f:
        f.write("Diagnostics:\n  ClangTidy:\n    Add: strcost-*\n")
    shutil.copy(os.path.join(args.inputs, "costly.cpp"), path)
    text = open(path).read()
    client = session(args, root, path, text)
    try:
        note = diagnostics_for(client, path, 1)
        if strcost_diags(note):
            fail("strcost ran without FastCheckFilter: update docs/editors.md")
    finally:
        client.close()
    print("lsp_test: without 'FastCheckFilter: Loose' clangd skips the strcost checks")
    run_by_value(args, root)
    run_lookup(args, root)
    run_constant(args, root)
    run_argument(args, root)
    run_each_alone(args, root, "readonly.cpp", "strcost-read-only-copy",
                   ["const auto &Copy = Text;",
                    "std::string_view Head = Line;"])
    run_each_alone(args, root, "repeated.cpp", "strcost-repeated-lookup",
                   ["return it->second;", "it->second += 1;"])
    run_each_alone(args, root, "stream.cpp", "strcost-stream-concatenation",
                   ["return strcost::str_cat(Name, '#', Id);",
                    'return strcost::str_cat(Dir, "/", File);'])
    run_loop_growth(args, root)


def run_lookup(args, root):
    """Five lookups on two containers: the driver puts each container's fix
    on one finding, but an editor applies one quick fix at a time, so each of
    the five must carry its container's whole fix and compile alone."""
    flags = ["-std=c++20", "-I", args.runtime_include]
    with open(os.path.join(root, "compile_flags.txt"), "w") as f:
        f.write("\n".join(flags) + "\n")
    path = os.path.join(root, "lookup.cpp")
    shutil.copy(os.path.join(args.inputs, "lookup.cpp"), path)
    text = open(path).read()
    # With a published copy of the pages named, the links lead there.
    os.environ["STRCOST_DOCS_URL"] = "https://example.org/strcost/docs/checks/"
    try:
        client = session(args, root, path, text)
    finally:
        del os.environ["STRCOST_DOCS_URL"]
    fixed = []
    try:
        found = strcost_diags(diagnostics_for(client, path, 1))
        if [d["code"] for d in found] != ["strcost-temporary-lookup-key"] * 5:
            fail(f"expected 5 strcost-temporary-lookup-key findings, got {found}")
        for d in found:
            href = d.get("codeDescription", {}).get("href")
            if href != "https://example.org/strcost/docs/checks/strcost-temporary-lookup-key.md":
                fail(f"with STRCOST_DOCS_URL set, the documentation link is {href!r}")
            fixed.append((d["range"]["start"]["line"] + 1,
                          apply_edits(text, quick_fix(client, path, d)[1])))
    finally:
        client.close()
    for line, alone in fixed:
        want = "std::less<>" if line < 9 else "strcost::string_hash, std::equal_to<>"
        if want not in alone:
            fail(f"the quick fix of line {line} lacks {want!r}:\n{alone}")
        assert_compiles(args, path, alone, f"the quick fix of line {line} alone", flags)
    print("lsp_test: each of the 5 temporary-lookup-key findings has a quick fix "
          "that compiles alone, and links the page STRCOST_DOCS_URL names")


def run_by_value(args, root):
    """strcost-string-by-value-param reports at the end of the translation unit
    and, in the driver, puts a file's includes on one finding; in the editor
    every quick fix must still carry the includes it needs, since a user may
    apply any one of them alone."""
    shutil.copy(os.path.join(args.inputs, "dot-clangd"), os.path.join(root, ".clangd"))
    path = os.path.join(root, "byvalue.cpp")
    shutil.copy(os.path.join(args.inputs, "byvalue.cpp"), path)
    text = open(path).read()
    client = session(args, root, path, text)
    try:
        note = diagnostics_for(client, path, 1)
        found = strcost_diags(note)
        if [d["code"] for d in found] != ["strcost-string-by-value-param"] * 2:
            fail(f"expected 2 strcost-string-by-value-param findings, got {found}")
        # Only the second finding's fix: `count` keeps its by-value parameter.
        alone = apply_edits(text, quick_fix(client, path, found[1])[1])
        if "const std::string &T" not in alone or "std::move" in alone:
            fail(f"unexpected fix of the caller alone:\n{alone}")
        # Then the first finding's fix on the original text: it needs <string_view>.
        callee = apply_edits(text, quick_fix(client, path, found[0])[1])
        if "#include <string_view>" not in callee or "std::string_view S" not in callee:
            fail(f"the callee's fix lacks its view or its include:\n{callee}")
    finally:
        client.close()
    assert_compiles(args, path, alone, "the caller fixed alone")
    assert_compiles(args, path, callee, "the callee fixed alone")
    print("lsp_test: string-by-value-param quick fixes each carry their includes and compile alone")


def run_constant(args, root):
    """strcost-string-constant judges its constants at the end of the
    translation unit; each quick fix, applied alone, makes its constant a
    view and compiles."""
    path, text, client = open_input(args, root, "constant.cpp")
    fixed = []
    try:
        found = strcost_diags(diagnostics_for(client, path, 1))
        if [d["code"] for d in found] != ["strcost-string-constant"] * 2:
            fail(f"expected 2 strcost-string-constant findings, got {found}")
        for d in found:
            fixed.append(apply_edits(text, quick_fix(client, path, d)[1]))
    finally:
        client.close()
    wants = ["constexpr std::string_view kGreeting = \"hello\";",
             "static constexpr std::string_view kName ="]
    for want, alone in zip(wants, fixed):
        if want not in alone:
            fail(f"the quick fix lacks {want!r}:\n{alone}")
        assert_compiles(args, path, alone, f"the quick fix {want!r} alone")
    print("lsp_test: each string-constant quick fix makes a view and compiles alone")


def run_argument(args, root):
    """strcost-temporary-string-argument reports each call that builds a
    temporary string; the driver puts the parameter's fix on the first, but
    in an editor each finding carries it, and each applied alone compiles."""
    path, text, client = open_input(args, root, "argument.cpp")
    fixed = []
    try:
        found = strcost_diags(diagnostics_for(client, path, 1))
        if [d["code"] for d in found] != ["strcost-temporary-string-argument"] * 2:
            fail(f"expected 2 strcost-temporary-string-argument findings, got {found}")
        for d in found:
            fixed.append(apply_edits(text, quick_fix(client, path, d)[1]))
    finally:
        client.close()
    for alone in fixed:
        if "width(std::string_view Text)" not in alone or "<string_view>" not in alone:
            fail(f"the quick fix does not make the parameter a view:\n{alone}")
        assert_compiles(args, path, alone, "a temporary-string-argument quick fix alone")
    print("lsp_test: each temporary-string-argument quick fix makes the parameter a view and compiles alone")


def run_each_alone(args, root, name, check, wants):
    """The findings of `check` in Inputs/`name`, one per entry of `wants`, in
    order: an editor applies one quick fix at a time, so each must hold the
    text it promises and everything it needs (its include) by itself, and
    compile alone; it must also settle its own finding, and only it."""
    flags = ["-std=c++17", "-I", args.runtime_include]
    path, text, client = open_input(args, root, name, flags)
    fixed = []
    try:
        found = strcost_diags(diagnostics_for(client, path, 1))
        if [d["code"] for d in found] != [check] * len(wants):
            fail(f"expected {len(wants)} {check} findings, got {found}")
        for d in found:
            check_doc_link(d)
            fixed.append(apply_edits(text, quick_fix(client, path, d)[1]))
        # Applied alone, a fix leaves the other findings in place.
        for version, alone in enumerate(fixed, start=2):
            client.notify("textDocument/didChange", {
                "textDocument": {"uri": uri(path), "version": version},
                "contentChanges": [{"text": alone}]})
            left = strcost_diags(diagnostics_for(client, path, version))
            if len(left) != len(wants) - 1:
                fail(f"after one {check} quick fix, expected {len(wants) - 1} "
                     f"findings: {left}")
    finally:
        client.close()
    for want, alone in zip(wants, fixed):
        if want not in alone:
            fail(f"the {check} quick fix lacks {want!r}:\n{alone}")
        assert_compiles(args, path, alone, f"the {check} quick fix {want!r} alone", flags)
    print(f"lsp_test: each of the {len(wants)} {check} quick fixes compiles alone")


def run_loop_growth(args, root):
    """strcost-loop-growth: `out = out + e` becomes `out += e`; two strings
    declared in one loop are hoisted together by the first one's quick fix
    (clang-tidy refuses two insertions at one offset), which compiles alone;
    the second finding says so and offers none."""
    path, text, client = open_input(args, root, "loopgrowth.cpp")
    try:
        found = strcost_diags(diagnostics_for(client, path, 1))
        if [d["code"] for d in found] != ["strcost-loop-growth"] * 3:
            fail(f"expected 3 strcost-loop-growth findings, got {found}")
        found.sort(key=lambda d: d["range"]["start"]["line"])
        appended = apply_edits(text, quick_fix(client, path, found[0])[1])
        hoisted = apply_edits(text, quick_fix(client, path, found[1])[1])
        actions = client.request("textDocument/codeAction", {
            "textDocument": {"uri": uri(path)}, "range": found[2]["range"],
            "context": {"diagnostics": [found[2]], "only": ["quickfix"]}})
        if any(a.get("kind") == "quickfix" and "edit" in a for a in actions or []):
            fail(f"the second string's finding offers a quick fix: {actions}")
    finally:
        client.close()
    if "out += e;" not in appended:
        fail(f"the quick fix does not append in place:\n{appended}")
    want = ("  std::string line;\n  std::string key;\n  for (const auto &e : v) {\n"
            "    line.clear();\n    key = \"k:\";\n")
    if want not in hoisted:
        fail(f"the quick fix does not hoist both strings:\n{hoisted}")
    assert_compiles(args, path, appended, "the loop-growth append quick fix")
    assert_compiles(args, path, hoisted, "the loop-growth hoist quick fix")
    print("lsp_test: loop-growth quick fixes append in place and hoist a loop's strings together")


if __name__ == "__main__":
    main()
