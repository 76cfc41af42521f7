import 'server-only';

import { constants, inflateRawSync } from 'node:zlib';

/**
 * What a PDF can carry besides pages, by the PDF name that declares it: scripts (JavaScript, JS),
 * programs and other files it opens (Launch, GoToE, GoToR), actions run on opening or on events
 * (OpenAction, AA), attachments (EmbeddedFile, EmbeddedFiles), Flash and other media
 * (RichMedia), XML forms with scripts of their own (XFA) and form data sent or fetched
 * (SubmitForm, ImportData).
 */
const activeContentKinds = [
  'JavaScript',
  'JS',
  'Launch',
  'OpenAction',
  'AA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
] as const;

export type ActiveContentKind = (typeof activeContentKinds)[number];

/**
 * Why part of a file could not be read: active content could hide there, so the file cannot be
 * called free of it. `encrypted`: streams are encrypted (even an empty password hides them from
 * us, not from a reader); `unsupportedFilter`: a stream encoding we do not decode that could hold
 * objects (LZW, RunLength, ASCIIHex, ASCII85); `limits`: inflating would exceed the limits below.
 */
type UnreadableReason = 'encrypted' | 'unsupportedFilter' | 'limits';

export type PdfScan = { activeContent: ActiveContentKind[]; unreadable: UnreadableReason[] };

/**
 * At most this much is inflated from one file, all streams and layers together. A CV of 10 MB
 * unpacks to a few times its size; one that unpacks to more is a zip bomb or pages of lossless
 * scans. Past the limit the rest could hide anything, so the file is refused (`limits`), not
 * passed half-read; the message asks for a plain export, which is what such a CV needs anyway.
 */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/** Bounds the work on files made of many tiny or broken streams. */
const MAX_INFLATE_CALLS = 20_000;
/** Streams inside streams, or stacked Flate filters; real files need two levels. */
const MAX_DEPTH = 8;
const MAX_OPEN_ACTION_TARGETS = 4;

type NameRule =
  | { kind: ActiveContentKind }
  | { unreadable: UnreadableReason }
  // Names of three bytes turn up by chance in compressed or pixel data (one of these in about
  // 100 MB of random bytes); they count only among text, where PDF syntax is.
  | { kind: ActiveContentKind; short: true }
  | { unreadable: UnreadableReason; short: true };

const nameRules = new Map<string, NameRule>([
  ...activeContentKinds.map((kind): [string, NameRule] => [
    kind,
    kind === 'JS' || kind === 'AA' ? { kind, short: true } : { kind },
  ]),
  ['Encrypt', { unreadable: 'encrypted' }],
  ...['LZWDecode', 'LZW', 'RunLengthDecode', 'ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85'].map(
    (name): [string, NameRule] => [name, { unreadable: 'unsupportedFilter' }],
  ),
  ['RL', { unreadable: 'unsupportedFilter', short: true }],
]);
const longestName = Math.max(...[...nameRules.keys()].map((name) => name.length));

const SLASH = 0x2f;
const PERCENT = 0x25;
const OPEN = 0x28;
const CLOSE = 0x29;
const BACKSLASH = 0x5c;
const LESS = 0x3c;
const GREATER = 0x3e;
const CR = 0x0d;
const LF = 0x0a;
const HASH = 0x23;
const BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const STREAM = Buffer.from('stream', 'latin1');
const ENDSTREAM = Buffer.from('endstream', 'latin1');

/** PDF white space and delimiters (ISO 32000-1, 7.2.2): where a name or keyword ends. */
const boundary = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) boundary[byte] = 1;
for (const char of '()<>[]{}/%') boundary[char.charCodeAt(0)] = 1;

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === LF || byte === CR || byte === 0x09 || byte === 0x0c || byte === 0x00;
const isText = (byte: number) =>
  (byte >= 0x20 && byte <= 0x7e) || byte === LF || byte === CR || byte === 0x09 || byte === 0x0c;
const hexValue = (byte: number | undefined) => {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
};

function skipWhiteSpace(bytes: Buffer, from: number): number {
  let at = from;
  while (isSpace(bytes[at])) at++;
  return at;
}

/**
 * Skips white space and comments to the next token. Gives up after 256 bytes (returning where it
 * stopped), so that many tokens followed by one long comment cost no more than the file's size.
 */
function skipSpaceAndComments(bytes: Buffer, from: number): number {
  const limit = Math.min(bytes.length, from + 256);
  let at = from;
  while (at < limit) {
    if (bytes[at] === PERCENT) {
      while (at < limit && bytes[at] !== LF && bytes[at] !== CR) at++;
    } else if (isSpace(bytes[at])) {
      at++;
    } else {
      break;
    }
  }
  return at;
}

/**
 * Finds the next occurrence of `value` at or after a position, for positions that only grow, so
 * that looking ahead from every `stream` keyword costs one pass over the bytes.
 */
function nextOccurrence(bytes: Buffer, value: number | Buffer) {
  let found = -1;
  return (from: number) => {
    if (found !== Infinity && found < from) {
      const index = bytes.indexOf(value, from);
      found = index === -1 ? Infinity : index;
    }
    return found;
  };
}

/** The end of a comment: the next line break, or `stop`. */
function lineEnd(bytes: Buffer, from: number, stop: number): number {
  let at = from;
  while (at < stop && bytes[at] !== LF && bytes[at] !== CR) at++;
  return at;
}

function isKeywordAt(bytes: Buffer, at: number, keyword: Buffer): boolean {
  const after = at + keyword.length;
  return (
    (at === 0 || boundary[bytes[at - 1]!] === 1) &&
    (after >= bytes.length || boundary[bytes[after]!] === 1) &&
    bytes.subarray(at, after).equals(keyword)
  );
}

/** A zlib header as readers check it: deflate, window ≤ 32 KB, valid check bits, no dictionary. */
function isZlibHeader(bytes: Buffer, at: number): boolean {
  const method = bytes[at];
  const flags = bytes[at + 1];
  if (method === undefined || flags === undefined) return false;
  return (
    (method & 0x0f) === 8 &&
    method >> 4 <= 7 &&
    ((method << 8) | flags) % 31 === 0 &&
    !(flags & 0x20)
  );
}

const OBJECT_REFERENCE =
  /^(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+R(?=[\0\t\n\f\r ()<>[\]{}/%]|$)/;

/** Reads the name whose slash is at `start`, decoding #xx escapes; long names are cut short. */
function readName(bytes: Buffer, start: number, to: number): { name: string; end: number } {
  let name = '';
  let at = start + 1;
  while (at < to && boundary[bytes[at]!] !== 1) {
    let code = bytes[at]!;
    const high = code === HASH ? hexValue(bytes[at + 1]) : -1;
    const low = high === -1 ? -1 : hexValue(bytes[at + 2]);
    if (low !== -1 && at + 2 < to) {
      code = (high << 4) | low;
      at += 3;
    } else {
      at += 1;
    }
    if (name.length <= longestName) name += String.fromCharCode(code);
  }
  return { name, end: at };
}

/** Where the literal string opened at `start` ends (after its `)`), or `stop` if it does not. */
function literalStringEnd(bytes: Buffer, start: number, stop: number): number {
  let depth = 1;
  let at = start + 1;
  while (at < stop && depth > 0) {
    const byte = bytes[at];
    if (byte === BACKSLASH) at++;
    else if (byte === OPEN) depth++;
    else if (byte === CLOSE) depth--;
    at++;
  }
  return depth === 0 ? at : stop;
}

type Entries = Map<string, { start: number; end: number }>;

/**
 * Walks over one value (ISO 32000-1, 7.3) and returns where it ends, or -1 if it does not read as
 * one before `limit`. Just enough syntax to read an action dictionary.
 */
function valueEnd(bytes: Buffer, from: number, limit: number, nesting: number): number {
  const at = skipSpaceAndComments(bytes, from);
  if (at >= limit || nesting > 16) return -1;
  const byte = bytes[at];
  if (byte === LESS && bytes[at + 1] === LESS) {
    return dictionary(bytes, at, limit, nesting)?.end ?? -1;
  }
  if (byte === BRACKET) {
    let next = at + 1;
    for (;;) {
      next = skipSpaceAndComments(bytes, next);
      if (next >= limit) return -1;
      if (bytes[next] === CLOSE_BRACKET) return next + 1;
      next = valueEnd(bytes, next, limit, nesting + 1);
      if (next === -1) return -1;
    }
  }
  if (byte === OPEN) {
    const end = literalStringEnd(bytes, at, limit);
    return end === limit ? -1 : end;
  }
  if (byte === LESS) {
    const end = bytes.indexOf(GREATER, at);
    return end === -1 || end >= limit ? -1 : end + 1;
  }
  if (byte === SLASH) return readName(bytes, at, limit).end;
  const reference = OBJECT_REFERENCE.exec(bytes.toString('latin1', at, Math.min(limit, at + 40)));
  if (reference) return at + reference[0].length;
  let end = at;
  while (end < limit && boundary[bytes[end]!] !== 1) end++;
  return end === at ? -1 : end;
}

/** The entries of the dictionary opened at `at` (`<<`), or undefined if it does not read. */
function dictionary(
  bytes: Buffer,
  at: number,
  limit: number,
  nesting = 0,
): { entries: Entries; end: number } | undefined {
  const entries: Entries = new Map();
  let next = at + 2;
  for (;;) {
    next = skipSpaceAndComments(bytes, next);
    if (next >= limit) return undefined;
    if (bytes[next] === GREATER && bytes[next + 1] === GREATER) return { entries, end: next + 2 };
    if (bytes[next] !== SLASH) return undefined;
    const key = readName(bytes, next, limit);
    const start = skipSpaceAndComments(bytes, key.end);
    const end = valueEnd(bytes, start, limit, nesting + 1);
    if (end === -1 || entries.has(key.name)) return undefined;
    entries.set(key.name, { start, end });
    next = end;
  }
}

/**
 * Whether the value at `at` only says where the document opens: an explicit destination
 * (`[3 0 R /Fit]`, written by LibreOffice and others) or a go-to action with nothing else in it
 * (`<< /S /GoTo /D [3 0 R /Fit] >>`, written by LaTeX's hyperref).
 */
function isDestination(bytes: Buffer, at: number): boolean {
  if (bytes[at] === BRACKET) return true;
  if (bytes[at] !== LESS || bytes[at + 1] !== LESS) return false;
  const action = dictionary(bytes, at, Math.min(bytes.length, at + 4096));
  if (!action || ![...action.entries.keys()].every((key) => ['Type', 'S', 'D'].includes(key))) {
    return false;
  }
  const type = action.entries.get('S');
  return (
    type !== undefined &&
    bytes[type.start] === SLASH &&
    readName(bytes, type.start, type.end).name === 'GoTo'
  );
}

/** /N and /First of an object stream: how many objects, and where the first begins. */
type ObjectStreamShape = { count: number; first: number };

/** Reads /N and /First from the dictionary before `stream`, if it declares them. */
function objectStreamShape(bytes: Buffer, keyword: number): ObjectStreamShape | undefined {
  const before = bytes.toString('latin1', Math.max(0, keyword - 512), keyword);
  const dictionary = before.slice(before.lastIndexOf('obj') + 1);
  const count = /\/N[\0\t\n\f\r ]+(\d{1,7})/.exec(dictionary)?.[1];
  const first = /\/First[\0\t\n\f\r ]+(\d{1,9})/.exec(dictionary)?.[1];
  return count && first ? { count: Number(count), first: Number(first) } : undefined;
}

class Scan {
  readonly activeContent = new Set<ActiveContentKind>();
  readonly unreadable = new Set<UnreadableReason>();
  /** `/OpenAction 12 0 R`: whether object 12 is an action or a destination is decided at the end. */
  readonly openActionTargets = new Set<string>();
  /** Inflated object streams, kept to look up /OpenAction references at the end. */
  private readonly objectStreams: { bytes: Buffer; shape: ObjectStreamShape }[] = [];
  private inflatedBytes = 0;
  private inflateCalls = 0;

  private get exhausted() {
    return this.unreadable.has('limits');
  }

  /** The file itself (depth 0), or the inflated content of one of its streams. */
  bytes(bytes: Buffer, depth: number, shape?: ObjectStreamShape) {
    if (depth > MAX_DEPTH) {
      this.unreadable.add('limits');
      return;
    }
    // Only the last layer of a stacked object stream starts with its header of numbers.
    if (shape && /^[\0\t\n\f\r 0-9]*$/.test(bytes.toString('latin1', 0, shape.first))) {
      this.objectStreams.push({ bytes, shape });
    }
    // A stream with /Filter [/FlateDecode /FlateDecode] inflates to zlib data again.
    if (depth > 0) this.inflateAt(bytes, skipWhiteSpace(bytes, 0), depth, shape);
    this.syntax(bytes);
    this.streams(bytes, depth);
  }

  /**
   * Finds the names in PDF syntax. A literal string is text, not syntax: "(TypeScript/JavaScript)"
   * on a page holds no name. A reader that enters the file elsewhere (at an offset from the
   * cross-reference table, or an object in an object stream) can read syntax where we read a
   * string, but only from a `<<` inside the string, or from where its own hex string, comment or
   * stream body ends: at a `>`, a line break or `endstream` inside the string. So the names in a
   * string that holds any of those count too. Stream bodies are read like syntax, with a fresh
   * start at `endstream`, because an object can be hidden in one and reached by its offset.
   */
  private syntax(bytes: Buffer) {
    const endstream = nextOccurrence(bytes, ENDSTREAM);
    let stop = bytes.length;
    let at = 0;
    while (at < bytes.length) {
      if (at >= stop) stop = bytes.length;
      const byte = bytes[at];
      if (byte === SLASH) {
        at = this.name(bytes, at, stop);
      } else if (byte === PERCENT) {
        const end = lineEnd(bytes, at, stop);
        this.names(bytes, at + 1, end);
        at = end;
      } else if (byte === OPEN) {
        at = this.literalString(bytes, at, stop);
      } else if (byte === STREAM[0] && isKeywordAt(bytes, at, STREAM)) {
        stop = Math.min(endstream(at + STREAM.length), bytes.length);
        at += STREAM.length;
      } else {
        at++;
      }
    }
  }

  /** Returns where the string ends; counts the names in it when it could be hiding syntax. */
  private literalString(bytes: Buffer, start: number, stop: number): number {
    let hidesSyntax = false;
    const at = literalStringEnd(bytes, start, stop);
    const content = bytes.subarray(start + 1, at);
    for (let index = 0; index < content.length && !hidesSyntax; index++) {
      const byte = content[index];
      hidesSyntax =
        byte === GREATER ||
        byte === CR ||
        byte === LF ||
        (byte === LESS && content[index + 1] === LESS);
    }
    if (hidesSyntax || content.includes(STREAM)) this.names(bytes, start + 1, at);
    return at;
  }

  /** Every name between `from` and `to`, whatever surrounds it. */
  private names(bytes: Buffer, from: number, to: number) {
    let at = from;
    while (at < to) {
      const slash = bytes.subarray(at, to).indexOf(SLASH);
      if (slash === -1) return;
      at = this.name(bytes, at + slash, to);
    }
  }

  /** Checks the name whose slash is at `start`; returns its end. */
  private name(bytes: Buffer, start: number, to: number): number {
    const { name, end: at } = readName(bytes, start, to);
    const rule = nameRules.get(name);
    if (!rule || ('short' in rule && !this.amidText(bytes, start, at))) return at;
    if ('unreadable' in rule) this.unreadable.add(rule.unreadable);
    else if (rule.kind === 'OpenAction') this.openAction(bytes, at);
    else this.activeContent.add(rule.kind);
    return at;
  }

  private amidText(bytes: Buffer, start: number, end: number): boolean {
    const context = 8;
    for (let at = Math.max(0, start - context); at < start; at++) {
      if (!isText(bytes[at]!)) return false;
    }
    for (let at = end; at < Math.min(bytes.length, end + context); at++) {
      if (!isText(bytes[at]!)) return false;
    }
    return true;
  }

  /**
   * Harmless PDFs often open on a page, so an OpenAction counts only if it does more than that
   * (see isDestination), or if we cannot tell. Its dangerous types (/JavaScript, /Launch…) are
   * found by their own names as well; this catches the rest, such as opening a web page.
   */
  private openAction(bytes: Buffer, from: number) {
    // One OpenAction that counts is enough; this bounds the work on files full of them.
    if (this.activeContent.has('OpenAction')) return;
    const at = skipSpaceAndComments(bytes, from);
    if (isDestination(bytes, at)) return;
    const reference = OBJECT_REFERENCE.exec(bytes.toString('latin1', at, at + 40));
    // Each reference costs a search of the file at the end; a real PDF has one OpenAction.
    if (reference && this.openActionTargets.size < MAX_OPEN_ACTION_TARGETS) {
      this.openActionTargets.add(`${reference[1]} ${reference[2]}`);
    } else {
      this.activeContent.add('OpenAction');
    }
  }

  /**
   * An object referenced by /OpenAction counts as a destination only if it is defined, and every
   * definition of it (in the file, or in an object stream) is a destination.
   */
  resolveOpenActions(file: Buffer) {
    if (this.openActionTargets.size === 0 || this.activeContent.has('OpenAction')) return;
    const definitions = new Map(
      [...this.openActionTargets].map((target) => [target, [] as boolean[]]),
    );
    const text = file.toString('latin1');
    for (const [target, found] of definitions) {
      const [number, generation] = target.split(' ');
      const header = new RegExp(
        `(?<![0-9])${number}[\\0\\t\\n\\f\\r ]+${generation}[\\0\\t\\n\\f\\r ]+obj`,
        'g',
      );
      for (const match of text.matchAll(header)) {
        found.push(isDestination(file, skipSpaceAndComments(file, match.index + match[0].length)));
      }
    }
    // An object stream's header lists its objects' numbers and offsets (ISO 32000-1, 7.5.7).
    for (const { bytes, shape } of this.objectStreams) {
      const header = bytes.toString('latin1', 0, Math.min(shape.first, bytes.length)).match(/\d+/g);
      for (let index = 0; header && index < shape.count && 2 * index + 1 < header.length; index++) {
        const found = definitions.get(`${header[2 * index]} 0`);
        const at = skipSpaceAndComments(bytes, shape.first + Number(header[2 * index + 1]));
        found?.push(isDestination(bytes, at));
      }
    }
    for (const found of definitions.values()) {
      if (found.length === 0 || !found.every(Boolean)) this.activeContent.add('OpenAction');
    }
  }

  /**
   * Inflates every stream body that starts with a zlib header, whatever its dictionary says, and
   * reads what comes out: object streams (/Type /ObjStm) hold whole objects, compressed. The
   * dictionary is not trusted to say which streams matter, because readers do not all check it.
   * The body is taken to start after the white space that follows `stream`, or after the line
   * that follows it (where pdf.js starts); a zlib header never starts with white space.
   */
  private streams(bytes: Buffer, depth: number) {
    const lf = nextOccurrence(bytes, LF);
    const cr = nextOccurrence(bytes, CR);
    let keyword = bytes.indexOf(STREAM);
    while (keyword !== -1 && !this.exhausted) {
      const after = keyword + STREAM.length;
      const lineBreak = Math.min(lf(after), cr(after));
      const starts = new Set([skipWhiteSpace(bytes, after)]);
      if (lineBreak !== Infinity) starts.add(skipWhiteSpace(bytes, lineBreak + 1));
      for (const start of starts) this.inflateAt(bytes, start, depth, keyword);
      keyword = bytes.indexOf(STREAM, after);
    }
  }

  /** `from`: the `stream` keyword, whose dictionary may declare an object stream; or its shape. */
  private inflateAt(
    bytes: Buffer,
    start: number,
    depth: number,
    from: number | ObjectStreamShape | undefined,
  ) {
    if (this.exhausted || !isZlibHeader(bytes, start)) return;
    const inflated = this.inflate(bytes.subarray(start + 2));
    if (!inflated || inflated.length === 0) return;
    const shape = typeof from === 'number' ? objectStreamShape(bytes, from) : from;
    this.bytes(inflated, depth + 1, shape);
  }

  /**
   * Inflates from the zlib header to where the deflate data ends, so a body that contains the
   * bytes `endstream` is read whole. The checksum is not checked, as pdf.js does not; a cut-off
   * stream gives what it holds. Corrupt data gives what decodes before the error, as PDFium keeps
   * it: the longest prefix that inflates, found by halving.
   */
  private inflate(data: Buffer): Buffer | undefined {
    const whole = this.tryInflate(data);
    if (whole !== 'corrupt') return whole;
    let good = 0;
    let bad = data.length;
    let inflated: Buffer | undefined;
    while (bad - good > 1 && !this.exhausted) {
      const middle = Math.floor((good + bad) / 2);
      const attempt = this.tryInflate(data.subarray(0, middle));
      if (attempt === 'corrupt') {
        bad = middle;
      } else if (attempt) {
        good = middle;
        inflated = attempt;
      }
    }
    return inflated;
  }

  private tryInflate(data: Buffer): Buffer | 'corrupt' | undefined {
    const remaining = MAX_INFLATED_BYTES - this.inflatedBytes;
    if (remaining <= 0 || this.inflateCalls >= MAX_INFLATE_CALLS) {
      this.unreadable.add('limits');
      return undefined;
    }
    this.inflateCalls++;
    try {
      const inflated = inflateRawSync(data, {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: remaining,
      });
      this.inflatedBytes += inflated.length;
      return inflated;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        this.unreadable.add('limits');
        return undefined;
      }
      return 'corrupt';
    }
  }
}

/**
 * Finds active content in a PDF the way pdfid does, by its names, and closes pdfid's gaps: names
 * are decoded (`/J#61vaScript` is /JavaScript), Flate streams are inflated and read too (object
 * streams hide whole objects), and names inside literal strings do not count, so page text or a
 * link that mentions "/JavaScript" is not active content. Never throws on malformed input.
 */
export function scanPdf(file: Uint8Array): PdfScan {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const scan = new Scan();
  scan.bytes(bytes, 0);
  scan.resolveOpenActions(bytes);
  return {
    activeContent: activeContentKinds.filter((kind) => scan.activeContent.has(kind)),
    unreadable: [...scan.unreadable],
  };
}
