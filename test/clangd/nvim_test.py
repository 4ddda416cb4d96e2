#!/usr/bin/env python3
"""strcost-clangd in the distribution's Neovim, configured by the Neovim 0.7
snippet of docs/editors.md exactly as written there (strcost-clangd found on
PATH, as the snippet expects): Neovim runs headless on a file with a finding;
the strcost diagnostic must arrive through Neovim's own LSP client, its quick
fix is requested (textDocument/codeAction) and applied by Neovim, the buffer
written, and the written file must no longer have the costly call and must
compile.

Exits 0 on success, 1 on a failure (a missing nvim too: scripts/test installs
it), 77 (ctest's SKIP_RETURN_CODE) when no nvim is installed and
STRCOST_SKIP_MISSING (test/lit.cfg.py's rule) names neovim or is `all`."""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# Waits for a strcost finding, applies its quick fix, writes, and reports in
# nvim-result.txt (Neovim's own stdout is not meant for this in --headless).
DRIVER = r"""
local out = {}
local function emit(s) table.insert(out, s) end
local function finish()
  vim.fn.writefile(out, 'nvim-result.txt')
  vim.cmd('qall!')
end
local function strcost_diags()
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    if tostring(d.code or ''):match('^strcost%-') then table.insert(found, d) end
  end
  return found
end
if not vim.wait(120000, function() return #strcost_diags() > 0 end, 200) then
  emit('no strcost diagnostic')
  return finish()
end
local d = strcost_diags()[1]
emit(string.format('diagnostic %d:%d %s %s', d.lnum + 1, d.col + 1, d.source or '?', d.code))
local client = vim.lsp.get_active_clients()[1]
emit('client ' .. client.name)
local params = vim.lsp.util.make_range_params()
params.range = { start = { line = d.lnum, character = d.col },
                 ['end'] = { line = d.end_lnum, character = d.end_col } }
params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(0, d.lnum) }
local replies = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 30000) or {}
local applied = false
for _, reply in pairs(replies) do
  for _, action in ipairs(reply.result or {}) do
    if not applied and action.kind == 'quickfix' and action.edit then
      emit('quick fix: ' .. action.title)
      vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
      applied = true
    end
  end
end
if not applied then emit('no quick fix') end
vim.cmd('write')
finish()
"""

SOURCE = """#include <cstring>
#include <string>

std::size_t length(const std::string &S) { return std::strlen(S.c_str()); }
"""


def snippet():
    """The first Lua block of docs/editors.md's Neovim section."""
    with open(os.path.join(ROOT, "docs", "editors.md")) as f:
        text = f.read()
    section = text[text.index("## Neovim"):]
    m = re.search(r"```lua\n(.*?)```", section, re.S)
    if not m or "start_client" not in m.group(1):
        sys.exit("FAIL: docs/editors.md has no Neovim 0.7 snippet (vim.lsp.start_client)")
    return m.group(1)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--clangd", required=True)
    p.add_argument("--clangxx", required=True)
    p.add_argument("--nvim", default=shutil.which("nvim"))
    args = p.parse_args()
    if not args.nvim:
        skip = {f.strip() for f in os.environ.get("STRCOST_SKIP_MISSING", "").split(",")}
        if skip & {"neovim", "all"}:
            print("SKIP: no nvim, as STRCOST_SKIP_MISSING asks (Debian: apt-get install neovim)")
            return 77
        print("FAIL: no nvim: apt-get install neovim (scripts/test installs it), or set "
              "STRCOST_SKIP_MISSING=neovim to accept that")
        return 1
    with tempfile.TemporaryDirectory(prefix="strcost-nvim-") as tmp:
        project = os.path.join(tmp, "project")
        bindir = os.path.join(tmp, "bin")
        os.makedirs(project)
        os.makedirs(bindir)
        os.symlink(os.path.abspath(args.clangd), os.path.join(bindir, "strcost-clangd"))
        shutil.copy(os.path.join(HERE, "Inputs", "dot-clangd"), os.path.join(project, ".clangd"))
        with open(os.path.join(project, "compile_flags.txt"), "w") as f:
            f.write("-std=c++17\n")
        source = os.path.join(project, "length.cpp")
        with open(source, "w") as f:
            f.write(SOURCE)
        with open(os.path.join(tmp, "init.lua"), "w") as f:
            f.write("vim.cmd('filetype on')\n" + snippet())
        with open(os.path.join(tmp, "driver.lua"), "w") as f:
            f.write(DRIVER)
        env = {**os.environ, "PATH": bindir + os.pathsep + os.environ.get("PATH", ""),
               "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
               "XDG_DATA_HOME": os.path.join(tmp, "data"),
               "XDG_STATE_HOME": os.path.join(tmp, "state"),
               "XDG_CACHE_HOME": os.path.join(tmp, "cache")}
        r = subprocess.run([args.nvim, "--headless", "-i", "NONE", "-n", "--noplugin",
                            "-u", os.path.join(tmp, "init.lua"), source,
                            "-c", "luafile " + os.path.join(tmp, "driver.lua")],
                           cwd=project, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True, errors="replace",
                           timeout=300)
        result_file = os.path.join(project, "nvim-result.txt")
        result = open(result_file).read() if os.path.exists(result_file) else ""
        print(result, end="")
        failures = []
        if not re.search(r"^diagnostic 4:\d+ clang-tidy strcost-redundant-length-scan$",
                         result, re.M):
            failures.append("no strcost-redundant-length-scan diagnostic on line 4")
        if "client strcost-clangd" not in result:
            failures.append("the diagnostic did not come from the snippet's client")
        if "quick fix: " not in result:
            failures.append("no quick fix applied")
        fixed = open(source).read()
        if "S.size()" not in fixed or "strlen" in fixed.split("\n", 3)[3]:
            failures.append("the written file does not have the fix:\n" + fixed)
        c = subprocess.run([args.clangxx, "-std=c++17", "-fsyntax-only", source],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if c.returncode != 0:
            failures.append("the fixed file does not compile:\n" + c.stdout)
        if failures:
            print("nvim output:\n" + r.stdout[-3000:])
            for f in failures:
                print("FAIL: " + f)
            return 1
        print("PASS: Neovim " + subprocess.run([args.nvim, "--version"], stdout=subprocess.PIPE,
                                                text=True).stdout.split("\n")[0])
        return 0


if __name__ == "__main__":
    sys.exit(main())
