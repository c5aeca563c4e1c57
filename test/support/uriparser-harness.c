/*
 * Differential harness: for each line of standard input, whether uriparser
 * (liburiparser, an independent strict RFC 3986 parser) accepts it as a
 * URI-reference. Prints one line per input: "1", or "0 <error offset in bytes>".
 *
 *   cc -o harness uriparser-harness.c -luriparser
 *
 * Lines end with "\n" only; the input may hold any other byte, NUL included
 * (uriParseSingleUriExA takes the length, not a terminator).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <uriparser/Uri.h>

int main(void) {
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, stdin)) != -1) {
    if (len > 0 && line[len - 1] == '\n') len--;
    UriUriA uri;
    const char *error = NULL;
    int rc = uriParseSingleUriExA(&uri, line, line + len, &error);
    if (rc == URI_SUCCESS) {
      puts("1");
      uriFreeUriMembersA(&uri);
    } else {
      printf("0 %ld\n", error != NULL ? (long)(error - line) : -1L);
    }
  }
  free(line);
  return 0;
}
