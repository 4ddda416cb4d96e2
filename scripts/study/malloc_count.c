/* Counts a program's heap allocations for scripts/strcost-study.py, at full
 * speed (valgrind's dhat runs a perf test for many minutes): loaded with
 * LD_PRELOAD, it counts the calls of malloc, calloc and realloc (operator
 * new calls malloc in libstdc++) and appends the total to the file named by
 * STRCOST_MALLOC_COUNT_FILE when the program exits. glibc only: it forwards
 * to glibc's own entry points. */
#include <stdio.h>
#include <stdlib.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

static unsigned long long allocations;

void *malloc(size_t size) {
  __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED);
  return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
  __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED);
  return __libc_calloc(n, size);
}

void *realloc(void *p, size_t size) {
  __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED);
  return __libc_realloc(p, size);
}

__attribute__((destructor)) static void report(void) {
  const char *path = getenv("STRCOST_MALLOC_COUNT_FILE");
  FILE *out = path ? fopen(path, "a") : NULL;
  if (!out)
    return;
  fprintf(out, "%llu\n", allocations);
  fclose(out);
}
