/*
 * For each line of standard input, what inet_aton(3) of the C library makes
 * of it: the address in dotted decimal, or "-" when it is no address.
 *
 *   cc -o inet-aton inet-aton-harness.c
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <arpa/inet.h>

int main(void) {
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, stdin)) != -1) {
    if (len > 0 && line[len - 1] == '\n') line[len - 1] = '\0';
    struct in_addr a;
    if (inet_aton(line, &a)) puts(inet_ntoa(a));
    else puts("-");
  }
  free(line);
  return 0;
}
