/**
 * The texts of a DuckDB VARCHAR vector, the whole vector at once, for
 * uri-grammar/duckdb (./duckdb.ts).
 *
 * A VARCHAR vector is an array of 16-byte `string_t`: a length, then the
 * string itself when it has at most 12 bytes, else a prefix and a pointer to
 * its bytes. `@duckdb/node-api` reads a long string by one native call per
 * string (`getItem`), which costs more than checking the URI. Here the long
 * strings of a vector are read in runs instead: their pointers, sorted, fall
 * into runs where each string begins less than a page (4,096 bytes) after the
 * previous one ends, and each run is read by one native call as one span.
 * Every byte of such a span lies on a page that also holds a byte of some
 * string of the run, so the span is memory the engine has mapped (in a table
 * scan, a vector's strings are one run). Each run is then decoded as Latin-1
 * by one call and each string sliced from it, decoded again from its bytes
 * only when it is not all ASCII.
 *
 * A span is read as the BLOB of a string_t of our own (@duckdb/node-api's
 * `DuckDBBlobVector.getItemBytes`). The fields of the VARCHAR vector it reads
 * (`dataView`, `validity`) are @duckdb/node-api's own (its version is pinned
 * in the tests); where they are not what this expects, each string is read by
 * `getItem`.
 */
import { DuckDBBlobVector, type DuckDBDataChunk, type DuckDBVector } from '@duckdb/node-api';

/** What this reads of a VARCHAR vector of @duckdb/node-api (its own fields). */
interface VarCharInternals {
  readonly dataView?: unknown;
  readonly validity?: { readonly data?: unknown };
}

/** Strings up to this many bytes are inlined in their string_t (DuckDB's string_t::INLINE_LENGTH). */
const INLINE = 12;
/** Two strings whose gap is under a page lie on pages that hold string bytes. */
const PAGE = 4096;
/** A run's span stays under this (a Latin-1 string of it is far below V8's longest string). */
const MAX_SPAN = 64 << 20;
const NON_ASCII = /[^\x00-\x7f]/;
const utf8 = new TextDecoder();

/** A string_t of 16 bytes: the length and pointer of the span to read. */
const span = new DataView(new ArrayBuffer(16));
/** A BLOB vector of one item over `span`: its `getItemBytes(0)` reads the span by one native call. */
let spanReader: DuckDBBlobVector | undefined;
const ALL_VALID = { itemValid: (): boolean => true };

/** How the strings were read: long strings in runs (`runs` native calls for `long` strings), or one `getItem` each (`items`). */
export const TEXT_READS = { runs: 0, long: 0, items: 0 };

/** The texts of column `column` of `chunk`, NULL as null. */
export function vectorTexts(chunk: DuckDBDataChunk, column: number, rows: number): (string | null)[] {
  const vector = chunk.getColumnVector(column) as DuckDBVector<string> & VarCharInternals;
  const view = vector.dataView;
  const validity = vector.validity?.data;
  if (!(view instanceof DataView) || view.byteLength < rows * 16 || !(validity === null || validity instanceof BigUint64Array)) {
    const out = new Array<string | null>(rows);
    for (let i = 0; i < rows; i++) out[i] = vector.getItem(i);
    TEXT_READS.items += rows;
    return out;
  }
  const valid = validity === null ? null : new Uint8Array(validity.buffer, validity.byteOffset, validity.byteLength);
  const out = new Array<string | null>(rows).fill(null);
  const long: number[] = [];
  const address = new Float64Array(rows);
  const length = new Uint32Array(rows);
  for (let i = 0; i < rows; i++) {
    if (valid !== null && (valid[i >> 3]! & (1 << (i & 7))) === 0) continue;
    const n = view.getUint32(i * 16, true);
    if (n <= INLINE) {
      out[i] = decode(new Uint8Array(view.buffer, view.byteOffset + i * 16 + 4, n));
      continue;
    }
    // A user-space pointer is below 2^53: exact as a number.
    address[i] = view.getUint32(i * 16 + 8, true) + view.getUint32(i * 16 + 12, true) * 0x1_0000_0000;
    length[i] = n;
    long.push(i);
  }
  let sorted = true;
  for (let k = 1; k < long.length && sorted; k++) sorted = address[long[k]!]! >= address[long[k - 1]!]!;
  if (!sorted) long.sort((a, b) => address[a]! - address[b]!);
  for (let k = 0; k < long.length; ) {
    const start = address[long[k]!]!;
    let end = start + length[long[k]!]!;
    let last = k;
    while (last + 1 < long.length && address[long[last + 1]!]! - end < PAGE && address[long[last + 1]!]! + length[long[last + 1]!]! - start <= MAX_SPAN) {
      last++;
      end = Math.max(end, address[long[last]!]! + length[long[last]!]!);
    }
    span.setUint32(0, end - start, true);
    span.setUint32(8, start % 0x1_0000_0000, true);
    span.setUint32(12, Math.floor(start / 0x1_0000_0000), true);
    spanReader ??= new DuckDBBlobVector(span, ALL_VALID as never, null as never, 0, 1);
    const bytes = spanReader.getItemBytes(0)!;
    TEXT_READS.runs++;
    TEXT_READS.long += last - k + 1;
    const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    const ascii = !NON_ASCII.test(latin1);
    for (let m = k; m <= last; m++) {
      const i = long[m]!;
      const from = address[i]! - start;
      const text = latin1.slice(from, from + length[i]!);
      out[i] = ascii || !NON_ASCII.test(text) ? text : utf8.decode(bytes.subarray(from, from + length[i]!));
    }
    k = last + 1;
  }
  return out;
}

/** UTF-8 bytes as text: ASCII by char codes, the rest by the platform's decoder. */
function decode(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b >= 0x80) return utf8.decode(bytes);
    text += String.fromCharCode(b);
  }
  return text;
}
