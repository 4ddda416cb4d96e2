#!/bin/bash
# nlohmann-json3 (header-only, used from C++11 to C++20), by hand: two of its
# doctest units, each compiled twice: as itself in C++11, and as a C++17 unit
# cxx17/unit-X.cpp that only #includes it, so that for the C++17 unit the test
# file is a header shared with a C++11 includer (docs/validation.md). Paths in
# the compile commands are absolute: the header filter matches them.
#   nlohmann_units.sh STRCOST WORK [c++11|c++17]   (the standard analysed)
set -e
S=$1; W=$2; STD=${3:-c++17}
RUNTIME=$(cd "$(dirname "$0")/../../runtime/include" && pwd)
UNITS="json_pointer element_access2"
mkdir -p "$W" && cd "$W"
[ -d source ] || { mkdir source && (cd source && apt-get source -qq nlohmann-json3); }
SRC=$(ls -d "$W"/source/nlohmann-json3-*/ | head -1)
rm -rf fixed fixes && cp -a "$SRC" fixed && mkdir -p fixed/cxx17 fixes
db=""; for u in $UNITS; do
  printf '#include "../tests/src/unit-%s.cpp"\n' $u > fixed/cxx17/unit-$u.cpp
  inc="-I$W/fixed/include -I$W/fixed/tests/thirdparty/doctest -I$W/fixed/tests/src -isystem $RUNTIME"
  db="$db{\"directory\": \"$W/fixed\", \"file\": \"$W/fixed/tests/src/unit-$u.cpp\", \"command\": \"c++ -std=c++11 $inc -c $W/fixed/tests/src/unit-$u.cpp\"},"
  db="$db{\"directory\": \"$W/fixed\", \"file\": \"$W/fixed/cxx17/unit-$u.cpp\", \"command\": \"c++ -std=c++17 $inc -c $W/fixed/cxx17/unit-$u.cpp\"},"
done
echo "[${db%,}]" > fixed/compile_commands.json
i=0; for u in $UNITS; do
  i=$((i+1)); f=fixed/tests/src/unit-$u.cpp; [ "$STD" = c++17 ] && f=fixed/cxx17/unit-$u.cpp
  "$S" -p fixed --quiet --header-filter="^$W/fixed/" --config="{Checks: '-*,strcost-*'}" \
    --export-fixes=fixes/$i.yaml --verify-fixes=false "$W/$f" 2>/dev/null | grep "warning:" || true
done
STRCOST_VERIFY_STATS=1 "$S" --apply-fixes="$W/fixes" -p fixed
for std in c++11 c++17; do
  o=out-$std; mkdir -p $o
  for u in unit $(printf 'unit-%s ' $UNITS); do
    c++ -std=$std -O1 -w -I fixed/include -I fixed/tests/thirdparty/doctest -I fixed/tests/src \
      -isystem "$RUNTIME" -c fixed/tests/src/$u.cpp -o $o/$u.o
  done
  c++ $o/*.o -o $o/test && $o/test | tail -3
done
