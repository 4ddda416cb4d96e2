# What a user runs besides the binaries (clang-plugin/ installs those): the
# scripts, the modules they share, the examples strcost-run analyses when given
# no build directory, the docs, the README and the LICENSE. Component
# `strcost` (the Debian package of the same name, cmake/StrcostPackage.cmake).
include(GNUInstallDirs)

# The scripts find their module and data relative to their own directory
# (scripts/strcost_common.py, data_path): bin/../share/... . A layout where
# share/ is not bin/'s sibling would leave an installed script without them.
file(RELATIVE_PATH _strcost_bin_to_data "/prefix/${CMAKE_INSTALL_BINDIR}"
     "/prefix/${CMAKE_INSTALL_DATADIR}")
if(NOT _strcost_bin_to_data STREQUAL "../share")
  message(FATAL_ERROR "strcost: the installed scripts expect ${CMAKE_INSTALL_DATADIR} "
                      "at ${CMAKE_INSTALL_BINDIR}/../share; keep CMAKE_INSTALL_BINDIR=bin "
                      "and CMAKE_INSTALL_DATADIR=share")
endif()

# In bin/ without the .py, as commands are named; the checkout keeps the .py
# names (scripts/strcost-run.py ...), which the docs and tests use.
foreach(_script strcost-run strcost-sarif strcost-fixits)
  install(PROGRAMS "${PROJECT_SOURCE_DIR}/scripts/${_script}.py"
          DESTINATION ${CMAKE_INSTALL_BINDIR} RENAME ${_script})
endforeach()
# The git hook (docs/ci.md), which runs the strcost-run beside it.
install(PROGRAMS "${PROJECT_SOURCE_DIR}/scripts/strcost-pre-commit"
        DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES "${PROJECT_SOURCE_DIR}/scripts/strcost_common.py"
              "${PROJECT_SOURCE_DIR}/scripts/strcost_coverage.py"
              "${PROJECT_SOURCE_DIR}/scripts/strcost_heap.py"
              "${PROJECT_SOURCE_DIR}/scripts/strcost_report.py"
        DESTINATION ${CMAKE_INSTALL_DATADIR}/strcost/python)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/bench/examples/"
        DESTINATION ${CMAKE_INSTALL_DATADIR}/strcost/examples)
# The stand-in <atlstr.h> one example includes (CString without Windows).
install(DIRECTORY "${PROJECT_SOURCE_DIR}/test/checks/Inputs/atl/"
        DESTINATION ${CMAKE_INSTALL_DATADIR}/strcost/examples/atl)

# docs/ as share/doc/strcost/: the checks' pages (checks/) are what
# strcost-clangd's links and strcost-sarif's rules point at, and
# benchmarks/savings.json is what strcost-run quotes.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/" DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES "${PROJECT_SOURCE_DIR}/README.md" "${PROJECT_SOURCE_DIR}/LICENSE"
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
