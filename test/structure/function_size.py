#!/usr/bin/env python3
"""Function sizes in C++ sources, measured as clang-tidy's
readability-function-size measures `LineThreshold`: the line of a body's
closing brace minus the line of its opening brace.

    test/structure/function_size.py [--max N] [--list] PATH...

Prints each function whose body is longer than N lines (default 80) as
`file:line: 'name' has L lines (at most N)` and exits 1 if there is any;
a file it cannot read as balanced braces is an error (exit 2), never a pass.
PATHs are files or directories (searched for *.cpp and *.h).

Why a scanner and not clang-tidy: clang-tidy parses each file with all of
clang's headers first (70 files in checks/ and clang-plugin/), while this
reads the text in about half a second of CPU. It does
not parse C++: it skips comments, string and character literals (raw ones
too) and preprocessor lines, follows braces, and takes a `{` at namespace or
class scope for a function body when the declaration before it has a
parameter list at its top level and no `=`. Bodies of lambdas and local
classes count in their function, as they do for clang-tidy. Its cases are in
test_function_size.py; `--list` prints every function found with its count,
to compare with clang-tidy's.
"""

import argparse
import os
import re
import sys

# Multi-character punctuators that must not be read as `=`, `:` or `<`/`>`.
PUNCTUATORS = ["<<=", ">>=", "->*", "...", "::", "->", "==", "!=", "<=", ">=",
               "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
               "<<", ">>", "++", "--", ".*"]
IDENT = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
NUMBER = re.compile(r"\.?[0-9](?:[A-Za-z0-9_.]|'(?=[A-Za-z0-9])|[eEpP][+-])*")
RAW_PREFIXES = ("R", "u8R", "uR", "UR", "LR")
# Keywords a parenthesis follows without making a parameter list.
NOT_A_NAME = {"alignas", "__attribute__", "__declspec", "decltype", "noexcept",
              "throw", "sizeof", "alignof", "requires", "static_assert"}
SCOPE_KEYWORDS = {"namespace", "class", "struct", "union"}


class ScanError(Exception):
    pass


def tokens(text):
    """(token, line) pairs of \\p text: comments, literals and preprocessor
    lines left out (a literal leaves a `"` token in its place)."""
    i, line, n = 0, 1, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
            at_line_start = True
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if c == "\\" and text.startswith("\n", i + 1):
            i += 1
            continue
        if c == "#" and at_line_start:
            # A directive, to the end of its (continued) line; comments in
            # it may span lines.
            while i < n and text[i] != "\n":
                if text.startswith("/*", i):
                    end = text.find("*/", i + 2)
                    end = n if end < 0 else end + 2
                    line += text.count("\n", i, end)
                    i = end
                    continue
                if text.startswith("//", i):
                    while i < n and text[i] != "\n":
                        i += 1
                    break
                if text[i] == "\\" and text.startswith("\n", i + 1):
                    line += 1
                    i += 2
                    continue
                i += 1
            continue
        at_line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                if text[i] == "\\" and text.startswith("\n", i + 1):
                    line += 1
                    i += 1
                i += 1
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise ScanError(f"line {line}: unterminated comment")
            line += text.count("\n", i, end)
            i = end + 2
            continue
        m = IDENT.match(text, i)
        if m:
            word = m.group(0)
            end = m.end()
            if word in RAW_PREFIXES and text.startswith('"', end):
                i, line = raw_string(text, end, line)
                yield '"', line
                continue
            if end < n and text[end] in "\"'" and word in ("u8", "u", "U", "L"):
                i = end  # an encoding prefix: the literal follows
                continue
            yield word, line
            i = end
            continue
        m = NUMBER.match(text, i)
        if m:
            yield "0", line
            i = m.end()
            continue
        if c in "\"'":
            start_line = line
            i, line = quoted(text, i, line)
            yield '"', start_line
            continue
        for p in PUNCTUATORS:
            if text.startswith(p, i):
                yield p, line
                i += len(p)
                break
        else:
            yield c, line
            i += 1


def quoted(text, i, line):
    quote = text[i]
    i += 1
    while i < len(text):
        c = text[i]
        if c == "\\":
            if text.startswith("\n", i + 1):
                line += 1
            i += 2
            continue
        if c == quote:
            return i + 1, line
        if c == "\n":
            raise ScanError(f"line {line}: unterminated literal")
        i += 1
    raise ScanError(f"line {line}: unterminated literal")


def raw_string(text, i, line):
    """\\p i at the `"` of R"delim( ... )delim"."""
    open_paren = text.find("(", i)
    if open_paren < 0:
        raise ScanError(f"line {line}: malformed raw string")
    delim = text[i + 1:open_paren]
    close = text.find(")" + delim + '"', open_paren)
    if close < 0:
        raise ScanError(f"line {line}: unterminated raw string")
    end = close + len(delim) + 2
    return end, line + text.count("\n", i, end)


def strip_template_heads(decl):
    """\\p decl (tokens) without its `template <...>` heads."""
    out, i = [], 0
    while i < len(decl):
        if decl[i] == "template" and i + 1 < len(decl) and decl[i + 1] == "<":
            depth, i = 0, i + 1
            while i < len(decl):
                t = decl[i]
                if t in ("<", "(", "["):
                    depth += 1
                elif t in (">", ")", "]"):
                    depth -= 1
                elif t == ">>":
                    depth -= 2
                i += 1
                if depth <= 0:
                    break
            continue
        out.append(decl[i])
        i += 1
    return out


def top_level(decl):
    """The tokens of \\p decl outside parentheses and brackets, with the
    tokens that name an operator (`operator=`, `operator()`) left out."""
    out, depth, i = [], 0, 0
    while i < len(decl):
        t = decl[i]
        if t == "operator":
            # The operator's name: up to its parameter list.
            i += 1
            if i + 1 < len(decl) and decl[i] == "(" and decl[i + 1] == ")":
                i += 2
            while i < len(decl) and decl[i] != "(":
                i += 1
            out.append("operator")
            continue
        if t in ("(", "["):
            if depth == 0:
                out.append(t)
            depth += 1
        elif t in (")", "]"):
            depth -= 1
            if depth == 0:
                out.append(t)
        elif depth == 0:
            out.append(t)
        i += 1
    return out


def function_name(decl):
    """The name a function declaration \\p decl gives (for messages)."""
    top = top_level(decl)
    for k, t in enumerate(top):
        if t == "(" and k > 0 and IDENT.fullmatch(top[k - 1]) and \
                top[k - 1] not in NOT_A_NAME:
            name = [top[k - 1]]
            j = k - 2
            while j >= 1 and top[j] == "::" and IDENT.fullmatch(top[j - 1]):
                name[:0] = [top[j - 1], "::"]
                j -= 2
            return "".join(name)
    return "?"


def classify(decl):
    """What a `{` after the declaration tokens \\p decl opens: `function`,
    `scope` (namespace, class: functions are looked for inside) or
    `opaque` (an initialiser, an enum: nothing inside is a function)."""
    decl = strip_template_heads(decl)
    top = top_level(decl)
    if "=" in top:
        return "opaque"
    if "enum" in top:
        return "opaque"
    first_paren = top.index("(") if "(" in top else len(top)
    if any(t in SCOPE_KEYWORDS for t in top[:first_paren]):
        return "scope"
    if "extern" in top and '"' in top and "(" not in top:
        return "scope"
    if "(" in top and function_name(decl) != "?":
        return "function"
    return "scope" if "(" not in top else "opaque"


def in_constructor_inits(decl):
    """\\p decl is a constructor's head up to its member initialisers: a
    top-level `:` after the parameter list."""
    top = top_level(strip_template_heads(decl))
    return ")" in top and ":" in top[top.index(")"):]


def functions(text):
    """(name, first line, lines) of each function body in \\p text."""
    found = []
    toks = list(tokens(text))
    decl = []           # the declaration being read at the current scope
    scopes = []         # kinds of the open braces at namespace/class level
    i = 0
    while i < len(toks):
        t, line = toks[i]
        if t == "{":
            open_parens = sum(x in ("(", "[") for x in decl) - \
                sum(x in (")", "]") for x in decl)
            if open_parens > 0 or (decl and in_constructor_inits(decl) and (
                    IDENT.fullmatch(decl[-1]) or decl[-1] in (">", ">>"))):
                # `m({1, 2})`, `: member{value}`: part of the declaration.
                j = skip_braces(toks, i)
                decl += ["{", "}"]
                i = j + 1
                continue
            kind = classify(decl)
            if kind == "scope":
                scopes.append("scope")
                decl = []
                i += 1
                continue
            j = skip_braces(toks, i)
            if kind == "function":
                found.append((function_name(decl), line, toks[j][1] - line))
            decl = []
            i = j + 1
            # `struct X {...} x;`-like tails are read as a new declaration.
            continue
        if t == "}":
            if not scopes:
                raise ScanError(f"line {line}: '}}' closes nothing")
            scopes.pop()
            decl = []
        elif t == ";":
            decl = []
        elif t == ":" and decl and decl[-1] in ("public", "private", "protected"):
            decl = []
        else:
            decl.append(t)
        i += 1
    if scopes:
        raise ScanError("unbalanced braces at the end of the file")
    return found


def skip_braces(toks, i):
    """The index of the `}` that closes the `{` at \\p i."""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j][0] == "{":
            depth += 1
        elif toks[j][0] == "}":
            depth -= 1
            if depth == 0:
                return j
    raise ScanError(f"line {toks[i][1]}: '{{' is never closed")


def sources(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for name in sorted(files):
                    if name.endswith((".cpp", ".h")):
                        yield os.path.join(root, name)
        else:
            yield path


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max", type=int, default=80)
    parser.add_argument("--list", action="store_true",
                        help="print every function found with its size")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args(argv)
    over, errors, count = 0, 0, 0
    for path in sources(args.paths):
        try:
            with open(path, encoding="utf-8") as f:
                found = functions(f.read())
        except (ScanError, UnicodeDecodeError) as e:
            print(f"{path}: error: cannot scan: {e}", file=sys.stderr)
            errors += 1
            continue
        for name, line, lines in found:
            count += 1
            if args.list:
                print(f"{path}:{line}: '{name}' {lines}")
            elif lines > args.max:
                print(f"{path}:{line}: '{name}' has {lines} lines "
                      f"(at most {args.max})")
                over += 1
    if not args.list:
        print(f"{count} functions, {over} over {args.max} lines", file=sys.stderr)
    return 2 if errors else 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
