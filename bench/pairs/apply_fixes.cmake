# Makes the "after" side of a before/after pair: copies BEFORE to AFTER and
# applies to the copy the fix-its of the checks BEFORE's own line
# `// strcost-pair-checks: <check>,...` names, and of no other check, so that a
# check added later cannot change an older pair. Fails when strcost fails or
# changes nothing, so a pair can never silently compare the costly code with
# itself.
# A pair whose costly code sits in a header of its own (a header-only
# library's, which the fix must not make depend on strcost's runtime) names it
# on a line `// strcost-pair-headers: <header>,...` (beside BEFORE): each is
# copied next to AFTER, where AFTER's `#include "<header>"` finds it before
# the original, and fixed there too (a header filter naming these headers
# alone); the build fails when one of them is left unchanged.
#   cmake -DSTRCOST=... -DBEFORE=... -DAFTER=... "-DFLAGS=a;b" -P apply_fixes.cmake
file(STRINGS "${BEFORE}" _checks REGEX "^// strcost-pair-checks: ")
list(LENGTH _checks _count)
if(NOT _count EQUAL 1)
  message(FATAL_ERROR "${BEFORE} needs one line "
                      "'// strcost-pair-checks: <check>,...' (found ${_count})")
endif()
string(REGEX REPLACE "^// strcost-pair-checks: *" "" _checks "${_checks}")
file(STRINGS "${BEFORE}" _headers REGEX "^// strcost-pair-headers: ")
string(REGEX REPLACE "^// strcost-pair-headers: *" "" _headers "${_headers}")
string(REPLACE "," ";" _headers "${_headers}")
get_filename_component(_source_dir "${BEFORE}" DIRECTORY)
get_filename_component(_after_dir "${AFTER}" DIRECTORY)
set(_header_filter "")
foreach(_header IN LISTS _headers)
  string(STRIP "${_header}" _header)
  file(READ "${_source_dir}/${_header}" _text)
  file(WRITE "${_after_dir}/${_header}" "${_text}")
  string(REPLACE "." "\\." _escaped "${_header}")
  list(APPEND _header_filter "${_escaped}")
endforeach()
set(_filter_args "")
if(_header_filter)
  list(JOIN _header_filter "|" _header_filter)
  set(_filter_args "--header-filter=/(${_header_filter})$")
endif()
file(READ "${BEFORE}" _before)
file(WRITE "${AFTER}" "${_before}")
execute_process(
  COMMAND "${STRCOST}" --quiet --fix "--checks=-*,${_checks}" ${_filter_args} "${AFTER}"
          -- ${FLAGS}
  RESULT_VARIABLE _result OUTPUT_VARIABLE _output ERROR_VARIABLE _output)
if(NOT _result EQUAL 0)
  message(FATAL_ERROR "strcost --fix failed on ${AFTER}:\n${_output}")
endif()
file(READ "${AFTER}" _after)
if(_after STREQUAL _before)
  message(FATAL_ERROR "strcost found nothing to fix in ${BEFORE}:\n${_output}")
endif()
foreach(_header IN LISTS _headers)
  string(STRIP "${_header}" _header)
  file(READ "${_source_dir}/${_header}" _header_before)
  file(READ "${_after_dir}/${_header}" _header_after)
  if(_header_after STREQUAL _header_before)
    message(FATAL_ERROR "strcost found nothing to fix in ${_header} (named by ${BEFORE}):\n${_output}")
  endif()
endforeach()
