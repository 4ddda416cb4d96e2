"""Unit tests of test/structure/function_size.py: which braces open a function body, and
how long it is (clang-tidy's readability-function-size count: the closing
brace's line minus the opening brace's line)."""

import io
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import function_size  # noqa: E402


def found(text):
    return [(name, line, lines) for name, line, lines in function_size.functions(text)]


class Bodies(unittest.TestCase):
    def test_lines_are_closing_minus_opening_brace(self):
        self.assertEqual(found("int f(int a) {\n  return a;\n}\n"), [("f", 1, 2)])
        self.assertEqual(found("void g() {}\n"), [("g", 1, 0)])
        self.assertEqual(found("void h()\n{\n\n}\n"), [("h", 2, 2)])

    def test_members_in_and_out_of_class(self):
        text = ("namespace n {\nstruct A {\n  int get() const { return 1; }\n"
                "public:\n  void set(int);\n};\n"
                "void A::set(int v) {\n  (void)v;\n}\n}\n")
        self.assertEqual(found(text), [("get", 3, 0), ("A::set", 7, 2)])

    def test_constructor_initialisers_are_not_the_body(self):
        text = ("struct B : Base<int> {\n  B(int a) : Base<int>{a}, x{1}, y(2) {\n"
                "    x = a;\n  }\n  int x, y;\n};\n")
        self.assertEqual(found(text), [("B", 2, 2)])

    def test_lambdas_and_local_classes_count_in_their_function(self):
        text = ("int f() {\n  auto l = [] {\n    return 1;\n  };\n"
                "  struct L { int g() { return 2; } };\n  return l();\n}\n")
        self.assertEqual(found(text), [("f", 1, 6)])

    def test_initialisers_and_enums_are_no_functions(self):
        text = ("int a[] = {1, 2};\nstd::vector<int> v{1, 2};\n"
                "enum class E : int { A, B };\nauto l = [](int x) {\n  return x;\n};\n"
                "const std::map<int, int> m({{1, 2}});\n")
        self.assertEqual(found(text), [])

    def test_braces_inside_parameters_are_no_body(self):
        text = ("void attach(int a, std::vector<int> v = {});\n"
                "bool run(Query q, std::vector<std::string> args = {}) {\n"
                "  return q(args, [] { return 1; });\n}\n")
        self.assertEqual(found(text), [("run", 2, 2)])

    def test_braces_in_comments_literals_and_directives(self):
        text = ('void f() {\n  const char *s = "{";\n  char c = \'{\';\n'
                "  // {\n  /* { */\n  auto r = R\"x({ )\" })x\";\n"
                "  int n = 1'000;\n}\n#define OPEN {\n"
                "#define LONG \\\n  {\nvoid g() {}\n")
        self.assertEqual(found(text), [("f", 1, 7), ("g", 12, 0)])

    def test_templates_operators_and_macros(self):
        text = ("template <class T = int, class = void> T id(T t) { return t; }\n"
                "struct S {\n  S &operator=(const S &) { return *this; }\n"
                "  bool operator()(int) const { return true; }\n"
                "  bool operator==(const S &) const = default;\n};\n"
                "TEST(Suite, Name) {\n  EXPECT_TRUE(true);\n}\n"
                "struct alignas(8) P { void f() {} };\n"
                'extern "C" {\nvoid c() {}\n}\n')
        self.assertEqual([n for n, _, _ in found(text)],
                         ["id", "operator", "operator", "TEST", "f", "c"])
        self.assertEqual(found(text)[3], ("TEST", 7, 2))

    def test_unbalanced_braces_are_an_error(self):
        for text in ("void f() {\n", "}\n", "#if A\nvoid f() {\n#else\nvoid f() {\n#endif\n}\n"):
            with self.assertRaises(function_size.ScanError):
                function_size.functions(text)


class CommandLine(unittest.TestCase):
    def run_on(self, text, *args):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "a.cpp")
            with open(path, "w") as f:
                f.write(text)
            out, err = io.StringIO(), io.StringIO()
            with redirect_stdout(out), redirect_stderr(err):
                rc = function_size.main([*args, d])
            return rc, out.getvalue(), err.getvalue()

    def test_over_the_limit_fails_and_names_the_function(self):
        body = "void big() {\n" + "  ;\n" * 81 + "}\n"
        rc, out, _ = self.run_on(body)
        self.assertEqual(rc, 1)
        self.assertIn("a.cpp:1: 'big' has 82 lines (at most 80)", out)
        self.assertEqual(self.run_on(body, "--max", "82")[0], 0)

    def test_at_the_limit_passes(self):
        rc, out, err = self.run_on("void ok() {\n" + "  ;\n" * 79 + "}\n")
        self.assertEqual((rc, out), (0, ""))
        self.assertIn("1 functions, 0 over 80 lines", err)

    def test_a_file_it_cannot_read_is_an_error(self):
        rc, _, err = self.run_on("void f() {\n")
        self.assertEqual(rc, 2)
        self.assertIn("cannot scan", err)


if __name__ == "__main__":
    unittest.main()
