/*
 * uriparser (C, liburiparser): the conformance protocol's adapter
 * (docs/conformance.md). One JSON request a line on standard input, one JSON
 * answer a line on standard output.
 *
 * valid: uriParseSingleUriExA parses a URI-reference (RFC 3986 §4.1) and says
 * where it stops (errorPos, a byte index, answered as a UTF-16 offset); URI,
 * absolute-URI and relative-ref are told apart by the scheme and the fragment
 * it finds; IPv4address by uriParseIpFourAddressA. resolve: uriAddBaseUriExA,
 * strictly (§5.2.2). normalize: uriNormalizeSyntaxA (§6.2.2). equivalent:
 * both normalized, then uriEqualsUriA.
 *
 *   cc -O2 -o adapter adapter.c -luriparser
 *
 * The requests are read with a small reader of flat JSON objects (strings,
 * numbers, true, false, null), which is all the protocol sends; a string's
 * \u escapes become UTF-8, a lone surrogate its generalized UTF-8 bytes.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uriparser/Uri.h>
#include <uriparser/UriIp4.h>

/* ----- Reading a request ----- */

typedef struct {
  char *text; /* NULL when absent */
  size_t len;
} Str;

typedef struct {
  Str cmd, op, grammar, rule, input, base, ref, a, b;
  long seq;
  int hasSeq;
} Request;

static void putUtf8(char **out, unsigned long c) {
  unsigned char *o = (unsigned char *)*out;
  if (c < 0x80) *o++ = (unsigned char)c;
  else if (c < 0x800) { *o++ = 0xC0 | (c >> 6); *o++ = 0x80 | (c & 63); }
  else if (c < 0x10000) { *o++ = 0xE0 | (c >> 12); *o++ = 0x80 | ((c >> 6) & 63); *o++ = 0x80 | (c & 63); }
  else { *o++ = 0xF0 | (c >> 18); *o++ = 0x80 | ((c >> 12) & 63); *o++ = 0x80 | ((c >> 6) & 63); *o++ = 0x80 | (c & 63); }
  *out = (char *)o;
}

static int hex4(const char *p, unsigned long *v) {
  *v = 0;
  for (int i = 0; i < 4; i++) {
    char c = p[i];
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0) return 0;
    *v = *v * 16 + (unsigned long)d;
  }
  return 1;
}

/* A JSON string at *p (after its opening quote), decoded into a new buffer. */
static int readString(const char **p, const char *end, Str *s) {
  char *buf = malloc((size_t)(end - *p) * 2 + 1), *o = buf;
  const char *q = *p;
  while (q < end && *q != '"') {
    if (*q != '\\') { *o++ = *q++; continue; }
    q++;
    if (q >= end) break;
    char e = *q++;
    switch (e) {
      case '"': *o++ = '"'; break;
      case '\\': *o++ = '\\'; break;
      case '/': *o++ = '/'; break;
      case 'b': *o++ = '\b'; break;
      case 'f': *o++ = '\f'; break;
      case 'n': *o++ = '\n'; break;
      case 'r': *o++ = '\r'; break;
      case 't': *o++ = '\t'; break;
      case 'u': {
        unsigned long c, d;
        if (end - q < 4 || !hex4(q, &c)) { free(buf); return 0; }
        q += 4;
        if (c >= 0xD800 && c <= 0xDBFF && end - q >= 6 && q[0] == '\\' && q[1] == 'u' && hex4(q + 2, &d) && d >= 0xDC00 && d <= 0xDFFF) {
          c = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00);
          q += 6;
        }
        putUtf8(&o, c);
        break;
      }
      default: free(buf); return 0;
    }
  }
  if (q >= end) { free(buf); return 0; }
  *p = q + 1;
  *o = '\0'; /* for the keys' strcmp; values carry their length (they may hold NUL) */
  s->text = buf;
  s->len = (size_t)(o - buf);
  return 1;
}

static void skipSpace(const char **p, const char *end) {
  while (*p < end && (**p == ' ' || **p == '\t' || **p == '\r' || **p == '\n')) (*p)++;
}

/* Reads one flat JSON object into r; 0 when it is not one. */
static int readRequest(const char *line, size_t len, Request *r) {
  const char *p = line, *end = line + len;
  memset(r, 0, sizeof *r);
  skipSpace(&p, end);
  if (p >= end || *p++ != '{') return 0;
  for (;;) {
    skipSpace(&p, end);
    if (p < end && *p == '}') return 1;
    if (p >= end || *p++ != '"') return 0;
    Str key;
    if (!readString(&p, end, &key)) return 0;
    skipSpace(&p, end);
    if (p >= end || *p++ != ':') { free(key.text); return 0; }
    skipSpace(&p, end);
    Str *field = NULL;
    const char *names[] = {"cmd", "op", "grammar", "rule", "input", "base", "ref", "a", "b"};
    Str *slots[] = {&r->cmd, &r->op, &r->grammar, &r->rule, &r->input, &r->base, &r->ref, &r->a, &r->b};
    for (int i = 0; i < 9; i++) if (strcmp(key.text, names[i]) == 0) field = slots[i];
    if (p < end && *p == '"') {
      p++;
      Str value;
      if (!readString(&p, end, &value)) { free(key.text); return 0; }
      if (field != NULL) *field = value; else free(value.text);
    } else {
      char *after;
      if (strcmp(key.text, "seq") == 0) { r->seq = strtol(p, &after, 10); r->hasSeq = 1; p = after; }
      while (p < end && *p != ',' && *p != '}') p++;
    }
    free(key.text);
    skipSpace(&p, end);
    if (p < end && *p == ',') { p++; continue; }
    if (p < end && *p == '}') return 1;
    return 0;
  }
}

static void freeRequest(Request *r) {
  Str *slots[] = {&r->cmd, &r->op, &r->grammar, &r->rule, &r->input, &r->base, &r->ref, &r->a, &r->b};
  for (int i = 0; i < 9; i++) free(slots[i]->text);
}

static int is(const Str *s, const char *text) {
  return s->text != NULL && s->len == strlen(text) && memcmp(s->text, text, s->len) == 0;
}

/* ----- Writing an answer ----- */

static void putJsonString(const char *s, size_t len) {
  putchar('"');
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') printf("\\%c", c);
    else if (c < 0x20) printf("\\u%04x", c);
    else putchar(c);
  }
  putchar('"');
}

/* The UTF-16 length of the first n bytes of UTF-8 text (a 4-byte sequence is two code units). */
static long utf16Offset(const char *s, size_t n) {
  long units = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if ((c & 0xC0) != 0x80) units += c >= 0xF0 ? 2 : 1;
  }
  return units;
}

static void answerString(long seq, const char *key, const char *value, size_t len) {
  printf("{\"seq\":%ld,\"%s\":", seq, key);
  putJsonString(value, len);
  printf("}\n");
}

static void answerNoTarget(long seq, const char *key, const char *why) {
  printf("{\"seq\":%ld,\"%s\":null,\"message\":", seq, key);
  putJsonString(why, strlen(why));
  printf("}\n");
}

/* ----- The operations ----- */

/* A parsed URI-reference, or 0 (and the byte where parsing stopped). */
static int parse(const Str *s, UriUriA *uri, const char **errorPos) {
  *errorPos = NULL;
  return uriParseSingleUriExA(uri, s->text, s->text + s->len, errorPos) == URI_SUCCESS;
}

/* The text of a URI, in a new buffer. */
static char *text(const UriUriA *uri) {
  int chars = 0;
  if (uriToStringCharsRequiredA(uri, &chars) != URI_SUCCESS) return NULL;
  char *out = malloc((size_t)chars + 1);
  if (uriToStringA(out, uri, chars + 1, NULL) != URI_SUCCESS) { free(out); return NULL; }
  return out;
}

static void valid(const Request *r) {
  if (is(&r->rule, "IPv4address")) {
    unsigned char octets[4];
    int ok = uriParseIpFourAddressA(octets, r->input.text, r->input.text + r->input.len) == URI_SUCCESS;
    printf("{\"seq\":%ld,\"valid\":%s}\n", r->seq, ok ? "true" : "false");
    return;
  }
  UriUriA uri;
  const char *errorPos;
  if (!parse(&r->input, &uri, &errorPos)) {
    // The offset is the URI-reference's: for the narrower rules it need not be theirs.
    if (is(&r->rule, "URI-reference") && errorPos != NULL) printf("{\"seq\":%ld,\"valid\":false,\"offset\":%ld}\n", r->seq, utf16Offset(r->input.text, (size_t)(errorPos - r->input.text)));
    else printf("{\"seq\":%ld,\"valid\":false}\n", r->seq);
    return;
  }
  int scheme = uri.scheme.first != NULL, fragment = uri.fragment.first != NULL;
  int ok = is(&r->rule, "URI-reference") ? 1 : is(&r->rule, "URI") ? scheme : is(&r->rule, "absolute-URI") ? scheme && !fragment : !scheme;
  uriFreeUriMembersA(&uri);
  printf("{\"seq\":%ld,\"valid\":%s}\n", r->seq, ok ? "true" : "false");
}

static void resolve(const Request *r) {
  UriUriA base, ref, target;
  const char *errorPos;
  if (!parse(&r->base, &base, &errorPos)) { answerNoTarget(r->seq, "target", "the base does not parse"); return; }
  if (!parse(&r->ref, &ref, &errorPos)) { uriFreeUriMembersA(&base); answerNoTarget(r->seq, "target", "the reference does not parse"); return; }
  if (uriAddBaseUriExA(&target, &ref, &base, URI_RESOLVE_STRICTLY) != URI_SUCCESS) {
    answerNoTarget(r->seq, "target", "uriAddBaseUriExA fails");
  } else {
    char *t = text(&target);
    if (t == NULL) answerNoTarget(r->seq, "target", "uriToStringA fails");
    else answerString(r->seq, "target", t, strlen(t));
    free(t);
    uriFreeUriMembersA(&target);
  }
  uriFreeUriMembersA(&ref);
  uriFreeUriMembersA(&base);
}

static void normalize(const Request *r) {
  UriUriA uri;
  const char *errorPos;
  if (!parse(&r->input, &uri, &errorPos)) { answerNoTarget(r->seq, "output", "the input does not parse"); return; }
  char *t = uriNormalizeSyntaxA(&uri) == URI_SUCCESS ? text(&uri) : NULL;
  if (t == NULL) answerNoTarget(r->seq, "output", "uriNormalizeSyntaxA fails");
  else answerString(r->seq, "output", t, strlen(t));
  free(t);
  uriFreeUriMembersA(&uri);
}

static void equivalent(const Request *r) {
  UriUriA a, b;
  const char *errorPos;
  if (!parse(&r->a, &a, &errorPos)) { answerNoTarget(r->seq, "equivalent", "a does not parse"); return; }
  if (!parse(&r->b, &b, &errorPos)) { uriFreeUriMembersA(&a); answerNoTarget(r->seq, "equivalent", "b does not parse"); return; }
  int same = uriNormalizeSyntaxA(&a) == URI_SUCCESS && uriNormalizeSyntaxA(&b) == URI_SUCCESS && uriEqualsUriA(&a, &b);
  printf("{\"seq\":%ld,\"equivalent\":%s}\n", r->seq, same ? "true" : "false");
  uriFreeUriMembersA(&a);
  uriFreeUriMembersA(&b);
}

int main(void) {
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, stdin)) != -1) {
    if (len > 0 && line[len - 1] == '\n') len--;
    Request r;
    if (!readRequest(line, (size_t)len, &r)) {
      printf("{\"errored\":true,\"message\":\"the request is not a flat JSON object\"}\n");
    } else if (is(&r.cmd, "start")) {
      printf("{\"ready\":true,\"version\":1,\"implementation\":{\"name\":\"uriparser\",\"version\":\"%d.%d.%d\",\"language\":\"c\",\"homepage\":\"https://uriparser.github.io/\"},"
             "\"claims\":{\"ops\":[\"valid\",\"resolve\",\"normalize\",\"equivalent\"],\"grammars\":{\"rfc3986\":[\"URI-reference\",\"URI\",\"absolute-URI\",\"relative-ref\",\"IPv4address\"]}}}\n",
             URI_VER_MAJOR, URI_VER_MINOR, URI_VER_RELEASE);
    } else if (is(&r.cmd, "stop")) {
      freeRequest(&r);
      break;
    } else if (!is(&r.cmd, "run")) {
      printf("{\"seq\":%ld,\"errored\":true,\"message\":\"unknown command\"}\n", r.seq);
    } else if (is(&r.op, "valid") && r.input.text != NULL && r.rule.text != NULL) {
      valid(&r);
    } else if (is(&r.op, "resolve") && r.base.text != NULL && r.ref.text != NULL) {
      resolve(&r);
    } else if (is(&r.op, "normalize") && r.input.text != NULL) {
      normalize(&r);
    } else if (is(&r.op, "equivalent") && r.a.text != NULL && r.b.text != NULL) {
      equivalent(&r);
    } else {
      printf("{\"seq\":%ld,\"skipped\":true,\"reason\":\"not claimed\"}\n", r.seq);
    }
    freeRequest(&r);
    fflush(stdout);
  }
  free(line);
  return 0;
}
