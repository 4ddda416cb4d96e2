# Builds runtime/fuzz/*_fuzzer.cpp with clang++ -fsanitize=fuzzer,address,undefined
# (the project itself may be compiled with GCC, hence a custom command rather
# than a target of this build) and registers a bounded run of each with ctest.
# libFuzzer's runtime is in Debian's libclang-rt-<N>-dev.
find_program(STRCOST_FUZZ_CXX NAMES clang++-${STRCOST_LLVM_VERSION} clang++
             PATHS /usr/lib/llvm-${STRCOST_LLVM_VERSION}/bin)
set(_fuzz_flags -std=c++17 -O1 -g -fsanitize=fuzzer,address,undefined
                -fno-sanitize-recover=undefined)
set(_fuzz_ok FALSE)
if(STRCOST_FUZZ_CXX)
  set(_probe_dir "${CMAKE_CURRENT_BINARY_DIR}/fuzz-probe")
  file(WRITE "${_probe_dir}/probe.cpp"
       "extern \"C\" int LLVMFuzzerTestOneInput(const unsigned char *, unsigned long) { return 0; }\n")
  execute_process(COMMAND "${STRCOST_FUZZ_CXX}" ${_fuzz_flags} probe.cpp -o probe
                  WORKING_DIRECTORY "${_probe_dir}" RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
  if(_rc EQUAL 0)
    set(_fuzz_ok TRUE)
  endif()
endif()
if(NOT _fuzz_ok)
  message(WARNING "strcost: cannot link libFuzzer targets with '${STRCOST_FUZZ_CXX}' "
                  "(install clang-${STRCOST_LLVM_VERSION} and libclang-rt-${STRCOST_LLVM_VERSION}-dev); "
                  "the runtime's fuzzers are not built. -DSTRCOST_FUZZ=OFF silences this.")
  return()
endif()

file(GLOB _fuzzers CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/fuzz/*_fuzzer.cpp")
file(GLOB _headers CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/include/strcost/*.h")
set(_fuzz_bin "${CMAKE_CURRENT_BINARY_DIR}/fuzz")
foreach(_src IN LISTS _fuzzers)
  get_filename_component(_name "${_src}" NAME_WE)
  add_custom_command(
    OUTPUT "${_fuzz_bin}/${_name}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${_fuzz_bin}/${_name}.corpus"
    COMMAND "${STRCOST_FUZZ_CXX}" ${_fuzz_flags} -I "${CMAKE_CURRENT_SOURCE_DIR}/include"
            "${_src}" -o "${_fuzz_bin}/${_name}"
    DEPENDS "${_src}" ${_headers}
    COMMENT "Building libFuzzer target ${_name}"
    VERBATIM)
  add_custom_target(strcost_${_name} ALL DEPENDS "${_fuzz_bin}/${_name}")
  # The corpus persists in the build tree, so later runs start where earlier
  # ones stopped. A finding aborts the run and leaves crash-* in the build dir.
  add_test(NAME runtime-fuzz/${_name}
           COMMAND "${_fuzz_bin}/${_name}" -max_total_time=${STRCOST_FUZZ_SECONDS}
                   -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
                   "-artifact_prefix=${_fuzz_bin}/${_name}-" "${_fuzz_bin}/${_name}.corpus")
  set_tests_properties(runtime-fuzz/${_name} PROPERTIES
    TIMEOUT 300 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=1")
endforeach()
