# Makes the "after" side of a before/after pair: copies BEFORE to AFTER and
# applies strcost's fix-its to the copy. Fails when strcost fails or changes
# nothing, so a pair can never silently compare the costly code with itself.
#   cmake -DSTRCOST=... -DBEFORE=... -DAFTER=... "-DFLAGS=a;b" -P apply_fixes.cmake
file(READ "${BEFORE}" _before)
file(WRITE "${AFTER}" "${_before}")
execute_process(
  COMMAND "${STRCOST}" --quiet --fix "--checks=-*,strcost-*" "${AFTER}" -- ${FLAGS}
  RESULT_VARIABLE _result OUTPUT_VARIABLE _output ERROR_VARIABLE _output)
if(NOT _result EQUAL 0)
  message(FATAL_ERROR "strcost --fix failed on ${AFTER}:\n${_output}")
endif()
file(READ "${AFTER}" _after)
if(_after STREQUAL _before)
  message(FATAL_ERROR "strcost found nothing to fix in ${BEFORE}:\n${_output}")
endif()
