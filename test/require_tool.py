"""`%require_tool NAME...` in a lit test: fails, naming the Debian package to
install, when a tool the test needs is not on PATH. A test that needs a tool
is never skipped for its absence: scripts/test installs every package in
scripts/lib.sh's STRCOST_TEST_PACKAGES, so a missing one is a broken setup."""
import shutil
import sys

# The tool, and the Debian package that brings it.
PACKAGES = {"heaptrack": "heaptrack", "zstd": "zstd", "chromium": "chromium", "strip": "binutils"}

missing = [name for name in sys.argv[1:] if not shutil.which(name)]
if missing:
    sys.exit("this test needs " + ", ".join(
        f"{name} (Debian package {PACKAGES.get(name, name)})" for name in missing) +
        ": apt-get install it, or run scripts/test, which installs what the tests need")
