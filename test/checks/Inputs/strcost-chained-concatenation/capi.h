#ifndef CAPI_H
#define CAPI_H
/* A C library's header, included by C++ inside extern "C" { ... }. */
int capi_version(void);
#endif
