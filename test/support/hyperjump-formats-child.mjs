/*
 * @hyperjump/json-schema-formats, out of process (an ES module package, which
 * jest's CommonJS runtime cannot load): reads a JSON array of [format, input]
 * from standard input and writes, for each, true or false as its predicate
 * returns, or "throws" when it throws.
 */
import { isIri, isIriReference, isUri, isUriReference, isUriTemplate } from '@hyperjump/json-schema-formats';

const predicates = { 'uri': isUri, 'uri-reference': isUriReference, 'iri': isIri, 'iri-reference': isIriReference, 'uri-template': isUriTemplate };

let text = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (text += chunk));
process.stdin.on('end', () => {
  const out = JSON.parse(text).map(([format, input]) => {
    try {
      return predicates[format](input) === true;
    } catch {
      return 'throws';
    }
  });
  process.stdout.write(JSON.stringify(out));
});
