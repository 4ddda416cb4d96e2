# lit configuration for strcost: check tests (test/checks) and driver tests
# (test/driver). Paths come from lit.site.cfg.py, written by CMake.
import os
import tempfile
import time
import lit.formats

config.name = "strcost"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
config.excludes = ["Inputs", "check_strcost.py", "lit.cfg.py", "clangd", "validate_sarif.py",
                   "distcc_demo.py",
                   "consumers"]  # validate.py's consumer tests: outside projects, no RUN line
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.strcost_obj_root, "test")

runner = os.path.join(config.test_source_root, "check_strcost.py")
config.substitutions.append((
    "%check_strcost",
    " ".join([config.python_executable, runner,
              "--strcost", config.strcost_bin,
              "--clang-tidy", config.clang_tidy,
              "--module", config.strcost_module,
              "--plugin", config.strcost_plugin,
              "--apply-replacements", config.apply_replacements,
              "--filecheck", config.filecheck,
              "--clangxx", config.clangxx,
              "--runtime-include", config.runtime_include])))
# A directory with no compile_commands.json in it or above it: the build tree
# (or a checkout with a compile_commands.json link) would not do.
config.substitutions.append(("%outside_tree", tempfile.mkdtemp(prefix="strcost-lit-")))
config.substitutions.append(("%strcost_module", config.strcost_module))
config.substitutions.append(("%strcost_plugin", config.strcost_plugin))
config.substitutions.append(("%apply_replacements", config.apply_replacements))
config.substitutions.append(("%strcost_cmake_dir", config.strcost_cmake_dir))
config.substitutions.append(("%strcost_scripts",
                             os.path.join(os.path.dirname(config.test_source_root), "scripts")))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%strcost_clangxx_wrapper",
                             os.path.join(os.path.dirname(config.strcost_plugin), "..", "bin",
                                          "strcost-clang++")))
import shutil

# A prerequisite the tests need is a feature (REQUIRES: <feature>) and the
# Debian packages that give it. scripts/test installs them all; when one is
# still missing (lit run by hand, a package another version's replaced), its
# tests are UNSUPPORTED and test/prerequisites/missing.test FAILS naming the
# packages, so that no coverage is lost in silence. STRCOST_SKIP_MISSING
# (features separated by commas, or `all`) accepts the loss for the ones named.
_skip_missing = {f.strip() for f in os.environ.get("STRCOST_SKIP_MISSING", "").split(",")}
_missing = []  # "[skipped:]feature=package,package"


def prerequisite(feature, present, packages):
    if present:
        config.available_features.add(feature)
        return
    skipped = feature in _skip_missing or "all" in _skip_missing
    _missing.append("%s%s=%s" % ("skipped:" if skipped else "", feature, ",".join(packages)))
    lit_config.note("%s: the tests that REQUIRE %s are UNSUPPORTED (Debian packages: %s)"
                    % ("skipped (STRCOST_SKIP_MISSING)" if skipped else "missing", feature,
                       " ".join(packages)))


prerequisite("distcc", shutil.which("distcc") and shutil.which("distccd"), ["distcc"])
prerequisite("ccache", shutil.which("ccache"), ["ccache"])
# The Debian packages (test/install): cpack over this build tree, then dpkg-deb.
config.substitutions.append(("%cpack", config.cpack))
config.substitutions.append(("%strcost_obj_root", config.strcost_obj_root))
# The pairs benchmark's after-files (bench/pairs/<pair>_after.cpp in the build
# tree), made when benchmarks are built (STRCOST_BUILD_BENCHMARKS).
if config.strcost_pairs == "1":
    config.available_features.add("pairs-benchmark")
config.substitutions.append(("%llvm_major", config.llvm_major))
prerequisite("debian-packaging",
             shutil.which("dpkg-deb") and shutil.which("dpkg-shlibdeps") and shutil.which("file")
             and os.path.isfile(os.path.join(config.strcost_obj_root, "CPackConfig.cmake")),
             ["dpkg-dev", "file"])
# The official SARIF 2.1.0 schema (OASIS) is not packaged by Debian; it is
# expected beside the checkout, in ../shared/specs/. Without it the test that
# validates against it is reported UNSUPPORTED, and says why here.
# STRCOST_SARIF_SCHEMA names another copy (as for validate_sarif.py).
_sarif_schema = os.environ.get("STRCOST_SARIF_SCHEMA") or os.path.normpath(os.path.join(
    config.test_source_root, "..", "..", "shared", "specs", "sarif-schema-2.1.0.json"))
if os.path.isfile(_sarif_schema):
    config.available_features.add("sarif-official-schema")
    config.substitutions.append(("%sarif_official_schema", _sarif_schema))
else:
    lit_config.note("the official SARIF schema is not at %s: test/sarif/official-schema.test "
                    "is UNSUPPORTED (the subset schema still validates)" % _sarif_schema)
config.substitutions.append(("%strcost", config.strcost_bin))
config.substitutions.append(("%clang_tidy", config.clang_tidy))
config.substitutions.append(("%clangxx", config.clangxx))
config.substitutions.append(("%runtime_include", config.runtime_include))

# check_strcost.py runs the other front-ends once per input and option set
# in each lit run (its docstring says why); it tells runs apart by this name.
# STRCOST_LIT_FRONTENDS=all runs them on every RUN line.
config.environment["STRCOST_LIT_RUN"] = f"{os.getpid()}-{time.time_ns()}"
# STRCOST_LIT_PROFILE=FILE: check_strcost.py appends each step's CPU time there.
# STRCOST_LIT_LIBCXX_TRANSITIVE=1: libc++ lines keep the headers' transitive
# includes (check_strcost.py).
for _name in ("STRCOST_LIT_FRONTENDS", "STRCOST_LIT_PROFILE",
              "STRCOST_LIT_LIBCXX_TRANSITIVE"):
    if _name in os.environ:
        config.environment[_name] = os.environ[_name]
# Scripts the tests start by name (`exec python3 ...`, `#!/usr/bin/env
# python3`) get the interpreter CMake resolved, not a version manager's shim
# first on PATH (test/CMakeLists.txt says why). The shards load this file side
# by side: the link is made under a name of this process's and moved in place.
_python_dir = os.path.join(config.test_exec_root, "python-bin")
os.makedirs(_python_dir, exist_ok=True)
_python_link = os.path.join(_python_dir, "python3")
if not (os.path.islink(_python_link)
        and os.readlink(_python_link) == config.python_executable):
    _staged = "%s.%d" % (_python_link, os.getpid())
    os.symlink(config.python_executable, _staged)
    os.replace(_staged, _python_link)
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, _python_dir, config.environment.get("PATH", "")])
config.available_features.add("llvm-" + config.llvm_major)
# Other LLVM versions' clang-tidy and clang++, whichever this machine has
# (test/plugin/version-mismatch-installed.test loads this build's module and
# plugin into each). None is a machine's choice, not a missing prerequisite.
import glob
import re
if any(re.fullmatch(r"llvm-([0-9]+)", os.path.basename(d))
       and os.path.basename(d) != "llvm-" + config.llvm_major
       and (os.path.isfile(os.path.join(d, "bin", "clang-tidy"))
            or os.path.isfile(os.path.join(d, "bin", "clang++")))
       for d in glob.glob("/usr/lib/llvm-*")):
    config.available_features.add("other-llvm")
else:
    lit_config.note("no other LLVM version's clang-tidy or clang++ under /usr/lib/llvm-*: "
                    "test/plugin/version-mismatch-installed.test is UNSUPPORTED")
config.substitutions.append(("%llvm_major", config.llvm_major))
_libcxx = "/usr/lib/llvm-%s" % config.llvm_major
prerequisite("libcxx", os.path.isdir(_libcxx + "/include/c++/v1")
             and os.path.isfile(_libcxx + "/lib/libc++.so")
             and os.path.isfile(_libcxx + "/lib/libc++abi.so"),
             ["libc++-%s-dev" % config.llvm_major, "libc++abi-%s-dev" % config.llvm_major])
if "libcxx" in config.available_features:
    # libc++ 22 added a key template for map::at (an extension that takes a
    # const char* without a temporary when the comparator is std::less<>);
    # earlier versions have none. Asked of the library, not of its version.
    import subprocess
    _probe = ("#include <map>\n#include <string>\n"
              "int &f(std::map<std::string, int, std::less<>> &M, const char *K)"
              " { return M.template at<const char *&>(K); }\n")
    if subprocess.run([config.clangxx, "-fsyntax-only", "-std=c++17", "-stdlib=libc++",
                       "-x", "c++", "-"], input=_probe.encode(),
                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
        config.available_features.add("libcxx-map-at-template")
# Tools the heap-profile tests run (test/driver/heap-profile*.test): heaptrack
# records the workload, zstd reads the recording, strip makes a program without
# its debug information, headless chromium opens the HTML report; valgrind
# counts the sweep's instructions (test/driver/sweep-instructions.test).
for _tool, _package in (("heaptrack", "heaptrack"), ("zstd", "zstd"), ("strip", "binutils"),
                        ("chromium", "chromium"), ("valgrind", "valgrind")):
    prerequisite(_tool, shutil.which(_tool), [_package])

# Last, once every prerequisite is known (test/prerequisites/missing.test).
config.substitutions.append(("%missing_prerequisites", " ".join(_missing) or "none"))
