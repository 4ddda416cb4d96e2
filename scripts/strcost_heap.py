"""Measured string allocations for strcost's findings, from a heaptrack
recording of an ordinary `-g` build (issue 31: rank findings by what they
cost in the user's own workload, without an instrumented build).

The user runs the workload under Debian's heaptrack (`heaptrack ./app`),
which writes `heaptrack.app.PID.zst` (or `.gz`): text lines, numbers in hex,
each kind of line numbered in its own order of appearance:

    v VERSION FILEVERSION     heaptrack's version and the format's
    X CMDLINE                 the debuggee
    s LEN TEXT                a string (from file version 3 on: its length first);
                              strings are numbered from 1, 0 is "none"
    i IP MODULE [FUNC FILE LINE]...
                              an instruction pointer (numbered from 1): its
                              module, then its frames innermost first: the
                              function it is in and, where that was inlined,
                              each function it was inlined into (FILE and LINE
                              may be missing from the first frame: no debug info)
    t IP PARENT               a trace node (numbered from 1, 0 is the root)
    a SIZE TRACE              an allocation's size and trace (numbered from 0)
    + A / - A                 an allocation / a free of the allocation info A
    c TIME, R RSS, I ..., A, # comments

The file is streamed (`zstd -dc` for .zst, gzip for .gz): a recording of a
long workload is gigabytes, most of it `+` and `-` lines, of which only the
counts per allocation info are kept.

Each allocation whose stack passes through the standard library's string
code (libstdc++'s and libc++'s basic_string, operator+, string streams, the
nodes of string-keyed maps and hash tables) is attributed to the first frame
in the user's code, and that file and line to the strcost finding whose
statement or fix covers it (attach). What no finding covers is listed as a
hot string site with its allocation sizes and a suggested remedy (uncovered).
"""

import bisect
import collections
import gzip
import os
import re
import shutil
import subprocess

# The unit prices of checks/utils/CostModel.h (price::), to put a measured
# count beside a note's estimate on one scale.
ALLOCATION_NS = 8.0
COPY_BYTES_PER_NS = 64.0


class HeapError(Exception):
    pass


# --- reading -----------------------------------------------------------------

def _chunks(path, size=1 << 22):
    """The recording's bytes, streamed in blocks of whole lines."""
    if not os.path.exists(path):
        hint = "" if shutil.which("heaptrack") else \
            " (record one with heaptrack, not installed: Debian package heaptrack)"
        raise HeapError(f"no heap profile '{path}'{hint}")
    if not os.path.isfile(path) or not os.access(path, os.R_OK):
        raise HeapError(f"cannot read the heap profile '{path}'")

    def whole_lines(read):
        rest = b""
        while True:
            block = read(size)
            if not block:
                break
            cut = block.rfind(b"\n")
            if cut < 0:
                rest += block
                continue
            yield rest + block[:cut + 1]
            rest = block[cut + 1:]
        if rest:
            yield rest + b"\n"

    if path.endswith(".zst"):
        zstd = shutil.which("zstd")
        if not zstd:
            raise HeapError(f"reading '{path}' needs zstd (Debian package zstd)")
        proc = subprocess.Popen([zstd, "-dc", "--", path], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
        finished = False
        try:
            yield from whole_lines(proc.stdout.read)
            finished = True
        finally:
            if not finished:  # the reader stopped early: not heaptrack's, or an error
                proc.kill()
            proc.stdout.close()
            err = proc.stderr.read().decode(errors="replace").strip()
            proc.stderr.close()
            if proc.wait() != 0 and finished:
                last = err.splitlines()[-1] if err else f"exit code {proc.returncode}"
                raise HeapError(f"'{path}' is not a readable zstd file: {last}")
    elif path.endswith(".gz"):
        try:
            with gzip.open(path, "rb") as f:
                yield from whole_lines(f.read)
        except (OSError, EOFError) as e:
            raise HeapError(f"'{path}' is not a readable gzip file: {e}")
    else:
        with open(path, "rb") as f:
            yield from whole_lines(f.read)


# Most of a recording is `+ A` and `- A` lines: they are counted block by
# block with regular expressions (their order matters only to find the
# temporaries, an allocation freed by the next line, which a block's end may
# split: such a pair is counted as not temporary). The other lines are read
# one by one, in order, since their numbering is their order.
# Each block is searched with a line break put before it (the patterns begin
# with one: faster than ^ in multi-line mode).
_PLUS = re.compile(rb"\n\+ ([0-9a-f]+)(?=\n)")
_MINUS = re.compile(rb"\n- ([0-9a-f]+)(?=\n)")
_TEMPORARY = re.compile(rb"\n\+ ([0-9a-f]+)\n- \1(?=\n)")
_OTHER = re.compile(rb"\n([^+\-\n][^\n]*)")


def _count(counts, keys):
    for k, n in collections.Counter(keys).items():
        counts[k] = counts.get(k, 0) + n


class Frame(tuple):
    """(function, file, line): file '' and line 0 where not known."""
    __slots__ = ()

    @property
    def function(self):
        return self[0]

    @property
    def file(self):
        return self[1]

    @property
    def line(self):
        return self[2]


class Recording:
    """What a heaptrack recording says, less the order of its allocations:
    strings, instruction pointers with their frames, trace nodes, allocation
    infos and how often each was allocated and freed."""

    def __init__(self):
        self.debuggee = ""
        self.version = None
        self.strings = [""]        # 1-based, 0 is none
        self.ips = [None]          # 1-based: (module, [Frame])
        self.traces = [(0, 0)]     # 1-based: (ip, parent trace)
        self.infos = []            # 0-based: (size, trace)
        self.allocated = {}        # info index (int) -> count
        self.freed = {}
        self.temporary = {}        # freed right after being allocated

    def string(self, index):
        return self.strings[index] if 0 <= index < len(self.strings) else ""


def read(path):
    """The Recording of a heaptrack file (.zst, .gz or plain)."""
    rec = Recording()
    plus, minus, temporary = {}, {}, {}
    seen_version = False
    pending = None  # a string whose text went on past a line break
    n = 0
    try:
        chunks = _chunks(path)
        for block in chunks:
            if not seen_version and not block.startswith((b"v ", b"#")):
                break  # not a heaptrack file: said below
            block = b"\n" + block
            _count(plus, _PLUS.findall(block))
            _count(minus, _MINUS.findall(block))
            _count(temporary, _TEMPORARY.findall(block))
            for raw in _OTHER.findall(block):
                n += 1
                c = raw[:1]
                if pending is not None:
                    length, text = pending
                    text += b"\n" + raw
                    if len(text) < length:
                        pending = (length, text)
                    else:
                        pending = None
                        rec.strings.append(text.decode("utf-8", errors="replace"))
                    continue
                if c == b"s":
                    if rec.version is not None and rec.version >= 3:
                        length, _, text = raw[2:].partition(b" ")
                        length = int(length, 16)
                        if len(text) < length:
                            pending = (length, text)
                            continue
                        rec.strings.append(text.decode("utf-8", errors="replace"))
                    else:
                        rec.strings.append(raw[2:].decode("utf-8", errors="replace"))
                elif c == b"i":
                    f = raw.split()
                    values = [int(x, 16) for x in f[3:]]
                    # The first frame may be a function without a file (no
                    # debug info); whole triples follow it.
                    frames = [(values[k], values[k + 1] if k + 1 < len(values) else 0,
                               values[k + 2] if k + 2 < len(values) else 0)
                              for k in range(0, len(values), 3)]
                    rec.ips.append((int(f[2], 16), frames))
                elif c == b"t":
                    f = raw.split()
                    rec.traces.append((int(f[1], 16), int(f[2], 16)))
                elif c == b"a":
                    f = raw.split()
                    rec.infos.append((int(f[1], 16), int(f[2], 16)))
                elif c == b"v":
                    f = raw.split()
                    seen_version = True
                    rec.version = int(f[2], 16) if len(f) > 2 else 0
                elif c == b"X":
                    rec.debuggee = raw[2:].decode("utf-8", errors="replace")
    except (ValueError, IndexError) as e:
        raise HeapError(f"'{path}' is corrupt at its line {n} other than + and -: {e}")
    finally:
        chunks.close()
    if not seen_version:
        raise HeapError(f"'{path}' is not a heaptrack recording (no version line)")
    try:
        rec.allocated = {int(k, 16): v for k, v in plus.items()}
        rec.freed = {int(k, 16): v for k, v in minus.items()}
        rec.temporary = {int(k, 16): v for k, v in temporary.items()}
    except ValueError as e:
        raise HeapError(f"'{path}' is corrupt: {e}")
    if any(k >= len(rec.infos) for k in rec.allocated):
        raise HeapError(f"'{path}' is corrupt: an allocation names no allocation info")
    return rec


# --- stacks ------------------------------------------------------------------

def clean_path(path):
    """A source path as heaptrack spelled it, made absolute and normal.
    heaptrack joins the compilation directory and the file's name even when
    the name is absolute ('/build//src/a.cpp': the second is the file)."""
    if not path:
        return ""
    if "//" in path:
        path = path[path.rindex("//") + 1:]
    return os.path.normpath(path)


def stack(rec, trace, cache):
    """The frames of a trace, innermost first, each Frame(function, file,
    line) with the strings resolved; inlined frames in their place."""
    frames = []
    t = trace
    while t and 0 < t < len(rec.traces):
        ip, parent = rec.traces[t]
        if ip not in cache:
            module_frames = []
            entry = rec.ips[ip] if 0 < ip < len(rec.ips) else None
            for func, file, line in (entry[1] if entry else []):
                module_frames.append(Frame((rec.string(func), clean_path(rec.string(file)),
                                            line)))
            if not module_frames:
                module_frames = [Frame(("", "", 0))]
            cache[ip] = module_frames
        frames.extend(cache[ip])
        t = parent
    return frames


# What marks an allocation as the standard library's string work: a frame of
# one of these functions between the allocator and the user's code, named
# without template arguments (a vector<std::string>'s own growth is not string
# work). libstdc++: std::__cxx11::basic_string (and the old std::basic_string),
# std::operator+, std::__cxx11::basic_stringbuf and the string streams,
# std::__cxx11::to_string; libc++: the same in std::__1 (__init, __grow_by,
# __grow_by_and_replace among the members).
STRING_FUNCTION = re.compile(
    r"^std::(?:__cxx11::|__1::)?(?:basic_string::|operator\+|"
    r"basic_(?:o|i)?stringstream::|basic_stringbuf::|to_w?string$)")
# The node of a map, set or hash table whose key is a string (the node that
# operator[] or emplace makes for a temporary key): the first template
# argument of the tree or table is the string.
STRING_NODE = re.compile(
    r"\bstd::(?:__1::)?(?:_Rb_tree<std::__cxx11::basic_string<|"
    r"_Hashtable<std::__cxx11::basic_string<|__tree<std::__1::__value_type<"
    r"std::__1::basic_string<|__hash_table<std::__1::__hash_value_type<std::__1::basic_string<)")
# Which string work it is, from the members' names.
GROWTH = re.compile(r"::(?:_M_mutate|_M_append|_M_replace_aux|_M_replace|append|push_back|"
                    r"resize|operator\+=|__grow_by(?:_and_replace)?|"
                    r"__grow_by_without_replace)(?![\w=])")
RESERVE = re.compile(r"::reserve(?!\w)")
COPY = re.compile(r"::basic_string(?:\[abi:[^\]]*\])?\((?:std::__(?:cxx11|1)::)?basic_string<"
                  r".*const&|::substr\b")
STREAM = re.compile(r"stringbuf|stringstream")
CONCAT = re.compile(r"::operator\+(?!=)")


def qualified(name):
    """A function's qualified name alone: no return type, template
    arguments or parameters ('std::__1::basic_string::__grow_by')."""
    return short_function(name).rsplit(" ", 1)[-1]


def kind_of(frames):
    """What string work the library frames below the user's code do:
    'node', 'stream', 'concat', 'growth', 'reserve', 'copy', 'construct'; None when
    none of them is string work."""
    names = [f.function for f in frames]
    if any(STRING_NODE.search(n) for n in names):
        return "node"
    strings = [n for n in names if STRING_FUNCTION.search(qualified(n))]
    if not strings:
        return None
    short = [qualified(n) for n in strings]
    if any(STREAM.search(n) for n in short):
        return "stream"
    if any(CONCAT.search(n) for n in short):
        return "concat"
    if any(GROWTH.search(n) for n in short):
        return "growth"
    if any(RESERVE.search(n) for n in short):
        return "reserve"
    if any(COPY.search(n) for n in strings):
        return "copy"
    return "construct"


class Project:
    """Which source files are the user's: under the project's directories
    (those of the compilation database's sources, and their common parent),
    and never among the system's headers and libraries (/usr/include,
    /usr/lib: the standard library's, the toolchain's)."""

    SYSTEM = ("/usr/include/", "/usr/lib/", "/usr/lib64/", "/usr/local/include/",
              "/usr/local/lib/", "/usr/share/", "/lib/", "/lib64/")

    def __init__(self, sources, roots=()):
        self.sources = sorted({os.path.realpath(s) for s in sources})
        dirs = {os.path.dirname(s) for s in self.sources}
        roots = {os.path.realpath(r) for r in roots}
        self.directories = sorted(roots | dirs)
        if dirs:
            common = os.path.commonpath(sorted(dirs))
            if common != os.sep:
                roots.add(common)
            else:
                roots |= dirs
        self.roots = sorted(roots)
        self._cache = {}

    def owns(self, path):
        if not path:
            return False
        hit = self._cache.get(path)
        if hit is None:
            real = os.path.realpath(path) if os.path.isabs(path) else path
            hit = (os.path.isabs(real) and not real.startswith(self.SYSTEM)
                   and any(real == r or real.startswith(r.rstrip(os.sep) + os.sep)
                           for r in self.roots))
            self._cache[path] = hit
        return hit

    def resolve(self, path):
        """A frame's file as a path on this machine. clang may write a
        source's directory relative to the compilation directory, which
        heaptrack does not add ('src/a.cpp', 'Output/t.tmp/a.cpp'): such a
        path is the database's source that ends with it, else the first
        directory of the project's where it exists."""
        if not path or os.path.isabs(path):
            return path
        hit = self._resolved.get(path) if hasattr(self, "_resolved") else None
        if hit is not None:
            return hit
        self._resolved = getattr(self, "_resolved", {})
        tail = os.sep + os.path.normpath(path)
        hit = next((s for s in self.sources if s.endswith(tail)), None)
        if hit is None:
            hit = next((os.path.normpath(os.path.join(d, path)) for d in self.directories
                        if os.path.exists(os.path.join(d, path))), path)
        self._resolved[path] = hit
        return hit


class Site:
    """String allocations made at one line of the user's code."""

    def __init__(self, path, line):
        self.path, self.line = path, line
        self.allocations = 0
        self.bytes = 0
        self.temporary = 0
        self.sizes = {}     # size -> count
        self.kinds = {}     # kind -> count
        self.function = ""
        # The same allocations by the chain of the user's frames that
        # called this line, innermost first ((path, line), ...): where a
        # loop-growth finding's string is grown by a callee (attach). Kept
        # as (size, count, temporary, kind) per allocation info, not as
        # Sites: a long recording has many chains.
        self.by_callers = {}

    def add(self, size, count, temporary, kind, function, callers=()):
        self.allocations += count
        self.bytes += size * count
        self.temporary += temporary
        self.sizes[size] = self.sizes.get(size, 0) + count
        self.kinds[kind] = self.kinds.get(kind, 0) + count
        if not self.function:
            self.function = function
        if callers is not None:  # None: a part, which keeps no parts
            self.by_callers.setdefault(callers, []).append((size, count, temporary, kind))

    def part(self, chains):
        """A Site of this line's allocations called through these chains."""
        site = Site(self.path, self.line)
        for callers in chains:
            for size, count, temporary, kind in self.by_callers[callers]:
                site.add(size, count, temporary, kind, self.function, None)
        return site

    def kind(self):
        return max(self.kinds, key=lambda k: (self.kinds[k], k)) if self.kinds else ""

    def size_quantile(self, q):
        """The allocation size below which a share q of the allocations lie."""
        if not self.allocations:
            return 0
        want = q * self.allocations
        seen = 0
        for size in sorted(self.sizes):
            seen += self.sizes[size]
            if seen >= want:
                return size
        return max(self.sizes)

    def lengths(self):
        """(min, median, p95, max) of the sizes allocated, in bytes."""
        if not self.sizes:
            return (0, 0, 0, 0)
        return (min(self.sizes), self.size_quantile(0.5), self.size_quantile(0.95),
                max(self.sizes))


class Measurement:
    """The string allocations of a recording, by site of the user's code."""

    def __init__(self, sites, allocations, string_allocations, program_files, files_with_lines):
        self.sites = sites                      # (path, line) -> Site
        self.allocations = allocations          # every allocation of the recording
        self.string_allocations = string_allocations  # those attributed to a site
        self.program_files = program_files      # source files of the program's frames
        self.files_with_lines = files_with_lines


# The system's programs and libraries (a program in /usr/local is the user's).
SYSTEM_MODULE = re.compile(r"^(?:/usr/(?!local/)|/lib|linux-vdso|linux-gate)")


def measure(rec, project):
    """Attributes the string allocations of a Recording to the user's code."""
    sites = {}
    cache = {}
    program_files, with_lines, modules = set(), 0, set()
    for ip in rec.ips[1:]:
        module = rec.string(ip[0])
        if SYSTEM_MODULE.match(module) or "heaptrack" in module:
            continue
        modules.add(module)
        for func, file, line in ip[1]:
            if file:
                program_files.add(clean_path(rec.string(file)))
                if line:
                    with_lines += 1
    total = string_total = 0
    where = {}  # a frame's file -> its real path when it is the user's, else None
    chains = {}

    def user_file(file):
        if file not in where:
            path = project.resolve(file)
            where[file] = os.path.realpath(path) if project.owns(path) else None
        return where[file]

    for index, count in rec.allocated.items():
        size, trace = rec.infos[index]
        total += count
        frames = stack(rec, trace, cache)
        user = next((i for i, f in enumerate(frames) if f.line and user_file(f.file)), None)
        if user is None:
            continue
        kind = kind_of(frames[:user])
        if kind is None:
            continue
        f = frames[user]
        key = (user_file(f.file), f.line)
        callers = tuple((user_file(c.file), c.line) for c in frames[user + 1:]
                        if c.line and user_file(c.file))
        callers = chains.setdefault(callers, callers)  # one copy of each
        site = sites.get(key) or sites.setdefault(key, Site(*key))
        site.add(size, count, rec.temporary.get(index, 0), kind, f.function, callers)
        string_total += count
    m = Measurement(sites, total, string_total, program_files, with_lines)
    m.modules, m.debuggee, m.recording = modules, rec.debuggee, rec
    return m


def check_matches(measurement, project, database_files, path):
    """Raises HeapError when the recording cannot be of this project's code:
    no file and line in the program's own frames (built without -g, or
    stripped), or none of its files in the project (a recording of another
    program)."""
    if not getattr(measurement, "modules", True):
        raise HeapError(f"'{path}' is a recording of another program ({measurement.debuggee}): "
                        "none of its code is outside the system's libraries")
    if not measurement.program_files or not measurement.files_with_lines:
        raise HeapError(f"'{path}' has no file and line information for the program's code "
                        "(built without -g, or stripped): build with -g and record again")
    known = {os.path.realpath(f) for f in database_files}
    ours = [f for f in measurement.program_files
            if os.path.realpath(project.resolve(f)) in known or project.owns(project.resolve(f))]
    if not ours:
        sample = ", ".join(sorted(measurement.program_files,
                                  key=lambda f: (f.startswith(Project.SYSTEM), f))[:2])
        raise HeapError(f"'{path}' is a recording of another program: none of its source "
                        f"files ({sample}) is in this project")


def load(path, database_files, roots=()):
    """(Measurement, Project) of a recording against the project whose
    compilation database lists database_files."""
    project = Project(database_files, roots)
    rec = read(path)
    m = measure(rec, project)
    check_matches(m, project, database_files, path)
    return m, project


# --- findings ----------------------------------------------------------------

def _line_starts(path, cache):
    if path not in cache:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError:
            data = b""
        starts = [0]
        for i, b in enumerate(data):
            if b == 10:
                starts.append(i + 1)
        cache[path] = (starts, data)
    return cache[path]


def statement_end(data, starts, line, col):
    """The line where the statement holding line:col ends: its first ';' or
    '{' at or after that place, at most 10 lines on."""
    if line - 1 >= len(starts):
        return line
    at = starts[line - 1] + max(col - 1, 0)
    limit = starts[min(line + 9, len(starts) - 1)] if line + 9 < len(starts) else len(data)
    for i in range(at, min(limit, len(data))):
        if data[i] in b";{":
            return bisect.bisect_right(starts, i)
    return line


def spans(finding, cache):
    """The line ranges a finding covers in its file: its statement (the
    finding's line to the statement's end) and the lines its fix-it's
    replacements touch there (an inserted #include is not a place the cost
    is paid), joined into one range when they are within 20 lines."""
    path = finding["path"]
    starts, data = _line_starts(path, cache)
    line = finding["line"]
    ranges = [(line, statement_end(data, starts, line, finding.get("col", 1)))]
    for r in finding.get("replacements") or []:
        if os.path.realpath(r.get("path", "")) != os.path.realpath(path):
            continue
        if r.get("text", "").lstrip().startswith("#include"):
            continue
        first = bisect.bisect_right(starts, r["offset"])
        last = bisect.bisect_right(starts, r["offset"] + max(r.get("length", 0) - 1, 0))
        ranges.append((first, last))
    low, high = min(a for a, _ in ranges), max(b for _, b in ranges)
    joined = [(low, high)] if high - low <= 20 else ranges
    # Never joined to the others: the lines between them are not the string's.
    return joined + [r for r in grown_at(finding, cache) if r not in joined]


def marked_ranges(notes, build_dir):
    """The source ranges a finding's notes mark, as clang-tidy exports them
    (a note's Ranges): [{"path", "offset", "length"}]."""
    return [{"path": os.path.realpath(os.path.join(build_dir, r.get("FilePath", ""))),
             "offset": r.get("FileOffset", 0), "length": r.get("Length", 0)}
            for n in notes for r in n.get("Ranges") or []]


def grown_at(finding, cache):
    """The line ranges of a strcost-loop-growth finding's file where its
    string grows or is passed to be grown (its note marks those calls); none
    for the other checks."""
    if finding.get("check") != "strcost-loop-growth":
        return []
    path = os.path.realpath(finding["path"])
    starts, _ = _line_starts(finding["path"], cache)
    out = []
    for r in finding.get("marked") or []:
        if r["path"] != path:
            continue
        first = bisect.bisect_right(starts, r["offset"])
        out.append((first, bisect.bisect_right(starts, r["offset"] + max(r["length"] - 1, 0))))
    return sorted(set(out))


def attach(findings, measurement):
    """Gives each finding (dicts: path, line, col, check, notes,
    replacements, marked) its measured string allocations: "heap" =
    {"allocations", "bytes", "sites", "in_callees", "callee_sites"} (zero where the
    recording has none in its span). A site within several findings' spans
    goes to the finding reported on its own line, else to the one with the
    narrowest span; a site in none goes, allocation by allocation, to a
    loop-growth finding its callers pass through (charge_callers), else it
    is uncovered. Returns the sites no finding covers."""
    cache = {}
    by_file = {}
    for f in findings:
        f["heap"] = {"allocations": 0, "bytes": 0, "sites": [], "in_callees": 0,
                     "callee_sites": []}
        f["spans"] = spans(f, cache)
        by_file.setdefault(os.path.realpath(f["path"]), []).append(f)
    growth = growth_lines(findings, cache)
    uncovered = []
    for (path, line), site in measurement.sites.items():
        best = covering(by_file.get(path, []), line)
        if best is not None:
            charge(best, site)
            continue
        rest = charge_callers(site, growth)
        if rest.allocations:
            uncovered.append(rest)
    uncovered.sort(key=lambda s: (-s.allocations, -s.bytes, s.path, s.line))
    return uncovered


def covering(findings, line):
    """Of the findings of a file, the one whose span covers the line: the
    one reported on it, else the narrowest; None."""
    best = None
    for f in findings:
        for low, high in f["spans"]:
            if low <= line <= high:
                score = (f["line"] != line, high - low, f["line"], f.get("col", 0))
                if best is None or score < best[0]:
                    best = (score, f)
    return best[1] if best else None


def charge(finding, site, in_callee=False):
    heap = finding["heap"]
    heap["allocations"] += site.allocations
    heap["bytes"] += site.bytes
    heap["sites"].append(site)
    if in_callee:
        heap["in_callees"] += site.allocations
        heap["callee_sites"].append(site)


def growth_lines(findings, cache):
    """(path, line) -> the strcost-loop-growth finding whose string grows or
    is passed to be grown there. Where two strings are (`f(a, b)`), the one
    declared last: the innermost loop's."""
    out = {}
    order = sorted(findings, key=lambda f: (f["line"], f.get("col", 0)))
    for f in order:
        path = os.path.realpath(f["path"])
        for low, high in grown_at(f, cache):
            for line in range(low, high + 1):
                out[(path, line)] = f
    return out


def charge_callers(site, growth):
    """A site no finding covers, charged to a loop-growth finding where its
    nearest caller in the user's code is a line that grows the finding's
    string: the cost of a string grown by a callee (`u16_u8(candidate, ...)`
    appending to it) is the loop's. Only the callee's own lines: below them
    the callee's callees build strings of their own (ninja's `parser.Load(
    file, &err)` parses the whole manifest, 1.25 million allocations, none of
    them `err`'s), and a profile cannot tell which string an allocation is
    for. Only loop-growth findings: what `f` allocates inside a chain
    `a + f(x)` is not the chain's cost. Returns what is left uncovered (the
    site itself where none was charged)."""
    if not growth:
        return site
    rest = []
    for callers in site.by_callers:
        owner = growth.get(callers[0]) if callers else None
        if owner is None:
            rest.append(callers)
        else:
            charge(owner, site.part([callers]), in_callee=True)
    return site if len(rest) == len(site.by_callers) else site.part(rest)


def measured_ns(allocations, size_bytes):
    """The measured allocations and bytes priced as the cost model prices
    them: each allocation and its free, and the copying of its bytes."""
    return allocations * ALLOCATION_NS + size_bytes / COPY_BYTES_PER_NS


def model_error(finding):
    """Where the finding's cost note and the measurement disagree by more
    than 10x, why; else None. What both sides know per allocation: whether
    one happens at all, and its size (the note's bytes copied per
    allocation against the measured mean)."""
    heap = finding.get("heap") or {}
    allocs, size = heap.get("allocations", 0), heap.get("bytes", 0)
    note = finding.get("cost")
    if not note or not allocs:
        return None
    predicted = note.get("allocations", 0)
    if predicted == 0:
        return (f"the note says no allocation; {allocs:,} measured")
    copied = note.get("bytesCopied", 0)
    if copied:
        per = copied / predicted
        mean = size / allocs
        if mean > 10 * per or per > 10 * mean:
            return (f"the note prices {per:.0f} bytes an allocation; {mean:.0f} measured")
    return None


def rank(findings):
    """The findings by measured allocations, then bytes; a finding with
    none measured keeps the static order (its estimated cost) below them."""
    def key(f):
        heap = f.get("heap") or {}
        return (-heap.get("allocations", 0), -heap.get("bytes", 0),
                -(f.get("cost_ns") or 0), f["path"], f["line"], f.get("col", 0))
    return sorted(findings, key=key)


def short_function(name):
    """A function's name without its template arguments and parameters
    ('(anonymous namespace)' kept)."""
    for op, mark in (("operator<<=", "\1"), ("operator>>=", "\2"), ("operator<<", "\3"),
                     ("operator>>", "\4"), ("operator<=", "\5"), ("operator>=", "\6"),
                     ("operator<", "\7"), ("operator>", "\x08"), ("operator->", "\x0e"),
                     ("(anonymous namespace)", "\0")):
        name = name.replace(op, mark)
    out, depth = [], 0
    for c in name:
        if c == "(" and depth == 0:
            break
        if c == "<":
            depth += 1
        elif c == ">" and depth:
            depth -= 1
        elif depth == 0:
            out.append(c)
    out = "".join(out)
    for op, mark in (("operator<<=", "\1"), ("operator>>=", "\2"), ("operator<<", "\3"),
                     ("operator>>", "\4"), ("operator<=", "\5"), ("operator>=", "\6"),
                     ("operator<", "\7"), ("operator>", "\x08"), ("operator->", "\x0e"),
                     ("(anonymous namespace)", "\0")):
        out = out.replace(mark, op)
    return out.strip() or "?"


def top_fixed(ranked, n):
    """The (check, path, offset) keys of the first n findings of a measured
    ranking that allocated and carry a fix-it: what `--only-top n` applies."""
    chosen = [f for f in ranked if f.get("fixed") and f["heap"]["allocations"]][:n]
    return {(f["check"], os.path.realpath(f["path"]), f["offset"]) for f in chosen}


def remedy(site):
    """A suggested remedy for a hot string site no finding covers."""
    _, median, p95, high = site.lengths()
    kind = site.kind()
    if kind == "growth":
        return f"reserve({high}) before the appends (the largest buffer measured)"
    if kind == "reserve" and 0 < p95 <= 128:
        return (f"strcost::small_string<{-(-p95 // 8) * 8}> (the line reserves already; "
                f"the p95 size, {p95} bytes)")
    if kind == "stream":
        return "build it with strcost::str_cat instead of a string stream"
    if kind == "copy":
        return "a view (std::string_view) where the copy is only read"
    if kind == "node":
        return "a heterogeneous lookup (std::less<>, a transparent hash) before inserting"
    if 0 < p95 <= 128:
        return f"strcost::small_string<{-(-p95 // 8) * 8}> (the p95 size, {p95} bytes)"
    if site.allocations >= 100 and site.temporary * 10 < site.allocations:
        return "an arena (strcost::arena), where these strings die together"
    return "none known"
