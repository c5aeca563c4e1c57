#!/usr/bin/env node
/**
 * Writes examples/uris.txt, the sample input of `uri-grammar check`: several
 * thousand lines of the URI references found in logs, crawls and config
 * files, most of them valid, with the typical mistakes mixed in.
 *
 *   node scripts/make-examples.mjs [--lines 5000] [--seed 3986] [--out examples/uris.txt]
 *
 * The output is deterministic (a seeded PRNG): running it again rewrites the
 * same bytes. Lines end in LF; a few deliberately end in CRLF, and a few are
 * Latin-1 rather than UTF-8, as files assembled from several sources do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { opt } from './args.mjs';
import { mulberry32 } from './random.cjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LINES = Number(opt('lines', 5000));
const SEED = Number(opt('seed', 3986));
const OUT = path.resolve(REPO, opt('out', 'examples/uris.txt'));

// A seeded PRNG, so that the file is the same on every run.
const random = mulberry32(SEED);
const int = (n) => Math.floor(random() * n);
const pick = (xs) => xs[int(xs.length)];
const maybe = (p, f) => (random() < p ? f() : '');

// ----- the parts of valid references -----

const domains = [
  'example.com', 'www.example.org', 'api.example.net', 'cdn.example.com', 'docs.example.org',
  'mail.example.com', 'static.example.net', 'en.wikipedia.org', 'github.com', 'registry.npmjs.org',
  'www.rfc-editor.org', 'datatracker.ietf.org', 'news.ycombinator.com', 'localhost', 'intranet.corp.example',
  'xn--bcher-kva.example', 'shop.example.co.uk', 'media.example.com', 'files.example.org', 'auth.example.com',
];
const words = [
  'index', 'about', 'blog', 'posts', 'users', 'api', 'v1', 'v2', 'search', 'docs', 'images', 'assets',
  'css', 'js', 'products', 'cart', 'checkout', 'login', 'logout', 'static', 'download', 'archive', '2023',
  '2024', 'news', 'article', 'tags', 'category', 'help', 'faq', 'contact', 'team', 'releases', 'issues',
];
const exts = ['', '', '', '.html', '.php', '.json', '.png', '.jpg', '.css', '.js', '.pdf', '.tar.gz', '.xml'];
const keys = ['q', 'id', 'page', 'sort', 'lang', 'ref', 'utm_source', 'utm_medium', 'session', 'limit', 'offset', 'filter', 'format'];
const values = ['1', '42', 'en', 'de-CH', 'asc', 'desc', 'newsletter', 'email', 'json', 'a%20b', 'caf%C3%A9', 'x+y', '', 'true', '10'];
const frags = ['top', 'section-2', 'install', 'L10-L20', 'comments', 'usage', '', 'page=3', 'heading:intro', '/route/home'];

const segment = () => pick(words);
const pathOf = (n) => Array.from({ length: n }, segment).join('/') + pick(exts);
const query = () => Array.from({ length: 1 + int(3) }, () => `${pick(keys)}=${pick(values)}`).join('&');
const ipv4 = () => `${int(256)}.${int(256)}.${int(256)}.${int(256)}`;
const h16 = () => int(0x10000).toString(16);
const ipv6 = () =>
  pick([
    () => Array.from({ length: 8 }, h16).join(':'),
    () => `2001:db8::${h16()}`,
    () => `fe80::${h16()}:${h16()}`,
    () => '::1',
    () => `::ffff:${ipv4()}`,
    () => `2001:db8:${h16()}::${h16()}:${h16()}`,
  ])();
const host = () =>
  pick([
    ...Array(14).fill(() => pick(domains)),
    () => ipv4(),
    () => `[${ipv6()}]`,
    () => `[${ipv6()}]`,
    () => `[v1.${pick(['fe80::a+en1', 'x', 'node-7'])}]`,
  ])();
const port = () => maybe(0.15, () => `:${pick(['80', '443', '8080', '3000', '8443', '5432', ''])}`);
const userinfo = () => maybe(0.05, () => `${pick(['user', 'admin', 'anonymous', 'john.doe'])}${maybe(0.5, () => ':secret')}@`);
const tail = () => maybe(0.35, () => `?${query()}`) + maybe(0.15, () => `#${pick(frags)}`);

const valid = [
  // http and https carry most of the weight, as in real logs
  ...Array(10).fill(() => `${pick(['http', 'https', 'https'])}://${userinfo()}${host()}${port()}/${pathOf(int(4))}${tail()}`),
  () => `https://${pick(domains)}`,
  () => `ftp://${pick(['ftp.example.org', 'mirror.example.net'])}/pub/${pathOf(2)}`,
  () => `mailto:${pick(['info', 'support', 'jane.doe'])}@${pick(domains)}${maybe(0.3, () => '?subject=Hello%20there')}`,
  () => `urn:${pick(['isbn:0451450523', 'ietf:rfc:3986', 'uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', 'oasis:names:specification:docbook:dtd:xml:4.1.2'])}`,
  () => `file://${maybe(0.3, () => 'localhost')}/${pick(['etc/hosts', 'home/user/notes.txt', 'C:/Windows/win.ini', 'tmp/a%20b.txt'])}`,
  () => `data:${pick(['text/plain;charset=utf-8,Hello%2C%20World', 'image/png;base64,iVBORw0KGgo=', ',A%20brief%20note'])}`,
  () => `tel:${pick(['+1-201-555-0123', '+41-44-668-1800', '7042;phone-context=example.com'])}`,
  () => `${pick(['ldap', 'ssh', 'git', 'ws', 'wss', 'redis', 'postgresql'])}://${pick(domains)}${port()}/${pathOf(int(3))}`,
  () => `news:comp.infosystems.www.servers.unix`,
  () => `s3://bucket-${int(100)}/${pathOf(2)}`,
  // relative references (RFC 3986 §4.2)
  () => `/${pathOf(1 + int(3))}${tail()}`,
  () => `${pathOf(1 + int(2))}${tail()}`,
  () => `../${pathOf(1)}`,
  () => `./${pathOf(1)}`,
  () => `//${pick(domains)}/${pathOf(1)}`,
  () => `?${query()}`,
  () => `#${pick(frags)}`,
  () => `./this:that`,
];

// ----- the typical mistakes -----

const good = () => `https://${pick(domains)}/${pathOf(1 + int(2))}`;
const mistakes = [
  () => `${good()}/my file.html`, // a space
  () => `http://exa mple.com/`, // a space in the host
  () => `${good()}?q=${pick(['50%', '100% sure', '%zz', 'a%2'])}`, // a bare "%"
  () => `https://${pick(domains)}/${pick(['café', 'naïve', 'straße', 'Ünïcödé', '日本語', 'emoji-😀'])}`, // non-ASCII
  () => `http://${pick(['bücher', 'münchen'])}.example/`, // an IDN not in its xn-- form
  () => `http:\\\\${pick(domains)}\\${pick(words)}`, // backslashes
  () => `${good()}?cols=a|b|c`, // "|"
  () => `https://${pick(domains)}/api/{id}/items`, // "{" "}" (a URI template)
  () => `${good()}/[draft]/notes`, // "[" in a path
  () => `${pick(['10:30', '2024-01-01T10:30:00', '1st:place', 'my_key:value'])}/relative`, // a colon in the first segment of a relative path
  () => `${pick(['1http', '-x', '_tmp'])}:resource`, // not a scheme, not a relative path
  () => `https://[${pick(['2001:db8::1::2', '::ffff:999.1.1.1', '12345::1', 'fe80::1%eth0', '1:2:3:4:5:6:7:8:9'])}]/`, // bad IPv6
  () => `http://[${pick(['v.abc', 'vz.1', 'v1'])}]/`, // bad IPvFuture
  () => `http://${pick(domains)}:${pick(['http', '80a', '-1'])}/`, // a port that is not digits
  () => `http://user@name@${pick(domains)}/`, // two "@"
  () => `${good()}#frag#ment`, // two "#"
  () => `${good()}?q="quoted"`, // a double quote
  () => `<${good()}>`, // angle brackets kept from an e-mail
  () => `${good()}\t`, // a tab
  () => ` ${good()}`, // a leading space
  () => `${good()}^caret`, // "^"
  () => `${good()}/\`tick\``, // a backtick
  () => `http://${pick(domains)}/${pathOf(1)}?a=b c`, // a space in a query
];

// ----- the file -----

const out = [];
for (let i = 0; i < LINES; i++) {
  const r = random();
  let line;
  if (r < 0.84) line = pick(valid)();
  else if (r < 0.985) line = Buffer.from(pick(mistakes)(), 'utf8');
  else if (r < 0.995) line = Buffer.from(`${good()}\r`, 'utf8'); // a CRLF line ending
  else line = Buffer.concat([Buffer.from(`https://${pick(domains)}/caf`), Buffer.from([0xe9]), Buffer.from('/menu')]); // Latin-1 "é": not UTF-8
  out.push(typeof line === 'string' ? Buffer.from(line, 'utf8') : line, Buffer.from('\n'));
}
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, Buffer.concat(out));
console.log(`wrote ${path.relative(REPO, OUT)}: ${LINES} lines, ${fs.statSync(OUT).size} bytes`);
