# A scratch repository for the CI tests: src/a.cpp and include/names.h
# committed on main, compile_commands.json in build/ (not tracked).
# Usage: setup.sh DIR INPUTS
set -e
dir=$1 inputs=$2
rm -rf "$dir" && mkdir -p "$dir/src" "$dir/include" "$dir/build"
cp "$inputs/a.cpp" "$dir/src/a.cpp"
cp "$inputs/names.h" "$dir/include/names.h"
cat > "$dir/build/compile_commands.json" <<JSON
[{"directory": "$dir/build", "file": "$dir/src/a.cpp",
  "arguments": ["c++", "-std=c++17", "-I", "$dir/include", "-c", "$dir/src/a.cpp"]}]
JSON
cd "$dir"
git init -q -b main .
git config user.email t@example.com
git config user.name test
printf 'build/\n' > .gitignore
git add .gitignore src include
git commit -q -m base
