#!/usr/bin/env python3
"""Proof on real code: run every strcost check over real projects, apply every
fix, rebuild, and run the projects' own tests.

  validate.py --strcost BIN [--work DIR] [--projects a,b] [--report FILE]

For each project (Debian source packages, see PROJECTS below) it
  1. gets the source with `apt-get source` (adding a deb-src entry for
     bookworm main if apt has none) and its build dependencies with
     `apt-get build-dep`;
  2. configures a pristine copy with compile_commands.json (CMake, or meson
     where the entry says so), builds it and runs its tests: the baseline;
  3. runs strcost (all strcost-* checks, findings in the project's headers
     included) over every translation unit of a second copy, in parallel, and
     times each against a parse of the same TU with no check enabled;
  4. applies the exported fixes with `strcost --apply-fixes=DIR -p BUILD`,
     which verifies every fix against each unit that sees it (a header's edits
     against every unit that includes the header), withdraws what does not
     verify and applies the rest once (--apply-with=clang-apply-replacements:
     unverified, for comparison); rebuilds, reruns the tests, and where the
     project has other configurations (another C++ standard), builds and tests
     the fixed tree in each of them too (with "analyse_all", steps 3 and 4
     use every configuration's compile commands: a fix is verified in each
     standard its file is compiled in); where the project has a consumer
     test (test/validation/consumers/), builds and runs it against the
     pristine and the fixed tree, installed (find_package) and as a
     subdirectory, without strcost's runtime on its include path;
  5. runs strcost again over the fixed copy: a finding that still offers a
     fix-it there means a fix did not settle the problem it was offered for;
  6. prints a table (and writes it to --report as Markdown).

Exits 1 when a project's fixed tree does not build, its tests or a consumer
test regress, or strcost crashed; 0 otherwise (findings are not failures).
Builds run in an environment without the caller's compiler flags and paths
(build_env).

  validate.py --profile --strcost BIN [--each] [--repeat N] [--sample N]
              [--callgrind K] [--json FILE] [--report FILE]

measures instead (docs/validation.md, "Performance"): per TU of the pristine
tree, the CPU time of a parse-only run against all strcost checks, each
check's time in clang-tidy's check profile next to
performance-unnecessary-value-param's, with --each every check run on its own,
and with --callgrind instruction counts on a few TUs.
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "scripts"))
from strcost_common import load_exported_fixes, parse_diagnostic  # noqa: E402

# How each project is configured and tested. Every one builds with CMake
# (or meson); `cmake` holds the project's own options (tests on, docs and
# benchmarks off). strcost analyses the first configuration; `also` names
# other configurations (another C++ standard, or one of the project's
# documented -D options) in which both trees are built and tested too: a fix
# must hold for every configuration the code is used in. Other fields (see
# PROJECT_FIELDS): `packages` installed instead of `apt-get build-dep`,
# `targets` built instead of everything, `tus` (a regular expression on the
# path in the source tree) the units analysed, `ctest_args`, and `consumer`,
# a small outside project (test/validation/consumers/DIR) built against the
# installed tree (find_package) and the source tree (add_subdirectory);
# `check_options`, the CheckOptions a user of the project would configure.
PROJECTS = {
    "libjsoncpp": {
        # As its user would say in .clang-tidy: its sources include their
        # headers only outside the amalgamated build, which declares the same
        # things in one file, so JSON_IS_AMALGAMATION chooses no type.
        "check_options": {"ConditionalCode.IgnoredMacros": "JSON_IS_AMALGAMATION"},
        "cmake": ["-DJSONCPP_WITH_TESTS=ON", "-DJSONCPP_WITH_POST_BUILD_UNITTEST=OFF",
                  "-DJSONCPP_WITH_PKGCONFIG_SUPPORT=OFF", "-DBUILD_OBJECT_LIBS=OFF",
                  "-DBUILD_STATIC_LIBS=OFF"],
    },
    "ninja-build": {
        "cmake": ["-DBUILD_TESTING=ON"],
    },
    "cli11": {
        # No generated header: the fixed copy is analysed without a build
        # (which would cost as much as the baseline's).
        "prebuild": False,
        "cmake": ["-DCLI11_BUILD_TESTS=ON", "-DCLI11_BUILD_EXAMPLES=ON",
                  "-DCLI11_BUILD_DOCS=OFF"],
    },
    "leveldb": {
        "cmake": ["-DLEVELDB_BUILD_TESTS=ON", "-DLEVELDB_BUILD_BENCHMARKS=OFF"],
    },
    # Header-only: the Guidelines Support Library; its tests build as C++14
    # (the oldest it supports), and again as C++17 and C++20.
    "ms-gsl": {
        "cmake": ["-DGSL_TEST=ON", "-DCMAKE_DISABLE_FIND_PACKAGE_Git=ON",
                  "-DGSL_CXX_STANDARD=14"],
        "also": {"c++17": ["-DGSL_CXX_STANDARD=17"], "c++20": ["-DGSL_CXX_STANDARD=20"]},
    },
    # Header-only: RapidJSON, with its std::string API on; its tests and
    # examples build as C++11, and without RAPIDJSON_BUILD_CXX11 in the
    # compiler's default standard (C++17 for GCC 12).
    "rapidjson": {
        # GCC 12 at -O3 warns (stringop-overflow) in itoatest.cpp, which
        # rapidjson builds with -Werror; Debian builds at -O2.
        "cxx_flags": "-Wno-error=stringop-overflow",
        # No generated header: the fixed copy is analysed without a build.
        "prebuild": False,
        "cmake": ["-DRAPIDJSON_BUILD_DOC=OFF", "-DRAPIDJSON_BUILD_EXAMPLES=ON",
                  "-DRAPIDJSON_BUILD_TESTS=ON", "-DRAPIDJSON_BUILD_CXX11=ON",
                  "-DRAPIDJSON_HAS_STDSTRING=ON"],
        "also": {"c++17": ["-DRAPIDJSON_BUILD_CXX11=OFF", "-DCMAKE_CXX_STANDARD=17"]},
    },
    # Header-only: cpp-httplib, built with meson as Debian does (its CMake
    # builds no test); its test program (one gtest unit of ~5000 lines) as
    # C++11 and C++17, both analysed: a fix must hold for each. The tests that
    # need the internet are left out, as in Debian's build.
    "cpp-httplib": {
        "meson": ["-Dcpp-httplib_test=true", "-Db_lto=false", "-Db_colorout=never",
                  "-Dcpp_std=c++11"],
        "test_args": ["--test-args=--gtest_filter=-*_Online"],
        "also": {"c++17": ["-Dcpp_std=c++17"]},
        "analyse_all": True,
        "prebuild": False,
    },
    # Header-only: JSON for Modern C++. Its ~90 doctest units, each built in
    # several standards, take hours here: a few units that handle strings are
    # built and analysed, as C++11 and C++17 (the test file is then compiled
    # in both). The other configuration is its documented JSON_Diagnostics
    # option (exceptions name the path of the value: other code in the
    # headers). Debian's build-dependencies are for its docs (TeX, doxygen).
    "nlohmann-json3": {
        # No generated header (test_data.hpp is written when configuring):
        # the fixed copy is analysed without a build.
        "prebuild": False,
        "packages": ["cmake"],
        # Its units need the download_test_data test (a git clone) as a
        # fixture unless JSON_TestDataDirectory is set; the units built read
        # no test data, so any path will do.
        "cmake": ["-DJSON_BuildTests=ON", "-DJSON_TestStandards=11;17",
                  "-DJSON_TestDataDirectory=/nonexistent/json_test_data",
                  "-DJSON_MultipleHeaders=ON", "-DJSON_Install=ON"],
        "targets": [f"test-{u}_cpp{std}" for u in ("json_pointer", "diagnostics", "convenience")
                    for std in (11, 17)],
        "tus": r"tests/src/unit(-(json_pointer|diagnostics|convenience))?\.cpp",
        # The units built, and the project's own consumer tests of the
        # configured tree; not the ones that fetch from the network.
        "ctest_args": ["-R", r"^(test-(json_pointer|diagnostics|convenience)_cpp|"
                             r"cmake_(import|add_subdirectory)_)"],
        "also": {"diagnostics": ["-DJSON_Diagnostics=ON"]},
        "consumer": {"dir": "nlohmann-json3", "std": "11"},
        # doctest, bundled for its tests.
        "vendored": r"tests/thirdparty/",
    },
    # spdlog: its code is in headers (the -inl.h files), compiled either into
    # its library (src/*.cpp) or, header-only, into each user's units. The
    # library's units are analysed (they compile every -inl.h header: the
    # fixes land there) and its tests built against the compiled library
    # (each test unit then compiles no -inl.h body, which keeps the build to
    # what this machine can do); the consumer test uses it header-only
    # (spdlog::spdlog_header_only), compiling the fixed headers itself. The
    # other configurations are its documented SPDLOG_NO_EXCEPTIONS option
    # (errors abort instead of throwing: other code in the same headers) and
    # SPDLOG_DISABLE_DEFAULT_LOGGER, which drops a conditional block of
    # registry-inl.h (an include strcost inserts there is lost with it).
    "spdlog": {
        "prebuild": False,
        "packages": ["cmake", "libfmt-dev", "catch2", "pkg-config"],
        "cmake": ["-DSPDLOG_BUILD_TESTS=ON", "-DSPDLOG_BUILD_TESTS_HO=OFF",
                  "-DSPDLOG_BUILD_EXAMPLE=OFF", "-DSPDLOG_FMT_EXTERNAL=ON",
                  "-DSPDLOG_INSTALL=ON"],
        "tus": r"src/[^/]*\.cpp",
        "also": {"no-exceptions": ["-DSPDLOG_NO_EXCEPTIONS=ON"],
                 "no-default-logger": ["-DSPDLOG_DISABLE_DEFAULT_LOGGER=ON"]},
        # Without exceptions, spdlog aborts where it would throw: the two test
        # cases that provoke an error on purpose (an unopenable file) expect
        # the throw, so Catch leaves them out there.
        "also_test_args": {"no-exceptions": ["~file_helper_open", "~rotating_file_logger3"]},
        "consumer": {"dir": "spdlog", "std": "11"},
    },
    # gflags: command-line flags (names, values, help text: string
    # handling throughout); its 51 tests run its test programs with
    # many command lines. Debian builds the shared and the static library.
    "gflags": {
        "cmake": ["-DBUILD_TESTING=ON", "-DBUILD_SHARED_LIBS=ON", "-DBUILD_STATIC_LIBS=ON"],
    },
    # google-glog: logging (message building, file names, flags); built with
    # gflags, as Debian's shared build is, and its tests.
    "google-glog": {
        "cmake": ["-DBUILD_TESTING=ON", "-DBUILD_SHARED_LIBS=ON"],
    },
    # jsonnet: a configuration language's lexer, parser, formatter and VM
    # (std::string and std::u32string throughout); its gtest units and C API
    # tests. Its own code only: the JSON and YAML libraries it bundles
    # (third_party/) are not its to change.
    "jsonnet": {
        "cmake": ["-DUSE_SYSTEM_GTEST=ON", "-DBUILD_JSONNET=ON", "-DBUILD_JSONNETFMT=ON",
                  "-DBUILD_TESTS=ON"],
        "tus": r"(core|cpp|cmd)/[^/]*\.cpp",
        "vendored": r"third_party/",
    },
}

# The fields a PROJECTS entry may have (the unit tests hold every entry to them).
PROJECT_FIELDS = {"cmake", "meson", "cxx_flags", "prebuild", "test_args", "also",
                  "analyse_all", "packages", "targets", "tus", "ctest_args", "consumer",
                  "vendored", "also_test_args", "check_options"}

SOURCES_LIST = "/etc/apt/sources.list.d/strcost-validation-src.sources"


def log(msg):
    sys.stderr.write(f"validate: {msg}\n")
    sys.stderr.flush()


# Variables of the caller's environment that would change what a build
# compiles or finds: the flags make and meson read, the include and library
# paths GCC and clang read by themselves (a CPLUS_INCLUDE_PATH naming the
# strcost runtime would hide a fixed header that needs it from a consumer),
# the compiler, and CMake's and CTest's own variables (CMAKE_BUILD_TYPE,
# CMAKE_PREFIX_PATH, CMAKE_TOOLCHAIN_FILE, ...). The harness says what it wants.
BUILD_ENV_DROPPED = {"CFLAGS", "CXXFLAGS", "CPPFLAGS", "LDFLAGS", "LDLIBS", "CC", "CXX",
                     "CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "OBJC_INCLUDE_PATH",
                     "LIBRARY_PATH", "GCC_EXEC_PREFIX", "COMPILER_PATH", "PKG_CONFIG_PATH",
                     "PKG_CONFIG_LIBDIR", "MAKEFLAGS", "MFLAGS"}
BUILD_ENV_DROPPED_PREFIXES = ("CMAKE_", "CTEST_", "DEB_", "MESON_")


def build_env(environ):
    """`environ` without what would make a build depend on the caller's shell."""
    return {k: v for k, v in environ.items()
            if k not in BUILD_ENV_DROPPED and not k.startswith(BUILD_ENV_DROPPED_PREFIXES)}


BUILD_ENV = build_env(os.environ)


def run(cmd, cwd=None, check=True, quiet=True, env=None, **kw):
    r = subprocess.run(cmd, cwd=cwd, text=True, errors="replace",
                       env=BUILD_ENV if env is None else env,
                       stdout=subprocess.PIPE if quiet else None,
                       stderr=subprocess.STDOUT if quiet else None, **kw)
    if check and r.returncode != 0:
        tail = "\n".join((r.stdout or "").splitlines()[-40:])
        raise RuntimeError(f"{shlex.join(cmd)} failed ({r.returncode}):\n{tail}")
    return r


def sudo():
    return [] if os.geteuid() == 0 else ["sudo"]


def ensure_deb_src():
    """apt-get source needs a deb-src line; add one for bookworm main if none."""
    have = False
    for path in ["/etc/apt/sources.list", *glob.glob("/etc/apt/sources.list.d/*")]:
        try:
            with open(path) as f:
                text = f.read()
        except OSError:
            continue
        if re.search(r"^\s*(deb-src\s|Types:.*\bdeb-src\b)", text, re.M):
            have = True
    if have:
        return
    log(f"adding a deb-src entry for bookworm main ({SOURCES_LIST})")
    entry = ("Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\n"
             "Components: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n")
    run([*sudo(), "tee", SOURCES_LIST], input=entry)
    run([*sudo(), "apt-get", "update", "-qq"])


def missing_packages(packages):
    """The Debian packages of `packages` that are not installed."""
    r = run(["dpkg-query", "-W", "-f=${Package} ${db:Status-Status}\\n", *packages],
            check=False)
    installed = {l.split()[0].split(":")[0] for l in r.stdout.splitlines()
                 if l.endswith(" installed")}
    return [p for p in packages if p not in installed]


def fetch(name, work):
    """The unpacked Debian source tree of `name` (patches applied)."""
    dest = os.path.join(work, "source")
    os.makedirs(dest, exist_ok=True)
    trees = [d for d in glob.glob(os.path.join(dest, "*"))
             if os.path.isdir(d) and os.path.isdir(os.path.join(d, "debian"))]
    if not trees:
        log(f"{name}: apt-get source")
        run(["apt-get", "source", "-qq", name], cwd=dest)
        trees = [d for d in glob.glob(os.path.join(dest, "*"))
                 if os.path.isdir(d) and os.path.isdir(os.path.join(d, "debian"))]
    if len(trees) != 1:
        raise RuntimeError(f"expected one source tree in {dest}, found {trees}")
    env = {**BUILD_ENV, "DEBIAN_FRONTEND": "noninteractive"}
    packages = PROJECTS[name].get("packages")
    if packages:
        # Only what is missing: two runs side by side would otherwise wait
        # on (and fail for) dpkg's lock for packages both already have.
        packages = missing_packages(packages)
    if packages == []:
        log(f"{name}: its packages are installed")
    elif packages:
        # What the harness builds needs less than Debian's build (its docs).
        log(f"{name}: apt-get install {' '.join(packages)}")
        run([*sudo(), "apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages],
            env=env)
    else:
        log(f"{name}: apt-get build-dep")
        run([*sudo(), "apt-get", "build-dep", "-y", "-qq", "--no-install-recommends", name],
            env=env)
    return trees[0]


# The projects are built with GCC and strcost parses their compile commands
# with clang: GCC's own warning options (ms-gsl's -Wlogical-op, ...) under
# -Werror would stop every parse. Warnings are the compiler's business; the
# build of the fixed tree judges them.
CLANG_ARGS = ["--extra-arg=-Wno-unknown-warning-option", "--extra-arg=-Wno-error"]

RUNTIME_INCLUDE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "runtime", "include")


PROJECT_INCLUDE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "strcost_runtime.cmake")


def launcher_settings(name, launcher):
    """(configure arguments, environment additions) that run every compile of
    `name`'s build through `launcher` (e.g. ccache), or nothing without one.
    A rerun of a project (after a check is fixed) builds the same pristine
    tree again and a fixed tree that mostly differs in a few files: with a
    compiler cache, only those are recompiled. CMake's launcher stays out of
    compile_commands.json; meson takes the wrapper as part of CC/CXX (it
    reads them at setup; clang's tooling unwraps ccache in its database)."""
    if not launcher:
        return [], {}
    if "meson" in PROJECTS[name]:
        return [], {"CC": f"{launcher} cc", "CXX": f"{launcher} c++"}
    return [f"-DCMAKE_C_COMPILER_LAUNCHER={launcher}",
            f"-DCMAKE_CXX_COMPILER_LAUNCHER={launcher}"], {}


def configure(name, src, build, extra=(), launcher=None):
    # Fixes may include the strcost runtime (<strcost/str_cat.h>, ...): a
    # project adopting them adds it to its own include path. For CMake, through
    # CMAKE_PROJECT_INCLUDE (strcost_runtime.cmake): a directory property of
    # this build that consumers of the library do not inherit.
    project_flags = PROJECTS[name].get("cxx_flags", "")
    launch_args, launch_env = launcher_settings(name, launcher)
    if "meson" in PROJECTS[name]:
        # meson reads CXXFLAGS when it sets a build directory up, and writes
        # compile_commands.json by itself.
        again = ["--reconfigure"] if os.path.isdir(os.path.join(build, "meson-private")) else []
        run(["meson", "setup", *again, build, src, "--buildtype=release",
             *PROJECTS[name]["meson"], *extra],
            env={**BUILD_ENV, **launch_env,
                 "CXXFLAGS": f"-isystem {RUNTIME_INCLUDE} {project_flags}"})
        return
    run(["cmake", "-S", src, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
         "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", f"-DCMAKE_CXX_FLAGS={project_flags}",
         f"-DCMAKE_PROJECT_INCLUDE={PROJECT_INCLUDE}", *launch_args,
         *PROJECTS[name]["cmake"], *extra])


def build_cmd(name, build, jobs):
    if "meson" in PROJECTS[name]:
        return ["ninja", "-C", build, "-j", str(jobs)]
    targets = PROJECTS[name].get("targets")
    return ["cmake", "--build", build, "-j", str(jobs), *(["--target", *targets] if targets else [])]


def run_ctest_programs(build, extra):
    """Runs each test ctest knows, as ctest would (its command, in its working
    directory) with `extra` arguments appended: ctest itself cannot pass a
    test program arguments. (passed, total) or None."""
    r = run(["ctest", "--test-dir", build, "--show-only=json-v1"], check=False)
    try:
        tests = json.loads(r.stdout)["tests"]
    except (ValueError, KeyError):
        return None
    passed, log_text = 0, []
    for t in tests:
        props = {p["name"]: p["value"] for p in t.get("properties", [])}
        cmd = [*t["command"], *extra]
        try:
            rt = run(cmd, cwd=props.get("WORKING_DIRECTORY", build), check=False, timeout=300)
        except subprocess.TimeoutExpired:
            log_text.append(f"$ {' '.join(cmd)}\ntimed out after 300 s\n")
            continue
        passed += rt.returncode == 0
        log_text.append(f"$ {' '.join(cmd)}\n{rt.stdout}\nexit {rt.returncode}\n")
    with open(os.path.join(build, "strcost-tests.log"), "w") as f:
        f.write("\n".join(log_text))
    return (passed, len(tests)) if tests else None


def run_tests(name, build, config=None):
    """(passed, total) or None. A meson project's suite is one gtest program
    (one meson test): its test cases are counted from gtest's summary. In a
    configuration with "also_test_args", each test program gets them."""
    extra = PROJECTS[name].get("also_test_args", {}).get(config)
    if extra:
        return run_ctest_programs(build, extra)
    if "meson" in PROJECTS[name]:
        r = run(["meson", "test", "-C", build, "-v", "--num-processes", "1",
                 *PROJECTS[name].get("test_args", [])], check=False)
        ran = re.search(r"^\[==========\] (\d+) tests? from .* ran", r.stdout, re.M)
        passed = re.search(r"^\[  PASSED  \] (\d+) tests?", r.stdout, re.M)
        with open(os.path.join(build, "strcost-tests.log"), "w") as f:
            f.write(r.stdout)
        if not ran:
            return None
        return int(passed.group(1)) if passed else 0, int(ran.group(1))
    # One test at a time: some suites (jsoncpp's) share files between tests.
    r = run(["ctest", "--test-dir", build, "--timeout", "300",
             *PROJECTS[name].get("ctest_args", [])], check=False)
    with open(os.path.join(build, "strcost-tests.log"), "w") as f:
        f.write(r.stdout)
    m = re.search(r"(\d+)% tests passed, (\d+) tests? failed out of (\d+)", r.stdout)
    if not m:
        return None
    total = int(m.group(3))
    return total - int(m.group(2)), total


def configure_build_test(name, src, build, jobs, extra=(), config=None, launcher=None):
    """Configures, builds and tests; returns (built, (passed, total) or None)."""
    configure(name, src, build, extra, launcher)
    r = run(build_cmd(name, build, jobs), check=False)
    if r.returncode != 0:
        with open(os.path.join(build, "strcost-build.log"), "w") as f:
            f.write(r.stdout)
        errors = [l for l in r.stdout.splitlines() if "error" in l][:10]
        log(f"{name}: the build failed (build log: {build}/strcost-build.log):\n  " +
            "\n  ".join(errors))
        return False, None
    return True, run_tests(name, build, config)


CONSUMERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "consumers")
CONSUMER_MODES = ("find_package", "add_subdirectory")


def first_errors(output, count=3):
    """The first lines of a failed step's output that say what went wrong."""
    lines = [l.strip() for l in output.splitlines() if re.search(r"(?i)\berror\b", l)]
    if not lines:
        lines = [l.strip() for l in output.splitlines() if re.search(r"FAILED|Failed", l)]
    return lines[:count]


def consumer_tests(name, src, build, work, label, jobs):
    """Builds and runs the project's consumer (test/validation/consumers/DIR),
    a separate CMake project, against the tree `src` configured in `build`:
    installed with `cmake --install` (find_package) and as a subdirectory.
    Nothing of strcost is on its include path and its environment is clean:
    the library's users have neither. Returns {mode: "ok" or "FAILED (step):
    first errors"}; the logs are kept in WORK/NAME/consumer-LABEL-MODE/."""
    spec = PROJECTS[name]["consumer"]
    prefix = os.path.join(work, f"install-{label}")
    shutil.rmtree(prefix, ignore_errors=True)
    installed = run(["cmake", "--install", build, "--prefix", prefix], check=False)
    results = {}
    for mode in CONSUMER_MODES:
        out = os.path.join(work, f"consumer-{label}-{mode}")
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        if mode == "find_package" and installed.returncode != 0:
            results[mode] = "FAILED (install): " + "; ".join(first_errors(installed.stdout))
            continue
        steps = [("configure", ["cmake", "-S", os.path.join(CONSUMERS, spec["dir"]), "-B", out,
                                "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                                f"-DSTRCOST_CONSUMER_MODE={mode}",
                                f"-DSTRCOST_CONSUMER_STD={spec.get('std', '11')}",
                                f"-DCMAKE_PREFIX_PATH={prefix}",
                                f"-DSTRCOST_LIBRARY_SOURCE={src}"]),
                 ("build", ["cmake", "--build", out, "-j", str(jobs)]),
                 ("test", ["ctest", "--test-dir", out, "--output-on-failure"])]
        results[mode] = "ok"
        log_text = ""
        for step, cmd in steps:
            r = run(cmd, check=False)
            log_text += f"$ {shlex.join(cmd)}\n{r.stdout}\n"
            if r.returncode != 0:
                results[mode] = f"FAILED ({step}): " + "; ".join(first_errors(r.stdout))
                break
        with open(os.path.join(out, "strcost-consumer.log"), "w") as f:
            f.write(log_text)
        log(f"{name}: consumer test ({label}, {mode}): {results[mode]}")
    return results


def merged_database(name, src, work, build, others):
    """A compile_commands.json (in WORK/NAME/cdb) with the commands of `build`
    and of every other configuration of `src`: a unit compiled in two standards
    is then analysed, and every fix verified, in both, so that a header edit
    (or a test file's) must hold for each standard, not only be built in it
    afterwards. Returns the directory."""
    entries = []
    with open(os.path.join(build, "compile_commands.json")) as f:
        entries += json.load(f)
    for config, extra in others.items():
        other = os.path.join(work, f"build-after-{config}")
        shutil.rmtree(other, ignore_errors=True)
        configure(name, src, other, extra)
        with open(os.path.join(other, "compile_commands.json")) as f:
            entries += json.load(f)
    cdb = os.path.join(work, "cdb")
    os.makedirs(cdb, exist_ok=True)
    with open(os.path.join(cdb, "compile_commands.json"), "w") as f:
        json.dump(entries, f, indent=1)
    return cdb


def translation_units(build, src, pattern=None):
    """The TUs of compile_commands.json that are part of the source tree: a
    file generated into the build directory (ninja's re2c lexers) is
    regenerated by the next build, so a fix there would be lost. With
    `pattern` (a project's "tus"), only those whose path in the source tree
    it matches in full."""
    with open(os.path.join(build, "compile_commands.json")) as f:
        entries = json.load(f)
    root = os.path.realpath(src) + os.sep
    files = []
    for e in entries:
        path = e["file"] if os.path.isabs(e["file"]) else os.path.join(e["directory"], e["file"])
        path = os.path.realpath(path)
        if not path.startswith(root) or path in files:
            continue
        if pattern and not re.fullmatch(pattern, path[len(root):]):
            continue
        files.append(path)
    return files


def header_filters(name, src):
    """The project's headers, as --header-filter arguments: every header of
    the source tree but the third-party code it bundles ("vendored"), which
    is not the project's to change (a user would exclude it alike)."""
    root = "^" + re.escape(os.path.realpath(src)) + "/"
    filters = [f"--header-filter={root}"]
    vendored = PROJECTS.get(name, {}).get("vendored")
    if vendored:
        filters.append(f"--exclude-header-filter={root}({vendored})")
    return filters


def check_config(name, checks="-*,strcost-*"):
    """--config for a strcost run over project \p name: the checks, and the
    entry's `check_options` as a user's .clang-tidy would set them."""
    options = PROJECTS.get(name, {}).get("check_options", {})
    pairs = ", ".join(f"{k}: '{v}'" for k, v in sorted(options.items()))
    return f"--config={{Checks: '{checks}'" + \
        (f", CheckOptions: {{{pairs}}}" if pairs else "") + "}"


def analyse_one(strcost, build, src, tu, fixes_dir, index, verify, name=None):
    """(tu, findings, seconds with checks, seconds parsing only, crashed, output)."""
    # --config, so that the project's own .clang-tidy (its other checks, or keys
    # this clang-tidy no longer knows) plays no part.
    common = [strcost, "-p", build, "--quiet", *header_filters(name, src), *CLANG_ARGS]
    start = time.monotonic()
    fixes = os.path.join(fixes_dir, f"{index}.yaml")
    # Unverified where `strcost --apply-fixes` verifies every fix afterwards,
    # against every unit that sees it: verifying here too would parse twice.
    r = run([*common, check_config(name), f"--export-fixes={fixes}",
             f"--verify-fixes={'true' if verify else 'false'}", tu], check=False)
    with_checks = time.monotonic() - start
    start = time.monotonic()
    # The same front-end and arguments with no check: the cost of parsing and
    # building the AST (see PARSE_ONLY_CHECK).
    run([*common, f"--config={{Checks: '-*,{PARSE_ONLY_CHECK}'}}", tu], check=False)
    parse_only = time.monotonic() - start
    crashed = r.returncode < 0 or "Stack dump:" in r.stdout or \
        "crash backtrace" in r.stdout.lower()
    failed = not crashed and r.returncode != 0
    findings = []
    for line in r.stdout.splitlines():
        d = parse_diagnostic(line)
        if d and d.level == "warning" and d.check.startswith("strcost-"):
            findings.append((os.path.realpath(os.path.join(os.path.dirname(tu), d.file)),
                             d.line, d.col, d.check, d.message))
    return tu, findings, with_checks, parse_only, crashed or failed, r.stdout


def fixed_sites(fixes_dir):
    """(check, file, offset) of every finding that came with a fix-it."""
    return {(f.check, f.file, f.offset) for f in load_exported_fixes([fixes_dir]) if f.has_fix}


def analyse(strcost, build, src, fixes_dir, jobs, label, verify=False, name=None):
    shutil.rmtree(fixes_dir, ignore_errors=True)
    os.makedirs(fixes_dir)
    tus = translation_units(build, src, PROJECTS.get(name, {}).get("tus"))
    results = []
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        futures = [pool.submit(analyse_one, strcost, build, src, tu, fixes_dir, i, verify, name)
                   for i, tu in enumerate(tus)]
        for done, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            results.append(fut.result())
            if sys.stderr.isatty():
                sys.stderr.write(f"\r\033[Kvalidate: {label}: [{done}/{len(tus)}]")
            elif done == len(tus) or done % max(1, len(tus) // 10) == 0:
                sys.stderr.write(f"validate: {label}: [{done}/{len(tus)}]\n")
            sys.stderr.flush()
    wall = time.monotonic() - start
    if sys.stderr.isatty():
        sys.stderr.write("\n")
    findings = set()
    for _, f, _, _, _, _ in results:
        findings.update(f)
    ratios = [w / p for _, _, w, p, _, _ in results if p > 0]
    crashes = [tu for tu, _, _, _, crashed, _ in results if crashed]
    for tu, _, _, _, crashed, out in results:
        if crashed:
            # A crash, or a TU strcost could not analyse (it would count as
            # "no findings" otherwise).
            log(f"FAILED on {tu}:\n{out[-3000:]}")
    return {
        "tus": len(tus),
        "findings": findings,
        "fixed": fixed_sites(fixes_dir),
        "overhead": statistics.median(ratios) if ratios else float("nan"),
        "crashes": crashes,
        # Wall time of the whole analysis (all TUs, `jobs` at a time), and the
        # sum of each TU's run with the checks (parse included).
        "wall": wall,
        "tu_seconds": sum(w for _, _, w, _, _, _ in results),
    }


# The kinds of reasons `strcost --apply-fixes` gives for a withdrawn fix
# (clang-plugin/FixVerifier.cpp, VerifiedFixes.cpp), most specific first.
WITHDRAWN_KINDS = [
    ("does not compile", re.compile(r"it does not compile")),
    ("call binds elsewhere", re.compile(r"the call at .* would call")),
    ("units fix differently", re.compile(r"fix it differently")),
    ("edits overlap", re.compile(r"edits overlap")),
    ("not parsed again", re.compile(r"could not be parsed again")),
]


def withdrawn_kind(why):
    for kind, pattern in WITHDRAWN_KINDS:
        if pattern.search(why):
            return kind
    return "other"


def apply_fixes(args, fixes_dir, build):
    """Applies the fixes of `fixes_dir`; returns what the step reported:
    {"applied", "suggested", "withdrawn": [(file, check, why)], "seconds",
    "parses", "output"}."""
    if args.apply_with == "clang-apply-replacements":
        start = time.monotonic()
        r = run([args.apply_replacements, fixes_dir])
        return {"applied": None, "suggested": None, "withdrawn": [], "parses": None,
                "seconds": time.monotonic() - start, "output": r.stdout}
    start = time.monotonic()
    r = subprocess.run([args.strcost, f"--apply-fixes={fixes_dir}", "-p", build, *CLANG_ARGS],
                       text=True, errors="replace", stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, env={**BUILD_ENV, "STRCOST_VERIFY_STATS": "1"})
    seconds = time.monotonic() - start
    if r.returncode != 0:
        raise RuntimeError(f"strcost --apply-fixes failed ({r.returncode}):\n{r.stderr[-3000:]}")
    withdrawn = []
    for line in r.stdout.splitlines():
        # As --apply-fixes prints a withdrawn fix: FILE:L:C: note: no fix-it: WHY [CHECK].
        d = parse_diagnostic(line)
        if d and d.no_fix_it_reason and d.check:
            withdrawn.append((d.file, d.check, d.no_fix_it_reason))
    m = re.search(r"applied (\d+) of (\d+) suggested fixes", r.stderr)
    parses = re.search(r"verified \d+ fixes with (\d+) parses", r.stderr)
    for line in r.stderr.splitlines():
        if line.startswith("strcost: not applied:"):
            log(line)
    return {"applied": int(m.group(1)) if m else None,
            "suggested": int(m.group(2)) if m else None,
            "withdrawn": withdrawn, "seconds": seconds,
            "parses": int(parses.group(1)) if parses else None,
            "output": r.stdout + r.stderr}


def per_check(findings):
    counts = {}
    for *_, check, _ in findings:
        counts[check] = counts.get(check, 0) + 1
    return counts


def validate(name, args):
    work = os.path.join(args.work, name)
    pristine = fetch(name, work)
    fixed = os.path.join(work, "fixed")
    shutil.rmtree(fixed, ignore_errors=True)
    shutil.copytree(pristine, fixed, symlinks=True)
    row = {"project": name}

    log(f"{name}: baseline build and tests")
    built, tests = configure_build_test(name, pristine, os.path.join(work, "build-before"),
                                        args.jobs, launcher=args.launcher)
    if not built:
        raise RuntimeError(f"{name}: the pristine tree does not build")
    row["tests_before"] = tests
    if "consumer" in PROJECTS[name]:
        # The pristine tree too: a consumer that fails before any fix is the
        # harness's problem, not strcost's.
        row["consumer"] = {"before": consumer_tests(name, pristine,
                                                    os.path.join(work, "build-before"),
                                                    work, "before", args.jobs)}
    others = PROJECTS[name].get("also", {}) if args.other_configs else {}
    row["also"] = {}
    for config, extra in others.items():
        log(f"{name}: baseline build and tests ({config})")
        built, tests = configure_build_test(name, pristine,
                                            os.path.join(work, f"build-before-{config}"),
                                            args.jobs, extra, config, args.launcher)
        if not built:
            # Nothing to compare the fixed tree with in this configuration.
            log(f"{name}: the pristine tree does not build ({config}): skipped")
            continue
        row["also"][config] = {"tests_before": tests}

    build_after = os.path.join(work, "build-after")
    shutil.rmtree(build_after, ignore_errors=True)
    configure(name, fixed, build_after, launcher=args.launcher)
    # Generated headers (config.h and the like) must exist before parsing.
    if PROJECTS[name].get("prebuild", True):
        run(build_cmd(name, build_after, args.jobs), check=False)
    # Where the project asks for it, every configuration's commands are
    # analysed and verify the fixes (the same file once per standard).
    cdb = build_after
    if PROJECTS[name].get("analyse_all") and others:
        cdb = merged_database(name, fixed, work, build_after, others)
    first = analyse(args.strcost, cdb, fixed, os.path.join(work, "fixes"),
                    args.jobs, f"{name}: strcost", name=name)
    row.update(tus=first["tus"], findings=per_check(first["findings"]),
               fixes=len(first["fixed"]), overhead=first["overhead"],
               crashes=list(first["crashes"]))

    log(f"{name}: applying fixes ({args.apply_with})")
    applied = apply_fixes(args, os.path.join(work, "fixes"), cdb)
    with open(os.path.join(work, "apply.log"), "w") as f:
        f.write(applied["output"])
    row.update(applied=applied["applied"], withdrawn=applied["withdrawn"],
               apply_seconds=applied["seconds"], apply_parses=applied["parses"],
               analysis_wall=first["wall"], analysis_tu_seconds=first["tu_seconds"])
    if applied["applied"] is not None:
        row["fixes"] = applied["applied"]
    for _, check, why in applied["withdrawn"]:
        log(f"{name}: withdrawn [{check}]: {why}")
    log(f"{name}: rebuild and tests after {row['fixes']} fixes")
    built, tests = configure_build_test(name, fixed, build_after, args.jobs,
                                        launcher=args.launcher)
    row["build_after"] = built
    row["tests_after"] = tests
    if "consumer" in PROJECTS[name]:
        # Installed from the fixed tree (the install step needs what the
        # build made, but the consumer compiles the headers itself).
        row["consumer"]["after"] = consumer_tests(name, fixed, build_after, work, "after",
                                                  args.jobs)
    for config, extra in others.items():
        if config not in row["also"]:
            continue
        log(f"{name}: rebuild and tests after fixes ({config})")
        built_c, tests_c = configure_build_test(name, fixed,
                                                os.path.join(work, f"build-after-{config}"),
                                                args.jobs, extra, config, args.launcher)
        row["also"][config].update(build_after=built_c, tests_after=tests_c)
    if built:
        # Verified, as a user's `strcost --fix` would be: "fixable again"
        # counts fixes that would really be offered.
        second = analyse(args.strcost, cdb, fixed, os.path.join(work, "fixes-2"),
                         args.jobs, f"{name}: strcost again", verify=True, name=name)
        row["refound"] = len(second["fixed"])
        row["remaining"] = len(second["findings"])
        row["crashes"] += second["crashes"]
    diff = run(["diff", "-ru", "-x", "build*", pristine, fixed], check=False).stdout
    with open(os.path.join(work, "fixes.diff"), "w") as f:
        f.write(diff)
    return row


# --- Profiling (docs/validation.md, "Performance") ---------------------------

# The checks compared with strcost's: the yardstick.
REFERENCE_CHECK = "performance-unnecessary-value-param"
# The strcost driver's reference checks (clang-plugin/ParseReference.cpp).
# clang-tidy refuses to run with no check; this one is enabled but never
# created, so the run parses the TU and builds the AST and nothing else. (Any
# real check, even readability-duplicate-include, which only watches the
# preprocessor, makes the match finder walk the AST: about 3% more.)
PARSE_ONLY_CHECK = "profiling-parse-only"
# Created but registers nothing: the parse plus the match finder's walk of the
# AST, which every matcher-based check pays, once for all checks of a run.
FINDER_WALK_CHECK = "profiling-finder-walk"


def timed(cmd, cwd=None):
    """(returncode, output, user+system CPU seconds of the process).

    CPU time rather than wall time: on a machine shared with other builds the
    wall clock measures the load as much as the tool."""
    with tempfile.TemporaryFile("w+", errors="replace") as out:
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, text=True,
                                env=BUILD_ENV)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        return proc.returncode, out.read(), usage.ru_utime + usage.ru_stime


def check_profile(directory):
    """{check: user+system seconds} from clang-tidy's --store-check-profile."""
    times = {}
    for path in glob.glob(os.path.join(directory, "*.json")):
        with open(path) as f:
            profile = json.load(f).get("profile", {})
        for key, value in profile.items():
            m = re.fullmatch(r"time\.clang-tidy\.(.+)\.(user|sys)", key)
            if m:
                times[m.group(1)] = times.get(m.group(1), 0.0) + value
    return times


def instructions(cmd, cwd=None):
    """(instructions executed, of which building the parent map) from
    callgrind: figures the machine's load does not change. None when valgrind
    fails."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        r = run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *cmd],
                cwd=cwd, check=False)
        if r.returncode != 0 or not os.path.exists(out):
            return None
        total = None
        with open(out) as f:
            for line in f:
                if line.startswith("totals:") or line.startswith("summary:"):
                    total = int(line.split()[1])
        # The parent map of the translation unit, built on the first ancestor
        # query (getParents, hasAncestor): the largest single cost found.
        parents = 0
        annotate = run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                       check=False).stdout
        m = re.search(r"^\s*([\d,]+) .*ParentMapContext::ParentMap::ParentMap\(", annotate, re.M)
        if m:
            parents = int(m.group(1).replace(",", ""))
        return (total, parents) if total else None


def profile_tu(strcost, build, src, tu, repeat, alone, name=None):
    """Times one TU `repeat` times in several configurations, alternating so
    that a change in the machine's load hits each alike. Returns
    {"parse": [s], "strcost": [s], "checks": {check: [s]}, "alone": {check: [s]},
    "failed": output}."""
    common = [strcost, "-p", build, "--quiet", *header_filters(name, src)]
    result = {"parse": [], "strcost": [], "checks": {}, "alone": {}, "failed": None}
    for _ in range(repeat):
        # Each check on its own: what a user pays for it, including work the
        # check profile charges to whichever check asks first (the parent map
        # of the translation unit) or leaves out (the finder's traversal).
        for check in alone:
            _, _, t = timed([*common, f"--config={{Checks: '-*,{check}'}}", tu])
            result["alone"].setdefault(check, []).append(t)
        rc, out, t = timed([*common, f"--config={{Checks: '-*,{PARSE_ONLY_CHECK}'}}", tu])
        result["parse"].append(t)
        # Without --enable-check-profile: profiling reads the clock around
        # every matcher, which would inflate the overhead it is meant to show.
        rc2, out2, t = timed([*common, check_config(name), tu])
        result["strcost"].append(t)
        with tempfile.TemporaryDirectory() as tmp:
            rc3, out3, _ = timed([*common, f"--config={{Checks: '-*,strcost-*,{REFERENCE_CHECK}'}}",
                                  "--enable-check-profile", f"--store-check-profile={tmp}", tu])
            for check, secs in check_profile(tmp).items():
                result["checks"].setdefault(check, []).append(secs)
        for code, text in ((rc, out), (rc2, out2), (rc3, out3)):
            if code != 0 and result["failed"] is None:
                result["failed"] = text
    return result


def profile_project(name, args):
    """Profiles every TU of one project (fetched and configured as for
    validation, the pristine tree, nothing fixed)."""
    work = os.path.join(args.work, name)
    src = fetch(name, work)
    build = os.path.join(work, "build-profile")
    if not os.path.exists(os.path.join(build, "compile_commands.json")):
        configure(name, src, build, launcher=args.launcher)
        # Generated headers (config.h and the like) must exist before parsing.
        run(build_cmd(name, build, args.jobs), check=False)
    tus = translation_units(build, src, PROJECTS[name].get("tus"))
    if args.sample and len(tus) > args.sample:
        step = len(tus) / args.sample
        tus = [tus[int(i * step)] for i in range(args.sample)]
    results = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        alone = [*args.checks, REFERENCE_CHECK] if args.each else []
        futures = {pool.submit(profile_tu, args.strcost, build, src, tu, args.repeat, alone, name): tu
                   for tu in tus}
        for done, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            results[futures[fut]] = fut.result()
            log(f"{name}: profile [{done}/{len(tus)}]")
    for tu, r in results.items():
        if r["failed"]:
            log(f"{name}: {tu} did not analyse cleanly:\n{r['failed'][-2000:]}")
    counts = {}
    # Instruction counts on a few TUs spread over the project: slow (valgrind
    # runs ~50x slower), so only a sample.
    if args.callgrind:
        common = [args.strcost, "-p", build, "--quiet", *header_filters(name, src)]
        picks = [tus[int(i * len(tus) / args.callgrind)] for i in range(min(args.callgrind, len(tus)))]
        for tu in picks:
            log(f"{name}: callgrind {os.path.relpath(tu, src)}")
            parse = instructions([*common, f"--config={{Checks: '-*,{PARSE_ONLY_CHECK}'}}", tu])
            walk = instructions([*common, f"--config={{Checks: '-*,{FINDER_WALK_CHECK}'}}", tu])
            full = instructions([*common, "--config={Checks: '-*,strcost-*'}", tu])
            if not (parse and walk and full):
                continue
            # With --each, every check alone as well: the per-check budget
            # (issue 15: at most 1.5% of the parse each) in a figure the
            # machine's load does not change.
            alone = {}
            for check in (args.checks if args.each else []):
                one = instructions([*common, f"--config={{Checks: '-*,{check}'}}", tu])
                if one:
                    alone[check] = one[0]
            counts[tu] = {"parse": parse[0], "walk": walk[0], "full": full[0], "parents": full[1],
                          "alone": alone, "src": os.path.relpath(tu, src)}
    return {"project": name, "results": results, "instructions": counts}


def median(values):
    return statistics.median(values) if values else float("nan")


def instructions_report(projects, checks):
    """One row per TU counted with callgrind: the parse in instructions, the
    match finder's walk, and what all checks, and each check alone, add to the
    parse; for each check alone also what it adds beyond the walk (its own
    matchers, callbacks and preprocessor records), the part a check can change."""
    rows = [(p["project"], c) for p in projects for c in p["instructions"].values()]
    if not rows:
        return []
    each = [ch for ch in checks if any(ch in c["alone"] for _, c in rows)]
    short = [ch.replace("strcost-", "") for ch in each]
    lines = ["", "| TU | parse (instructions) | finder walk | all strcost checks | parent map | " +
             " | ".join(f"{name} (alone / beyond the walk)" for name in short) +
             (" |" if short else ""),
             "|" + "---|" * (5 + len(each))]

    def share(n, c):
        return n / c["parse"] - 1

    def own(ch, c):
        return (c["alone"][ch] - c.get("walk", c["parse"])) / c["parse"]

    for project, c in rows:
        cells = [f"{project} `{c['src']}`", f"{c['parse'] / 1e9:.3f} G",
                 f"{100 * share(c.get('walk', c['parse']), c):+.2f}%",
                 f"{100 * share(c['full'], c):+.2f}%",
                 f"{100 * c['parents'] / c['parse']:.1f}%"]
        cells += [f"{100 * share(c['alone'][ch], c):+.2f}% / {100 * own(ch, c):+.2f}%"
                  if ch in c["alone"] else "n/a" for ch in each]
        lines.append("| " + " | ".join(cells) + " |")
    walk = median([share(c.get("walk", c["parse"]), c) for _, c in rows])
    full = median([share(c["full"], c) for _, c in rows])
    cells = [f"{100 * median([share(c['alone'][ch], c) for _, c in rows if ch in c['alone']]):+.2f}% / "
             f"{100 * median([own(ch, c) for _, c in rows if ch in c['alone']]):+.2f}%"
             for ch in each]
    lines.append(f"| **median** | | {100 * walk:+.2f}% | **{100 * full:+.2f}%** | | " +
                 " | ".join(cells) + (" |" if each else ""))
    return lines


def profile_report(projects, checks):
    """The Markdown tables of --profile."""
    lines = []
    # Overhead of all strcost checks together over parsing.
    lines += ["| project | TUs | parse (s, sum of TU medians) | with all strcost checks (s) | "
              "overhead, median over TUs | overhead, whole project | "
              "instructions: overhead (TUs sampled) |", "|" + "---|" * 7]
    all_ratios, all_parse, all_full, all_ir, ir_parents = [], 0.0, 0.0, [], []
    for p in projects:
        ratios, parse_sum, full_sum = [], 0.0, 0.0
        for r in p["results"].values():
            parse, full = median(r["parse"]), median(r["strcost"])
            parse_sum += parse
            full_sum += full
            if parse > 0:
                ratios.append(full / parse - 1)
        ir = [c["full"] / c["parse"] - 1 for c in p["instructions"].values()]
        ir_parents += [c["parents"] / c["parse"] for c in p["instructions"].values()]
        all_ratios += ratios
        all_parse += parse_sum
        all_full += full_sum
        all_ir += ir
        ir_cell = f"{100 * median(ir):+.1f}% ({len(ir)})" if ir else "n/a"
        lines.append(f"| {p['project']} | {len(p['results'])} | {parse_sum:.1f} | {full_sum:.1f} | "
                     f"{100 * median(ratios):+.1f}% | {100 * (full_sum / parse_sum - 1):+.1f}% | "
                     f"{ir_cell} |")
    if len(projects) > 1:
        ir_cell = f"{100 * median(all_ir):+.1f}% ({len(all_ir)})" if all_ir else "n/a"
        lines.append(f"| **all** | {len(all_ratios)} | {all_parse:.1f} | {all_full:.1f} | "
                     f"**{100 * median(all_ratios):+.1f}%** | "
                     f"{100 * (all_full / all_parse - 1):+.1f}% | {ir_cell} |")
    if ir_parents:
        lines += ["", f"Instructions (callgrind, {len(ir_parents)} TUs): all strcost checks add "
                  f"{100 * median(all_ir):+.1f}% (median) to the parse, of which building the "
                  f"parent map {100 * median(ir_parents):.1f}%."]
    lines += instructions_report(projects, checks)
    # Each check's own time from --enable-check-profile, against the reference.
    lines += ["", f"| check | time over all TUs (s) | share of parse time | vs {REFERENCE_CHECK} | "
              "slower than it on TUs |", "|" + "---|" * 5]
    totals, per_tu = {}, {}
    for p in projects:
        for tu, r in p["results"].items():
            for check in [*checks, REFERENCE_CHECK]:
                t = median(r["checks"].get(check, [0.0]))
                totals[check] = totals.get(check, 0.0) + t
                per_tu.setdefault(check, {})[(p["project"], tu)] = t
    ref = totals.get(REFERENCE_CHECK, 0.0)
    for check in [*checks, REFERENCE_CHECK]:
        t = totals.get(check, 0.0)
        slower = sum(1 for k, v in per_tu.get(check, {}).items()
                     if v > per_tu[REFERENCE_CHECK].get(k, 0.0))
        vs = f"{t / ref:.2f}x" if ref > 0 else "n/a"
        tus = len(per_tu.get(check, {}))
        lines.append(f"| {check} | {t:.3f} | {100 * t / all_parse:.2f}% | {vs} | "
                     f"{'—' if check == REFERENCE_CHECK else f'{slower}/{tus}'} |")
    # Each check run on its own, over the parse.
    if any(r["alone"] for p in projects for r in p["results"].values()):
        lines += ["", f"| check run alone | CPU time over parsing, all TUs (s) | share of parse time | "
                  f"vs {REFERENCE_CHECK} |", "|" + "---|" * 4]
        extra = {}
        for p in projects:
            for r in p["results"].values():
                parse = median(r["parse"])
                for check, times in r["alone"].items():
                    extra[check] = extra.get(check, 0.0) + median(times) - parse
        ref = extra.get(REFERENCE_CHECK, 0.0)
        for check in [*checks, REFERENCE_CHECK]:
            t = extra.get(check, 0.0)
            vs = f"{t / ref:.2f}x" if ref > 0 else "n/a"
            lines.append(f"| {check} | {t:.2f} | {100 * t / all_parse:+.1f}% | {vs} |")
    return "\n".join(lines) + "\n"


def profile(args, checks):
    args.checks = checks
    projects = []
    for name in args.projects.split(","):
        if name:
            projects.append(profile_project(name, args))
    table = profile_report(projects, checks)
    print(table)
    if args.report:
        with open(args.report, "w") as f:
            f.write(table)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(projects, f, indent=1)
    return 0


def fmt_tests(t):
    return "n/a" if t is None else f"{t[0]}/{t[1]}"


def fmt_withdrawn(withdrawn):
    """'3 (2 does not compile, 1 call binds elsewhere)'."""
    if not withdrawn:
        return "0"
    kinds = {}
    for _, _, why in withdrawn:
        kind = withdrawn_kind(why)
        kinds[kind] = kinds.get(kind, 0) + 1
    return f"{len(withdrawn)} (" + ", ".join(f"{n} {k}" for k, n in
                                             sorted(kinds.items(), key=lambda e: -e[1])) + ")"


def fmt_also(also):
    """'c++17: ok, 30/30 → 30/30' for each other configuration (another
    standard, or the project's own -D option)."""
    if not also:
        return "—"
    cells = []
    for config, r in also.items():
        if "build_after" not in r:
            cells.append(f"{config}: n/a")
        elif not r["build_after"]:
            cells.append(f"{config}: build FAILED")
        else:
            cells.append(f"{config}: ok, {fmt_tests(r['tests_before'])} → "
                         f"{fmt_tests(r['tests_after'])}")
    return "; ".join(cells)


def fmt_consumer(consumer):
    """'ok' when every consumer test passed after the fixes; otherwise each
    mode's outcome, before → after ('find_package: ok → FAILED (build)')."""
    if not consumer:
        return "—"
    before, after = consumer.get("before", {}), consumer.get("after", {})
    if after and all(v == "ok" for v in after.values()) and all(
            v == "ok" for v in before.values()):
        return "ok"
    short = lambda v: v.split(":")[0] if v else "n/a"  # noqa: E731
    return "; ".join(f"{mode}: {short(before.get(mode))} → {short(after.get(mode))}"
                     for mode in CONSUMER_MODES)


def consumer_regressed(consumer):
    """A consumer test that passed on the pristine tree and fails on the fixed one."""
    before, after = (consumer or {}).get("before", {}), (consumer or {}).get("after", {})
    return any(before.get(m) == "ok" and after.get(m, "ok") != "ok" for m in CONSUMER_MODES)


def consumer_details(rows):
    """The first errors of each failed consumer test, under the table."""
    lines = []
    for r in rows:
        for label, results in (r.get("consumer") or {}).items():
            for mode, outcome in results.items():
                if outcome != "ok":
                    lines.append(f"- {r['project']}, consumer test ({label} the fixes, "
                                 f"{mode}): {outcome}")
    return "\n".join(["", "Consumer tests that failed:", *lines, ""]) if lines else ""


def cost_report(rows):
    """The cost of verification: the apply step against the analysis."""
    lines = ["| project | analysis, wall (s) | analysis, sum over TUs (s) | "
             "apply step with verification, wall (s) | parses | apply / analysis |",
             "|" + "---|" * 6]
    for r in rows:
        if "apply_seconds" not in r:
            continue
        ratio = r["apply_seconds"] / r["analysis_wall"] if r["analysis_wall"] else float("nan")
        lines.append(f"| {r['project']} | {r['analysis_wall']:.1f} | "
                     f"{r['analysis_tu_seconds']:.1f} | {r['apply_seconds']:.1f} | "
                     f"{r['apply_parses'] if r['apply_parses'] is not None else 'n/a'} | "
                     f"{100 * ratio:.0f}% |")
    return "\n".join(lines) + "\n"


def report(rows, checks):
    head = ["project", "TUs", *checks, "fixes applied", "withdrawn by verification",
            "build after fixes", "tests before", "tests after", "other configurations",
            "consumer tests", "fixable again", "crashes or failures", "overhead"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['project']} | error: {r['error']} |")
            continue
        cells = [r["project"], str(r["tus"]),
                 *[str(r["findings"].get(c, 0)) for c in checks],
                 str(r["fixes"]), fmt_withdrawn(r.get("withdrawn")),
                 "ok" if r["build_after"] else "FAILED",
                 fmt_tests(r["tests_before"]), fmt_tests(r["tests_after"]),
                 fmt_also(r.get("also")), fmt_consumer(r.get("consumer")),
                 str(r.get("refound", "n/a")), str(len(r["crashes"])),
                 f"{r['overhead']:.2f}x"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n" + consumer_details(rows)


def arg_parser():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--strcost", required=True, help="the strcost driver")
    p.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "strcost-validation"))
    p.add_argument("--projects", default=",".join(PROJECTS),
                   help="comma-separated, from: " + ", ".join(PROJECTS))
    p.add_argument("--report", help="also write the table here (Markdown)")
    p.add_argument("--apply-with", choices=["strcost", "clang-apply-replacements"],
                   default="strcost",
                   help="apply the fixes with `strcost --apply-fixes` (verified: the "
                        "default) or with clang-apply-replacements (unverified, for comparison)")
    p.add_argument("--apply-replacements", default=shutil.which("clang-apply-replacements-19")
                   or shutil.which("clang-apply-replacements"),
                   help="clang-apply-replacements of strcost's LLVM version")
    p.add_argument("--no-other-configs", dest="other_configs", action="store_false",
                   help="build and test only each project's first configuration")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--launcher", default=None,
                   help="run the projects' compiles through this program (e.g. ccache: "
                        "the fixed tree's build then recompiles only what the fixes "
                        "changed); default: none")
    p.add_argument("--profile", action="store_true",
                   help="measure the cost of the checks instead of validating (no fixes)")
    p.add_argument("--repeat", type=int, default=3, help="--profile: runs per TU and tool")
    p.add_argument("--sample", type=int, default=0,
                   help="--profile: at most this many TUs per project (0: all)")
    p.add_argument("--callgrind", type=int, default=0,
                   help="--profile: count instructions with valgrind on this many TUs "
                        "per project")
    p.add_argument("--each", action="store_true",
                   help="--profile: also time each check run on its own")
    p.add_argument("--json", help="--profile: also write the raw measurements here")
    return p


def main():
    args = arg_parser().parse_args()
    args.strcost = os.path.abspath(args.strcost)
    if args.launcher and not shutil.which(args.launcher):
        sys.exit(f"validate: error: launcher '{args.launcher}' not found")
    if not os.access(args.strcost, os.X_OK):
        sys.exit(f"validate: error: strcost binary '{args.strcost}' not found")
    if not args.profile and args.apply_with == "clang-apply-replacements" and (
            not args.apply_replacements or
                             not os.access(args.apply_replacements, os.X_OK)):
        sys.exit("validate: error: clang-apply-replacements not found (install clang-tools-19)")
    names = [n for n in args.projects.split(",") if n]
    unknown = [n for n in names if n not in PROJECTS]
    if unknown:
        sys.exit(f"validate: error: unknown project(s) {', '.join(unknown)}; "
                 f"known: {', '.join(PROJECTS)}")
    checks = [l.strip() for l in run([args.strcost, "--list-checks", "--checks=-*,strcost-*"])
              .stdout.splitlines() if l.strip().startswith("strcost-")]
    ensure_deb_src()
    os.makedirs(args.work, exist_ok=True)
    if args.profile:
        return profile(args, checks)
    rows, bad = [], False
    for name in names:
        try:
            row = validate(name, args)
        except RuntimeError as e:
            log(str(e))
            row = {"project": name, "error": str(e).splitlines()[0]}
        rows.append(row)
        if "error" in row or not row["build_after"] or row["crashes"] or \
                consumer_regressed(row.get("consumer")) or (
                row["tests_before"] and row["tests_after"] and
                row["tests_after"][0] < row["tests_before"][0]):
            bad = True
        for other in row.get("also", {}).values():
            if not other.get("build_after") or (
                    other["tests_before"] and other.get("tests_after") and
                    other["tests_after"][0] < other["tests_before"][0]):
                bad = True
    table = report(rows, checks)
    if args.apply_with == "strcost":
        table += "\n" + cost_report(rows)
    print(table)
    if args.report:
        with open(args.report, "w") as f:
            f.write(table)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
