/**
 * What a corpus committed to the repository must not hold: the URIs that
 * `node scripts/build-corpus.mjs --public` leaves out, and that
 * test/proof/differential.test.ts checks the committed corpus for.
 *
 * - `file`: a `file:` URI (or `git+file:` and the like) names a path of the
 *   machine it was written on (RFC 8089 §2), not a resource anyone can reach.
 * - `userinfo`: a user name or password in the authority (RFC 3986 §3.2.1),
 *   unless every part is a generic account such as `git`, `anonymous` or the
 *   placeholders `user:password` of documentation.
 * - `e-mail`: an e-mail address anywhere in the URI (`mailto:`, a Message-ID in
 *   a mailing-list archive's path, a `%40` in a query, one hidden behind HTML
 *   character references or `[at]`, a `mailto:` mailbox without its domain),
 *   unless its domain is one reserved for examples (RFC 2606 §2–3, RFC 6761 §6:
 *   `example.com`, `.example`, `.invalid`, `.test`, `.localhost`).
 * - `machine`: any of the strings given as `machine` (the folders the corpus is
 *   built from and in, the temporary folder and the home folder of the machine).
 *
 * CommonJS so that both the ES module script and the jest tests can load it.
 */
'use strict';

/** RFC 3986 Appendix B. */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

/** Account names that identify nobody (the parts of a userinfo between `:`, compared case-insensitively). */
const GENERIC_ACCOUNTS = new Set(['', 'user', 'username', 'pass', 'password', 'passwd', 'git', 'anonymous', 'anoncvs', 'pserver', 'guest']);

/** An e-mail address, `@` written or percent-encoded; group 1 is its domain (its last label has letters only). */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})(?![A-Za-z0-9-])/gi;

/** The domains reserved for examples and tests: RFC 2606 §2–3 and RFC 6761 §6. */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example\.(?:com|net|org)|example|invalid|test|localhost)$/i;

/**
 * `s` with what hides an address from a plain search spelled out: HTML character references
 * (`&#37;&#52;&#48;` is `%40`), then percent-encoded octets (RFC 3986 §2.1, read as Latin-1:
 * only ASCII matters here), then the `[at]` and `[dot]` of obfuscated addresses.
 */
function spelledOut(s) {
  return s
    .replace(/&#(?:[xX]([0-9A-Fa-f]{1,6})|([0-9]{1,7}));?/g, (ref, hex, dec) => {
      const c = hex !== undefined ? parseInt(hex, 16) : Number(dec);
      return c <= 0x10ffff ? String.fromCodePoint(c) : ref;
    })
    .replace(/&(commat|period|amp);/gi, (ref, name) => ({ commat: '@', period: '.', amp: '&' })[name.toLowerCase()])
    .replace(/%([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\s*[[({](at|dot)[\])}]\s*/gi, (_, word) => (word.toLowerCase() === 'at' ? '@' : '.'));
}

/**
 * Why `uri` may not go into a committed corpus (`'file'`, `'userinfo'`,
 * `'e-mail'` or `'machine'`), or null when it may.
 */
function whyNotPublic(uri, machine = []) {
  const m = APPENDIX_B.exec(uri);
  const scheme = (m[2] ?? '').toLowerCase();
  if (scheme === 'file' || scheme.endsWith('+file')) return 'file';
  let rest = uri;
  if (m[4] !== undefined) {
    const at = m[4].lastIndexOf('@');
    if (at >= 0) {
      if (!m[4].slice(0, at).split(':').every((part) => GENERIC_ACCOUNTS.has(part.toLowerCase()))) return 'userinfo';
      // A generic userinfo before the host is not an e-mail address.
      const start = (m[1] ?? '').length + 2;
      rest = uri.slice(0, start) + uri.slice(start + at + 1);
    }
  }
  for (const e of spelledOut(rest).matchAll(EMAIL)) if (!EXAMPLE_DOMAIN.test(e[1])) return 'e-mail';
  // RFC 6068 §2: a mailto: path is a list of addresses; one without its domain is still a mailbox's name.
  if (scheme === 'mailto' && !spelledOut(m[5]).split(',').every((to) => to === '' || /@[^@]+$/.test(to) && EXAMPLE_DOMAIN.test(to.slice(to.lastIndexOf('@') + 1)))) return 'e-mail';
  for (const s of machine) if (s !== '' && uri.includes(s)) return 'machine';
  return null;
}

module.exports = { whyNotPublic };
