# lit configuration for strcost: check tests (test/checks) and driver tests
# (test/driver). Paths come from lit.site.cfg.py, written by CMake.
import os
import tempfile
import lit.formats

config.name = "strcost"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
config.excludes = ["Inputs", "check_strcost.py", "require_tool.py", "lit.cfg.py", "clangd", "validate_sarif.py",
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
if shutil.which("distcc") and shutil.which("distccd"):
    config.available_features.add("distcc")
if shutil.which("ccache"):
    config.available_features.add("ccache")
# The Debian packages (test/install): cpack over this build tree, then dpkg-deb.
config.substitutions.append(("%cpack", config.cpack))
config.substitutions.append(("%strcost_obj_root", config.strcost_obj_root))
config.substitutions.append(("%llvm_major", config.llvm_major))
if (shutil.which("dpkg-deb") and shutil.which("dpkg-shlibdeps") and shutil.which("file")
        and os.path.isfile(os.path.join(config.strcost_obj_root, "CPackConfig.cmake"))):
    config.available_features.add("debian-packaging")
else:
    lit_config.note("dpkg-deb, dpkg-shlibdeps (dpkg-dev) or file is missing: "
                    "test/install/deb.test is UNSUPPORTED")
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

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", "")])
config.available_features.add("llvm-" + config.llvm_major)
# Another LLVM version's clang-tidy and clang++, for the test that loads this
# build's module and plugin into them (test/plugin/version-mismatch.test); the
# newest one installed. Without one that test is UNSUPPORTED.
import glob
import re
_others = sorted((int(m.group(1)), d) for d in glob.glob("/usr/lib/llvm-*")
                 for m in [re.search(r"llvm-([0-9]+)$", d)]
                 if m and m.group(1) != config.llvm_major
                 and os.path.isfile(os.path.join(d, "bin", "clang-tidy"))
                 and os.path.isfile(os.path.join(d, "bin", "clang++")))
if _others:
    _other_major, _other_dir = _others[-1]
    config.available_features.add("other-llvm")
    config.substitutions.append(("%other_clang_tidy", os.path.join(_other_dir, "bin", "clang-tidy")))
    config.substitutions.append(("%other_clangxx", os.path.join(_other_dir, "bin", "clang++")))
    config.substitutions.append(("%other_llvm_major", str(_other_major)))
else:
    lit_config.note("no other LLVM version's clang-tidy and clang++ under /usr/lib/llvm-*: "
                    "test/plugin/version-mismatch.test is UNSUPPORTED")
config.substitutions.append(("%llvm_major", config.llvm_major))
if os.path.isdir("/usr/lib/llvm-%s/include/c++/v1" % config.llvm_major):
    config.available_features.add("libcxx")
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
# Tools the heap-profile tests run (heaptrack, zstd, chromium): present, each
# is a feature; absent, `%require_tool NAME` makes the test that needs it fail
# naming the Debian package, never skip it (test/require_tool.py).
for _tool in ("heaptrack", "zstd", "chromium"):
    if shutil.which(_tool):
        config.available_features.add(_tool)
config.substitutions.append(("%require_tool", " ".join(
    [config.python_executable, os.path.join(config.test_source_root, "require_tool.py")])))
