#!/bin/sh
# Stands in for clang-tidy --load: says nothing, and logs that it ran.
echo ran >> "$FAKE_TIDY_LOG"
