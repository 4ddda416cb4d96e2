# Makes the "after" side of a before/after pair: copies BEFORE to AFTER and
# applies to the copy the fix-its of the checks BEFORE's own line
# `// strcost-pair-checks: <check>,...` names, and of no other check, so that a
# check added later cannot change an older pair. Fails when strcost fails or
# changes nothing, so a pair can never silently compare the costly code with
# itself.
#   cmake -DSTRCOST=... -DBEFORE=... -DAFTER=... "-DFLAGS=a;b" -P apply_fixes.cmake
file(STRINGS "${BEFORE}" _checks REGEX "^// strcost-pair-checks: ")
list(LENGTH _checks _count)
if(NOT _count EQUAL 1)
  message(FATAL_ERROR "${BEFORE} needs one line "
                      "'// strcost-pair-checks: <check>,...' (found ${_count})")
endif()
string(REGEX REPLACE "^// strcost-pair-checks: *" "" _checks "${_checks}")
file(READ "${BEFORE}" _before)
file(WRITE "${AFTER}" "${_before}")
execute_process(
  COMMAND "${STRCOST}" --quiet --fix "--checks=-*,${_checks}" "${AFTER}" -- ${FLAGS}
  RESULT_VARIABLE _result OUTPUT_VARIABLE _output ERROR_VARIABLE _output)
if(NOT _result EQUAL 0)
  message(FATAL_ERROR "strcost --fix failed on ${AFTER}:\n${_output}")
endif()
file(READ "${AFTER}" _after)
if(_after STREQUAL _before)
  message(FATAL_ERROR "strcost found nothing to fix in ${BEFORE}:\n${_output}")
endif()
