"""Fails when the interpreter the tests run (argv[1], and `python3` on PATH)
is a script (a shim) rather than the interpreter itself."""
import os
import shutil
import subprocess
import sys


def is_script(path):
    with open(os.path.realpath(path), "rb") as f:
        return f.read(2) == b"#!"


lit_python = sys.argv[1]
on_path = shutil.which("python3")
problems = []
if is_script(lit_python):
    problems.append(f"%python is a script: {lit_python}")
if on_path is None:
    problems.append("no python3 on the tests' PATH")
elif is_script(on_path):
    problems.append(f"python3 on the tests' PATH is a script: {on_path}")
else:
    resolved = subprocess.run([on_path, "-c", "import sys; print(sys.executable)"],
                              capture_output=True, text=True, check=True).stdout.strip()
    if os.path.realpath(resolved) != os.path.realpath(lit_python):
        problems.append(f"python3 on PATH is {resolved}, %python is {lit_python}")
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
