"""Unit tests of validate.py's configuration and bookkeeping (python3 -m
unittest, run by ctest as validation-unit): nothing here fetches, builds or
runs strcost."""

import json
import os
import re
import sys
import tempfile
import unittest
from unittest import mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import validate as v  # noqa: E402


class BuildEnvTest(unittest.TestCase):
    def test_drops_what_changes_a_build(self):
        env = v.build_env({"PATH": "/usr/bin", "HOME": "/root", "CXXFLAGS": "-O0",
                           "CPLUS_INCLUDE_PATH": "/src/runtime/include", "CPATH": "/x",
                           "LDFLAGS": "-L/x", "CXX": "clang++", "CMAKE_PREFIX_PATH": "/opt",
                           "CMAKE_BUILD_TYPE": "Debug", "CTEST_PARALLEL_LEVEL": "8",
                           "DEB_CXXFLAGS_APPEND": "-g", "MAKEFLAGS": "-j9"})
        self.assertEqual(env, {"PATH": "/usr/bin", "HOME": "/root"})

    def test_module_environment_is_clean(self):
        self.assertFalse(set(v.BUILD_ENV) & v.BUILD_ENV_DROPPED)
        self.assertFalse([k for k in v.BUILD_ENV if k.startswith(v.BUILD_ENV_DROPPED_PREFIXES)])


class MissingPackagesTest(unittest.TestCase):
    def test_only_packages_not_installed(self):
        out = ("cmake installed\nlibfmt-dev:amd64 installed\ncatch2 not-installed\n"
               "dpkg-query: no packages found matching nosuch\n")
        with mock.patch.object(v, "run", return_value=mock.Mock(stdout=out)):
            self.assertEqual(v.missing_packages(["cmake", "libfmt-dev", "catch2", "nosuch"]),
                             ["catch2", "nosuch"])


class CtestProgramsTest(unittest.TestCase):
    def test_each_program_gets_the_arguments_in_its_directory(self):
        listing = json.dumps({"tests": [
            {"name": "a", "command": ["/b/t/a"],
             "properties": [{"name": "WORKING_DIRECTORY", "value": "/b/t"}]},
            {"name": "b", "command": ["/b/t/b", "--x"]}]})
        calls = []

        def fake(cmd, cwd=None, **kw):
            calls.append((cmd, cwd))
            if "--show-only=json-v1" in cmd:
                return mock.Mock(stdout=listing, returncode=0)
            return mock.Mock(stdout="", returncode=0 if cmd[0] == "/b/t/a" else 1)

        with tempfile.TemporaryDirectory() as build, mock.patch.object(v, "run", fake):
            self.assertEqual(v.run_ctest_programs(build, ["~slow"]), (1, 2))
            self.assertIn((["/b/t/a", "~slow"], "/b/t"), calls)
            self.assertIn((["/b/t/b", "--x", "~slow"], build), calls)

    def test_a_program_that_hangs_fails(self):
        listing = json.dumps({"tests": [{"name": "a", "command": ["/b/a"]}]})

        def fake(cmd, cwd=None, **kw):
            if "--show-only=json-v1" in cmd:
                return mock.Mock(stdout=listing, returncode=0)
            raise v.subprocess.TimeoutExpired(cmd, 300)

        with tempfile.TemporaryDirectory() as build, mock.patch.object(v, "run", fake):
            self.assertEqual(v.run_ctest_programs(build, ["~x"]), (0, 1))


class ProjectsTableTest(unittest.TestCase):
    def test_every_entry_uses_known_fields(self):
        for name, entry in v.PROJECTS.items():
            with self.subTest(name):
                self.assertLessEqual(set(entry), v.PROJECT_FIELDS)
                self.assertEqual(("cmake" in entry) + ("meson" in entry), 1)

    def test_check_options_reach_the_config(self):
        self.assertEqual(v.check_config("ninja-build"), "--config={Checks: '-*,strcost-*'}")
        self.assertEqual(v.check_config("libjsoncpp"),
                         "--config={Checks: '-*,strcost-*', CheckOptions: "
                         "{ConditionalCode.IgnoredMacros: 'JSON_IS_AMALGAMATION'}}")

    def test_other_configurations_are_option_lists(self):
        for name, entry in v.PROJECTS.items():
            for config, extra in entry.get("also", {}).items():
                with self.subTest(f"{name} {config}"):
                    self.assertIsInstance(extra, list)
                    self.assertTrue(all(a.startswith("-D") for a in extra), extra)

    def test_unit_patterns_compile(self):
        for name, entry in v.PROJECTS.items():
            if "tus" in entry:
                re.compile(entry["tus"])

    def test_test_arguments_name_other_configurations(self):
        for name, entry in v.PROJECTS.items():
            for config, extra in entry.get("also_test_args", {}).items():
                with self.subTest(f"{name} {config}"):
                    self.assertIn(config, entry.get("also", {}))
                    self.assertIsInstance(extra, list)

    def test_vendored_code_is_left_out_of_the_headers(self):
        filters = v.header_filters("nlohmann-json3", "/src/json")
        self.assertEqual(filters[0], "--header-filter=^/src/json/")
        exclude = re.compile(filters[1].split("=", 1)[1])
        self.assertTrue(exclude.match("/src/json/tests/thirdparty/doctest/doctest.h"))
        self.assertFalse(exclude.match("/src/json/include/nlohmann/json.hpp"))
        self.assertEqual(v.header_filters("spdlog", "/src/spdlog"),
                         ["--header-filter=^/src/spdlog/"])

    def test_targets_only_for_cmake(self):
        for name, entry in v.PROJECTS.items():
            if "targets" in entry:
                self.assertIn("cmake", entry, name)

    def test_consumers_exist(self):
        for name, entry in v.PROJECTS.items():
            if "consumer" in entry:
                with self.subTest(name):
                    self.assertIn("cmake", entry)
                    self.assertTrue(os.path.isfile(os.path.join(
                        v.CONSUMERS, entry["consumer"]["dir"], "CMakeLists.txt")))

    def test_two_header_only_libraries_have_consumers(self):
        # Issue 20's acceptance: at least two, and one project with another
        # configuration that is a -D option rather than a standard.
        self.assertGreaterEqual(sum("consumer" in e for e in v.PROJECTS.values()), 2)


class CommandsTest(unittest.TestCase):
    def configure_command(self, name):
        calls = []
        with mock.patch.object(v, "run", lambda cmd, **kw: calls.append((cmd, kw))):
            v.configure(name, "/src", "/build", ["-DX=1"])
        return calls[0]

    def test_cmake_gets_the_runtime_as_a_project_include(self):
        cmd, _ = self.configure_command("libjsoncpp")
        self.assertIn(f"-DCMAKE_PROJECT_INCLUDE={v.PROJECT_INCLUDE}", cmd)
        self.assertFalse([a for a in cmd if v.RUNTIME_INCLUDE in a and "PROJECT_INCLUDE" not in a])
        self.assertEqual(cmd[-1], "-DX=1")
        self.assertTrue(os.path.isfile(v.PROJECT_INCLUDE))

    def test_project_flags_stay_in_cmake_cxx_flags(self):
        cmd, _ = self.configure_command("rapidjson")
        self.assertIn("-DCMAKE_CXX_FLAGS=-Wno-error=stringop-overflow", cmd)

    def test_meson_gets_the_runtime_through_its_own_cxxflags(self):
        cmd, kw = self.configure_command("cpp-httplib")
        self.assertEqual(cmd[:2], ["meson", "setup"])
        self.assertIn(f"-isystem {v.RUNTIME_INCLUDE}", kw["env"]["CXXFLAGS"])
        self.assertNotIn("CPLUS_INCLUDE_PATH", kw["env"])

    def test_no_launcher_by_default(self):
        cmd, kw = self.configure_command("libjsoncpp")
        self.assertFalse([a for a in cmd if "LAUNCHER" in a])
        self.assertNotIn("env", kw)
        cmd, kw = self.configure_command("cpp-httplib")
        self.assertNotIn("CXX", kw["env"])

    def test_cmake_launcher_for_c_and_cxx(self):
        calls = []
        with mock.patch.object(v, "run", lambda cmd, **kw: calls.append((cmd, kw))):
            v.configure("leveldb", "/src", "/build", ["-DX=1"], launcher="ccache")
        cmd, _ = calls[0]
        self.assertIn("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache", cmd)
        self.assertIn("-DCMAKE_C_COMPILER_LAUNCHER=ccache", cmd)
        # The project's own options and the caller's come after, and win.
        self.assertEqual(cmd[-1], "-DX=1")

    def test_meson_launcher_wraps_the_compilers(self):
        calls = []
        with mock.patch.object(v, "run", lambda cmd, **kw: calls.append((cmd, kw))):
            v.configure("cpp-httplib", "/src", "/build", launcher="ccache")
        cmd, kw = calls[0]
        self.assertEqual(kw["env"]["CXX"], "ccache c++")
        self.assertIn(f"-isystem {v.RUNTIME_INCLUDE}", kw["env"]["CXXFLAGS"])
        self.assertFalse([a for a in cmd if "LAUNCHER" in a])

    def test_launcher_reaches_every_build_of_a_run(self):
        seen = []
        with mock.patch.object(v, "configure",
                               lambda name, src, build, extra=(), launcher=None:
                               seen.append(launcher)), \
                mock.patch.object(v, "run", return_value=mock.Mock(returncode=1, stdout="")):
            with tempfile.TemporaryDirectory() as build:
                v.configure_build_test("leveldb", "/src", build, 1, launcher="ccache")
                v.configure_build_test("leveldb", "/src", build, 1)
        self.assertEqual(seen, ["ccache", None])

    def test_launcher_option_defaults_to_none(self):
        self.assertIsNone(v.arg_parser().parse_args(["--strcost", "x"]).launcher)
        self.assertEqual(v.arg_parser().parse_args(["--strcost", "x", "--launcher", "ccache"])
                         .launcher, "ccache")

    def test_unknown_launcher_is_an_error(self):
        argv = ["validate.py", "--strcost", sys.executable, "--launcher", "no-such-launcher-x"]
        with mock.patch.object(sys, "argv", argv), self.assertRaises(SystemExit) as e:
            v.main()
        self.assertIn("launcher 'no-such-launcher-x' not found", str(e.exception))

    def test_build_only_the_targets_named(self):
        cmd = v.build_cmd("nlohmann-json3", "/b", 1)
        self.assertEqual(cmd[:3], ["cmake", "--build", "/b"])
        self.assertIn("--target", cmd)
        self.assertIn("test-json_pointer_cpp17", cmd)
        self.assertNotIn("--target", v.build_cmd("leveldb", "/b", 1))


class TranslationUnitsTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        root = self.tmp.name
        self.src = os.path.join(root, "src")
        self.build = os.path.join(root, "build")
        for d in (self.src + "/tests/src", self.build):
            os.makedirs(d)
        entries = []
        for f in ("tests/src/unit.cpp", "tests/src/unit-a.cpp", "tests/src/unit-b.cpp",
                  "tests/src/unit-a.cpp"):
            entries.append({"directory": self.build, "file": os.path.join(self.src, f),
                            "command": "c++ -c x"})
        entries.append({"directory": self.build, "file": "generated.cpp", "command": "c++"})
        with open(os.path.join(self.build, "compile_commands.json"), "w") as f:
            json.dump(entries, f)

    def tearDown(self):
        self.tmp.cleanup()

    def names(self, pattern=None):
        return [os.path.relpath(p, os.path.realpath(self.src))
                for p in v.translation_units(self.build, self.src, pattern)]

    def test_every_unit_of_the_tree_once(self):
        self.assertEqual(self.names(), ["tests/src/unit.cpp", "tests/src/unit-a.cpp",
                                        "tests/src/unit-b.cpp"])

    def test_pattern_matches_the_whole_path(self):
        self.assertEqual(self.names(r"tests/src/unit(-a)?\.cpp"),
                         ["tests/src/unit.cpp", "tests/src/unit-a.cpp"])
        self.assertEqual(self.names(r"unit-a\.cpp"), [])

    def test_nlohmann_pattern(self):
        pattern = v.PROJECTS["nlohmann-json3"]["tus"]
        for path in ("tests/src/unit.cpp", "tests/src/unit-json_pointer.cpp",
                     "tests/src/unit-diagnostics.cpp"):
            self.assertTrue(re.fullmatch(pattern, path), path)
        self.assertFalse(re.fullmatch(pattern, "tests/src/unit-cbor.cpp"))


class ConsumerReportTest(unittest.TestCase):
    OK = {"find_package": "ok", "add_subdirectory": "ok"}

    def test_all_ok(self):
        self.assertEqual(v.fmt_consumer({"before": self.OK, "after": self.OK}), "ok")
        self.assertFalse(v.consumer_regressed({"before": self.OK, "after": self.OK}))
        self.assertEqual(v.fmt_consumer(None), "—")

    def test_a_fix_that_breaks_a_consumer(self):
        after = {"find_package": "FAILED (build): x.hpp:3:10: fatal error: strcost/str_cat.h: "
                                 "No such file or directory", "add_subdirectory": "ok"}
        consumer = {"before": self.OK, "after": after}
        self.assertEqual(v.fmt_consumer(consumer),
                         "find_package: ok → FAILED (build); add_subdirectory: ok → ok")
        self.assertTrue(v.consumer_regressed(consumer))
        self.assertIn("strcost/str_cat.h", v.consumer_details([{"project": "p",
                                                                "consumer": consumer}]))

    def test_failing_before_is_no_regression(self):
        bad = {"find_package": "FAILED (configure): e", "add_subdirectory": "ok"}
        self.assertFalse(v.consumer_regressed({"before": bad, "after": bad}))

    def test_first_errors_prefers_compiler_errors(self):
        out = ("FAILED: CMakeFiles/c.dir/c.cpp.o\n/x/json.hpp:32:10: fatal error: "
               "strcost/str_cat.h: No such file or directory\nninja: build stopped\n")
        self.assertEqual(v.first_errors(out), ["/x/json.hpp:32:10: fatal error: "
                                               "strcost/str_cat.h: No such file or directory"])
        self.assertEqual(v.first_errors("FAILED: a\nother\n"), ["FAILED: a"])


if __name__ == "__main__":
    unittest.main()
