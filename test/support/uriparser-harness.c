/*
 * Differential harness: for each line of standard input, whether uriparser
 * (liburiparser, an independent strict RFC 3986 parser) accepts it as a
 * URI-reference. Prints one line per input: "0 <error offset in bytes>", or
 * "1" followed by the byte spans of the scheme, userinfo, host, port, query
 * and fragment, each as " start,end", " -" when the component is absent, or
 * " e" for an empty one that uriparser does not place in the input.
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

/* A component's span; uriparser points an empty host at a static "" outside the input: "e". */
static void span(const char *base, const char *end, UriTextRangeA r) {
  if (r.first == NULL) printf(" -");
  else if (r.first < base || r.first > end) printf(r.first == r.afterLast ? " e" : " ?");
  else printf(" %ld,%ld", (long)(r.first - base), (long)(r.afterLast - base));
}

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
      printf("1");
      span(line, line + len, uri.scheme);
      span(line, line + len, uri.userInfo);
      span(line, line + len, uri.hostText);
      span(line, line + len, uri.portText);
      span(line, line + len, uri.query);
      span(line, line + len, uri.fragment);
      putchar('\n');
      uriFreeUriMembersA(&uri);
    } else {
      printf("0 %ld\n", error != NULL ? (long)(error - line) : -1L);
    }
  }
  free(line);
  return 0;
}
