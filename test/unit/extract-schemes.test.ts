/**
 * The IANA URI scheme registry as extract ships it (src/extract/iana-schemes.ts):
 * its shape (each name a scheme of RFC 3986 §3.1, in lower case, sorted, no
 * name twice, no name in two statuses, its date and source), and the policy
 * that decides which `word:` begins a URI (src/extract/schemes.ts).
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import {
  HISTORICAL_SCHEMES,
  IANA_REGISTRY_DATE,
  IANA_REGISTRY_SOURCE,
  PERMANENT_SCHEMES,
  PROVISIONAL_SCHEMES,
  REGISTERED_SCHEMES,
  extract,
  type ExtractOptions,
} from '../../src/extract/index';
import { isValid } from '../../src/index';

const LISTS = { permanent: PERMANENT_SCHEMES, provisional: PROVISIONAL_SCHEMES, historical: HISTORICAL_SCHEMES };

describe('the IANA registry as data', () => {
  test('the header names the registry, its date and its source', () => {
    expect(IANA_REGISTRY_SOURCE).toBe('https://www.iana.org/assignments/uri-schemes/uri-schemes.xhtml');
    expect(IANA_REGISTRY_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'extract', 'iana-schemes.ts'), 'utf8');
    const header = source.slice(0, source.indexOf('*/'));
    expect(header).toContain(IANA_REGISTRY_SOURCE);
    expect(header).toContain(IANA_REGISTRY_DATE);
  });

  test.each(Object.entries(LISTS))('%s: schemes of RFC 3986 §3.1, in lower case, sorted, each once', (_status, list) => {
    expect(list.length).toBeGreaterThan(5);
    for (const name of list) {
      expect(name).toMatch(/^[a-z][a-z0-9+.-]*$/);
      expect(isValid(`${name}:x`, 'URI')).toBe(true);
    }
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(list.length);
    expect(Object.isFrozen(list)).toBe(true);
  });

  test('no scheme has two statuses; the registry is their union', () => {
    const all = [...PERMANENT_SCHEMES, ...PROVISIONAL_SCHEMES, ...HISTORICAL_SCHEMES];
    expect(new Set(all).size).toBe(all.length);
    expect(REGISTERED_SCHEMES.size).toBe(all.length);
  });

  test('the registry holds the schemes of the RFCs it lists, by status', () => {
    for (const s of ['http', 'https', 'ftp', 'file', 'mailto', 'urn', 'tel', 'data', 'geo', 'ws', 'wss', 'about']) expect(PERMANENT_SCHEMES).toContain(s);
    for (const s of ['ssh', 'git', 'magnet', 'bitcoin', 'spotify', 'vscode', 'sftp']) expect(PROVISIONAL_SCHEMES).toContain(s);
    for (const s of ['wais', 'prospero', 'fax', 'modem']) expect(HISTORICAL_SCHEMES).toContain(s);
  });
});

describe('which word: begins a URI', () => {
  const uris = (text: string, options: ExtractOptions = {}) => [...extract(text, options)].map((m) => m.uri);

  test('registered, in any case but capitals before no //', () => {
    expect(uris('Gopher://g.example/1 wais://w.example/ Mailto:a@b.example')).toEqual(['Gopher://g.example/1', 'wais://w.example/', 'Mailto:a@b.example']);
    expect(uris('FILE:12:3 HTTP:80 MAILTO:a@b NOTE:x TODO:y URN:a:b')).toEqual([]);
    expect(uris('HTTP://A/ FILE:///x')).toEqual(['HTTP://A/', 'FILE:///x']);
  });

  test('plausible: a private scheme with an authority, a reverse domain name before :/', () => {
    expect(uris('postgres://db/x slack://open com.example.app:/cb Note:see foo:bar')).toEqual(['postgres://db/x', 'slack://open', 'com.example.app:/cb']);
    expect(uris('postgres://db/x com.example.app:/cb bitcoin:1A', { schemes: 'registered' })).toEqual(['bitcoin:1A']);
    expect(uris('MyApp://x')).toEqual([]);
  });

  test('a list, and any', () => {
    expect(uris('http://a/ gopher://g/ GOPHER:x', { schemes: ['Gopher'] })).toEqual(['gopher://g/']);
    expect(uris('FILE:12:3 Note:see', { schemes: 'any' })).toEqual(['FILE:12:3', 'Note:see']);
  });

  test('bad values are TypeErrors', () => {
    expect(() => extract('x', { schemes: 'some' as 'any' }).next()).toThrow(TypeError);
    expect(() => extract('x', { schemes: [1] as unknown as string[] }).next()).toThrow(TypeError);
    expect(() => extract('x', { code: 'keep' as 'skip' }).next()).toThrow(TypeError);
    expect(() => extract('x', { markdown: 'yes' as unknown as boolean }).next()).toThrow(TypeError);
  });
});
