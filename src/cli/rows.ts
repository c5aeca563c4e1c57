/**
 * `uri-grammar check --format tsv` and `--format jsoneachrow`: one value per
 * row in, exactly one answer per row out, in order, for the engines that pipe
 * rows through a command (ClickHouse's executable UDFs, `executable_pool`
 * above all: one long-lived process gets block after block, and waits for a
 * block's answers before it sends the next). So every row that has arrived is
 * answered at once, the answers to what one read brought written together;
 * nothing waits for more input, and no row stops the run: a row that cannot
 * be read is answered NULL.
 *
 * TabSeparated (ClickHouse's escaping, docs/scale.md): a row ends at an LF
 * that no backslash escapes; `\b \f \r \n \t \0 \' \\` and `\a \v \xHH`
 * are decoded, a backslash before any other byte (an LF included) stands for
 * that byte, and a field that is exactly `\N` is NULL. The answer is `1`
 * (valid), `0` (invalid) or `\N` (NULL in, NULL out). A row of more than one
 * field (an unescaped tab) is answered `\N`.
 *
 * With `--chunk-header` (ClickHouse's `send_chunk_header`), each block
 * begins with a line that holds its number of rows, which gets no answer.
 *
 * JSONEachRow: a row is a line holding a JSON object; the value is its
 * `c1` field (ClickHouse's name for an unnamed first argument) or its only
 * field. The answer is `{"result": {"valid", "offset", "expected", "hint",
 * "diagnosis", "diagnosis_code", "diagnosis_start", "diagnosis_end"}}` (the
 * fields of the SQL functions' `uri_error`, src/sql/validate.ts)
 * (`--return-name` renames `result`), `{"result": null}` for a NULL value or
 * a row that is no such object.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { illFormed } from './check-lines.js';
import { loadGrammars, loadedGrammar, type GrammarRule } from './grammars.js';
import { describeFsError, write, type Io } from './io.js';
import { isUtf8 } from 'node:buffer';

/** The row formats of `check --format`. */
export const ROW_FORMATS = ['tsv', 'jsoneachrow'] as const;
export type RowFormat = (typeof ROW_FORMATS)[number];

export interface RowsCommand {
  /** Files read one after another; none (or `-`): standard input. */
  readonly files: readonly string[];
  readonly by: GrammarRule;
  readonly format: RowFormat;
  /** The JSONEachRow answer's field (ClickHouse's `return_name`). */
  readonly returnName: string;
  /** Each block begins with a line of its number of rows (ClickHouse's `send_chunk_header`), answered by nothing. */
  readonly chunkHeader: boolean;
  readonly quiet: boolean;
}

export interface RowTotals {
  rows: number;
  valid: number;
  invalid: number;
  /** Rows answered NULL: a NULL value, or a row that is not one value. */
  nulls: number;
  /** Rows that are not one value (a second TSV field, a line that is no JSON object with the value). */
  unreadable: number;
  /** Inputs that could not be opened. */
  files: number;
  /** With `chunkHeader`: lines where a block's header was due that were no number (answered as rows). */
  badHeaders: number;
}

/** What `check` needs of a grammar's module here. */
interface Checks {
  isValid(input: string, rule: string): boolean;
  check(input: string, rule: string): {
    offset: number;
    expected: readonly string[];
    hint(): string | null;
    readonly diagnosis: { readonly message: string; readonly code: string; readonly start: number; readonly end: number } | null;
  } | null;
}

// ----- TabSeparated: ClickHouse's escaping -----

const BACKSLASH = 0x5c;
const LF = 0x0a;
const TAB = 0x09;

/** `\c` → the byte it stands for (ClickHouse's TabSeparated: the escapes it writes, and \a, \v); any other c stands for itself. */
const ESCAPES: Readonly<Record<number, number>> = {
  0x62: 0x08, // \b
  0x66: 0x0c, // \f
  0x72: 0x0d, // \r
  0x6e: 0x0a, // \n
  0x74: 0x09, // \t
  0x30: 0x00, // \0
  0x61: 0x07, // \a
  0x76: 0x0b, // \v
};

function hexValue(b: number): number {
  return b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1;
}

/** One TabSeparated row: its first field's bytes (unescaped), null for `\N`; `fields` counts the unescaped tabs plus one. */
export interface TsvRow {
  readonly value: Uint8Array | null;
  readonly fields: number;
  /** The value as text, when the reader knows it is ASCII (the fast path); else undefined. */
  readonly text?: string;
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * The rows of TabSeparated bytes, read as they come: `push` takes a chunk
 * and returns the rows it completes; `end` the last row when the input does
 * not end with LF. The state between chunks is the unfinished field and the
 * escape being read, so a row split anywhere (inside an escape too) costs
 * its length once. A row that begins and ends in one chunk with no backslash
 * and no tab is taken whole (its value a view of the chunk, valid until the
 * next `push`, and its text when it is ASCII): the rows an engine writes are
 * mostly such.
 */
export class TsvReader {
  private field = new Uint8Array(256);
  private length = 0;
  /** Raw bytes of the row so far (0 with `length` 0: nothing read). */
  private raw = 0;
  /** The field is exactly the escape `\N` so far. */
  private nullMark = false;
  private fields = 1;
  /** 0 none; 1 after "\"; 2 after "\x"; 3 after "\x" and one hex digit (`hexDigit`, its value `hex`). */
  private escape = 0;
  private hex = 0;
  private hexDigit = 0;
  /** The bytes the searches of the fast path went over (what test/unit/cli-rows.test.ts counts). */
  searched = 0;

  /** The index of the next `b` from `from` (a native search where the bytes are a Buffer), or the chunk's length. */
  private search(chunk: Uint8Array, b: number, from: number): number {
    const at = chunk.indexOf(b, from);
    this.searched += (at < 0 ? chunk.length : at + 1) - from;
    return at < 0 ? chunk.length : at;
  }

  push(chunk: Uint8Array): TsvRow[] {
    const rows: TsvRow[] = [];
    // The chunk as Latin-1 text, made once when a row of it takes the fast path.
    let latin1: string | null = null;
    let ascii = false;
    // The next backslash and tab at or after the row's start (chunk.length: none): each search starts past the last.
    let backslash = -1;
    let tab = -1;
    let i = 0;
    while (i < chunk.length) {
      // A row that begins here, ends in this chunk and holds no backslash and no tab is its bytes as they are.
      if (this.raw === 0) {
        const lf = this.search(chunk, LF, i);
        if (backslash < i) backslash = this.search(chunk, BACKSLASH, i);
        if (tab < i) tab = this.search(chunk, TAB, i);
        if (lf < chunk.length && backslash > lf && tab > lf) {
          if (latin1 === null) {
            latin1 = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
            ascii = !NON_ASCII.test(latin1);
          }
          const text = latin1.slice(i, lf);
          rows.push(ascii || !NON_ASCII.test(text) ? { value: chunk.subarray(i, lf), fields: 1, text } : { value: chunk.slice(i, lf), fields: 1 });
          i = lf + 1;
          continue;
        }
      }
      // Byte by byte, up to the end of the row or of the chunk.
      for (; i < chunk.length; i++) {
        const b = chunk[i]!;
        this.raw++;
        if (this.escape === 1) {
          this.escape = 0;
          if (b === 0x78) {
            this.escape = 2;
            continue;
          }
          this.nullMark = b === 0x4e && this.raw === 2 && this.fields === 1;
          this.add(ESCAPES[b] ?? b);
          continue;
        }
        if (this.escape === 2 || this.escape === 3) {
          const h = hexValue(b);
          if (h >= 0 && this.escape === 2) {
            [this.escape, this.hex, this.hexDigit] = [3, h, b];
            continue;
          }
          if (h >= 0) {
            this.escape = 0;
            this.add((this.hex << 4) | h);
            continue;
          }
          // "\x" without two hex digits: the "x" (and the digit) stand for themselves; the byte is read as usual.
          this.add(0x78);
          if (this.escape === 3) this.add(this.hexDigit);
          this.escape = 0;
        }
        if (b === LF) {
          rows.push(this.row());
          i++;
          break;
        }
        this.nullMark = false;
        if (b === BACKSLASH) {
          this.escape = 1;
        } else if (b === TAB) {
          this.fields++;
        } else if (this.fields === 1) {
          this.add(b);
        }
      }
    }
    return rows;
  }

  /** The last row, when the input ends without LF after it (an unfinished escape stands for itself). */
  end(): TsvRow | null {
    if (this.raw === 0) return null;
    if (this.escape === 1) this.add(BACKSLASH);
    if (this.escape >= 2) {
      this.add(0x78);
      if (this.escape === 3) this.add(this.hexDigit);
    }
    this.escape = 0;
    return this.row();
  }

  private add(b: number): void {
    if (this.fields !== 1) return;
    if (this.length === this.field.length) {
      const bigger = new Uint8Array(this.field.length * 2);
      bigger.set(this.field);
      this.field = bigger;
    }
    this.field[this.length++] = b;
  }

  private row(): TsvRow {
    // A field that is exactly "\N" (its two raw bytes, then the LF or the end).
    const isNull = this.nullMark && this.length === 1;
    const row: TsvRow = { value: isNull ? null : this.field.slice(0, this.length), fields: this.fields };
    [this.length, this.raw, this.nullMark, this.fields, this.escape] = [0, 0, false, 1, 0];
    return row;
  }
}

// ----- The answers -----

/** A JSONEachRow answer's record: valid, and where and why not. */
interface Verdict {
  readonly valid: boolean;
  readonly offset: number | null;
  readonly expected: readonly string[];
  readonly hint: string | null;
  /** The likely mistake (`UriSyntaxError.diagnosis`), its code and span, as the SQL functions' `uri_error` gives them. */
  readonly diagnosis: string | null;
  readonly diagnosis_code: string | null;
  readonly diagnosis_start: number | null;
  readonly diagnosis_end: number | null;
}

const NO_DIAGNOSIS = { diagnosis: null, diagnosis_code: null, diagnosis_start: null, diagnosis_end: null } as const;

/** The text of well-formed UTF-8 bytes, else null: Node's own check and decoder, as the command reads lines (./lines.ts). */
function decodeStrict(bytes: Uint8Array): string | null {
  return isUtf8(bytes) ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') : null;
}

/** The verdict on a value's bytes: not UTF-8 is invalid at its first ill-formed byte, as `check` reports it. */
function verdictOf(grammar: Checks, rule: string, bytes: Uint8Array | string): Verdict {
  const text = typeof bytes === 'string' ? bytes : decodeStrict(bytes);
  if (text === null) {
    const bad = illFormed(Buffer.from(bytes as Uint8Array));
    return { valid: false, offset: bad.offset, expected: [], hint: bad.message, ...NO_DIAGNOSIS };
  }
  // The DFA's verdict first: the error is built only for a row that fails.
  const e = grammar.isValid(text, rule) ? null : grammar.check(text, rule);
  if (e === null) return { valid: true, offset: null, expected: [], hint: null, ...NO_DIAGNOSIS };
  const d = e.diagnosis;
  return {
    valid: false,
    offset: e.offset,
    expected: e.expected,
    hint: e.hint(),
    ...(d === null ? NO_DIAGNOSIS : { diagnosis: d.message, diagnosis_code: d.code, diagnosis_start: d.start, diagnosis_end: d.end }),
  };
}

/** A control character, which a JSON string holds only escaped (RFC 8259 §7). */
const CONTROL = /[\x00-\x1f]/;

/** The value of a JSONEachRow line: its `c1` or only field; undefined when the line is no such object (or its value no string or null). */
function jsonValue(line: string): string | null | undefined {
  // ClickHouse's row of one unnamed argument whose text needs no JSON escape: the text between the quotes.
  if (line.startsWith('{"c1":"') && line.endsWith('"}') && line.length >= 9 && line.indexOf('"', 7) === line.length - 2 && line.indexOf('\\', 7) < 0 && !CONTROL.test(line)) {
    return line.slice(7, -2);
  }
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return undefined;
  const keys = Object.keys(row);
  const value = keys.includes('c1') ? (row as Record<string, unknown>).c1 : keys.length === 1 ? (row as Record<string, unknown>)[keys[0]!] : undefined;
  return typeof value === 'string' || value === null ? value : undefined;
}

/** Answers the rows of one input as they arrive. */
async function answerInput(source: AsyncIterable<Buffer | string>, cmd: RowsCommand, grammar: Checks, totals: RowTotals, io: Io): Promise<void> {
  const { rule } = cmd.by;
  const answerNull = cmd.format === 'tsv' ? '\\N\n' : `${JSON.stringify({ [cmd.returnName]: null })}\n`;
  const prefix = `{${JSON.stringify(cmd.returnName)}:`;
  const count = (valid: boolean): void => {
    totals.rows++;
    if (valid) totals.valid++;
    else totals.invalid++;
  };
  const nullRow = (readable: boolean): string => {
    totals.rows++;
    totals.nulls++;
    if (!readable) totals.unreadable++;
    return answerNull;
  };
  // With chunk headers: the rows still due in the current block (0: the next line is a header).
  let due = 0;
  /** True when `text` was a block's header (its number of rows, now due), which gets no answer. */
  const header = (text: string | null): boolean => {
    if (!cmd.chunkHeader || due > 0) return false;
    if (text !== null && /^[0-9]{1,15}$/.test(text)) {
      due = Number(text);
      return true;
    }
    // Not a number: no header; the line is answered as a row (and the next line is read as a header).
    totals.badHeaders++;
    return false;
  };
  const rowOfBlock = (): void => {
    if (due > 0) due--;
  };
  const tsvAnswer = (row: TsvRow): string => {
    if (cmd.chunkHeader && due === 0 && header(row.fields === 1 && row.value !== null ? (row.text ?? Buffer.from(row.value).toString('latin1')) : null)) return '';
    rowOfBlock();
    if (row.fields !== 1) return nullRow(false);
    if (row.value === null) return nullRow(true);
    const text = row.text ?? decodeStrict(row.value);
    const valid = text !== null && grammar.isValid(text, rule);
    count(valid);
    return valid ? '1\n' : '0\n';
  };
  const jsonAnswer = (line: Buffer): string => {
    // A row is a line with a JSON object; a blank line is none.
    const latin1 = line.toString('latin1');
    if (/^\s*$/.test(latin1)) return '';
    if (cmd.chunkHeader && due === 0 && header(latin1.trim())) return '';
    rowOfBlock();
    const value = jsonValue(line.toString('utf8'));
    if (value === undefined) return nullRow(false);
    if (value === null) return nullRow(true);
    const verdict = verdictOf(grammar, rule, value);
    count(verdict.valid);
    return `${prefix}${JSON.stringify(verdict)}}\n`;
  };

  if (cmd.format === 'tsv') {
    const reader = new TsvReader();
    for await (const chunk of source) {
      const rows = reader.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
      // Every row that arrived is answered now: the engine waits for them before it sends more.
      if (rows.length > 0) await write(io.stdout, rows.map(tsvAnswer).join(''));
    }
    const last = reader.end();
    if (last !== null) await write(io.stdout, tsvAnswer(last));
    return;
  }
  let pending: Buffer[] = [];
  for await (const chunk of source) {
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let out = '';
    let start = 0;
    for (let lf = data.indexOf(LF); lf >= 0; lf = data.indexOf(LF, start)) {
      const piece = data.subarray(start, lf);
      out += jsonAnswer(pending.length === 0 ? piece : Buffer.concat([...pending, piece]));
      pending = [];
      start = lf + 1;
    }
    if (start < data.length) pending.push(data.subarray(start));
    await write(io.stdout, out);
  }
  if (pending.length > 0) await write(io.stdout, jsonAnswer(Buffer.concat(pending)));
}

/** Runs `check --format tsv|jsoneachrow`; resolves to the totals. */
export async function runRows(cmd: RowsCommand, io: Io): Promise<RowTotals> {
  const started = process.hrtime.bigint();
  await loadGrammars([cmd.by.grammar]);
  const grammar = loadedGrammar(cmd.by.grammar) as unknown as Checks;
  const totals: RowTotals = { rows: 0, valid: 0, invalid: 0, nulls: 0, unreadable: 0, files: 0, badHeaders: 0 };
  for (const input of cmd.files.length === 0 ? ['-'] : cmd.files) {
    const source = (input === '-' ? io.stdin : createReadStream(input)) as Readable;
    try {
      await answerInput(source as AsyncIterable<Buffer>, cmd, grammar, totals, io);
    } catch (e) {
      if (input === '-') throw e;
      totals.files++;
      await write(io.stderr, `uri-grammar check: cannot read ${input}: ${describeFsError(e)}\n`);
    }
  }
  if (!cmd.quiet) {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const nulls = totals.nulls ? `, ${totals.nulls} NULL${totals.unreadable ? ` (${totals.unreadable} not one value)` : ''}` : '';
    const headers = totals.badHeaders ? `, ${totals.badHeaders} ${totals.badHeaders === 1 ? 'line' : 'lines'} where a chunk header was due` : '';
    await write(io.stderr, `checked ${totals.rows} ${totals.rows === 1 ? 'row' : 'rows'}: ${totals.valid} valid, ${totals.invalid} invalid${nulls}${headers} (${cmd.format}, ${seconds.toFixed(2)} s)\n`);
  }
  return totals;
}
