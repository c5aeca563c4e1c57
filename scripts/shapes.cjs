/**
 * Hostile input shapes: long inputs of the forms that could hurt a PEG parser
 * or a regular expression (long runs of ":", "%", "[", "::" groups, digits and
 * dots, "../" segments, near-misses of IPv6 and IPv4 addresses, ...).
 *
 * Each shape makes, for a size n, a `valid` URI-reference of exactly n
 * characters and a `bad` input of exactly n characters whose syntax error is
 * at `badAt(n)` (for most shapes the last character: everything before it is
 * a prefix of some valid URI-reference, so the parser reads the whole input).
 *
 * Shared by test/proof/hostile.test.ts (correct results, no crash) and
 * scripts/bench.mjs (time per MB for each shape). CommonJS so that both the
 * jest tests and the ES module scripts can load it; scripts/shapes.mjs
 * re-exports it.
 */
'use strict';

/** A character in no RFC 3986 rule. */
const BAD = '^';

/** `prefix` + `unit` repeated + `suffix`, padded with "a" before the suffix to exactly `n` characters. */
function fill(n, prefix, unit, suffix = '') {
  const room = n - prefix.length - suffix.length;
  if (room < 0) throw new RangeError(`size ${n} is too small for this shape`);
  const times = Math.floor(room / unit.length);
  return prefix + unit.repeat(times) + 'a'.repeat(room - times * unit.length) + suffix;
}

/** A shape whose bad variant is the valid one's run with `bad` as its last character(s). */
function shape(id, name, prefix, unit, suffix, badSuffix = BAD, badAt = (n) => n - 1) {
  return {
    id,
    name,
    valid: (n) => fill(n, prefix, unit, suffix),
    bad: (n) => fill(n, prefix, unit, badSuffix),
    badAt,
  };
}

const shapes = Object.freeze([
  shape('path-colons', 'a run of ":" in a path segment', 'http://example.com/a', ':', ''),
  shape('userinfo-colons', 'a run of ":" as userinfo', 'http://', ':', '@example.com/'),
  shape('rootless-colons', 'a run of ":" as a path-rootless', 'a:', ':', ''),
  shape('pct-path', 'a run of "%41" in a path', 'http://example.com/', '%41', '', '%4' + BAD),
  shape('pct-host', 'a reg-name of "%41"', 'http://', '%41', '/', '%4' + BAD),
  shape('ip-literal', 'a long IP-literal (IPvFuture) left open', 'http://[v1.', 'a:', ']/', '['),
  shape('double-colon-groups', '"1::" groups in an IPvFuture', 'http://[v1.', '1::', ']/'),
  shape('ipv6-near-miss', 'IPv6 near-misses "1:2:3:4:5:6:7:8:9::" as userinfo', 'http://', '1:2:3:4:5:6:7:8:9::', '@example.com/'),
  shape('ipv4-near-miss', 'IPv4 near-misses "192.168.0.256." as a reg-name', 'http://', '192.168.0.256.', '/'),
  shape('digits-dots', 'digits and dots "1.2.3.4.5.6.7.8.9." as a reg-name', 'http://', '1.2.3.4.5.6.7.8.9.', '/'),
  shape('port-digits', 'a port of digits', 'http://example.com:', '9', '/'),
  shape('dot-segments', 'a run of "../" after an authority', 'http://example.com/', '../', ''),
  shape('relative-dot-segments', 'a relative path of "../"', '', '../', ''),
  shape('slashes', 'a run of "/" (empty segments)', 'http:', '/', ''),
  shape('scheme', 'a long scheme', '', 'a', ':', BAD),
  shape('query', 'a long query of "?/"', 'http://example.com/?', '?/', '#'),
  shape('reg-name', 'a long reg-name "host."', 'http://', 'host.', '/'),
  // Runs that no valid input can hold: the error is near the start, the rest must not cost more.
  {
    id: 'bracket-run',
    name: 'a run of "[" as a host (valid: "%5B" in a path)',
    valid: (n) => fill(n, '/', '%5B'),
    bad: (n) => fill(n, 'http://[', '['),
    badAt: () => 8,
  },
  {
    id: 'percent-run',
    name: 'a run of bare "%" (valid: "%25")',
    valid: (n) => fill(n, 'http://example.com/', '%25'),
    bad: (n) => fill(n, 'http://example.com/', '%'),
    badAt: () => 20,
  },
  {
    id: 'ipv6-overlong',
    name: 'an IPv6address of ever more "1:" pieces (valid: in a path)',
    valid: (n) => fill(n, 'http://[::1]/', '1:'),
    bad: (n) => fill(n, 'http://[', '1:', ']'),
    badAt: () => 23,
  },
]);

module.exports = { BAD, fill, shapes };
