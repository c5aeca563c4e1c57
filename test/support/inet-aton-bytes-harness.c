/*
 * For each line of standard input, a host as hexadecimal bytes (so that it
 * may hold NUL, tabs and line feeds), what inet_aton(3) of the C library
 * makes of those bytes as a C string: the address in dotted decimal, or "-"
 * when it is no address.
 *
 *   cc -o inet-aton-bytes inet-aton-bytes-harness.c
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <arpa/inet.h>

static int hex(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

int main(void) {
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, stdin)) != -1) {
    if (len > 0 && line[len - 1] == '\n') line[--len] = '\0';
    char *bytes = malloc(len / 2 + 1);
    for (ssize_t i = 0; i + 1 < len; i += 2) bytes[i / 2] = (char)(hex(line[i]) * 16 + hex(line[i + 1]));
    bytes[len / 2] = '\0';
    struct in_addr a;
    if (inet_aton(bytes, &a)) puts(inet_ntoa(a));
    else puts("-");
    free(bytes);
  }
  free(line);
  return 0;
}
