import { constants, inflateRawSync, type ZlibOptions } from 'node:zlib';

// Names that declare what a PDF can do besides show pages: scripts, launching programs or files,
// actions on opening or on events, attachments, media, XFA forms, and sending or fetching data.
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

/** Why part of a file could not be read, so that it cannot be called free of active content. */
type UnreadableReason = 'encrypted' | 'unsupportedFilter' | 'limits';

/** `notPdf`: no catalog, no page, or no cross-reference pointer and end marker at the end. */
export type PdfScan = {
  activeContent: ActiveContentKind[];
  unreadable: UnreadableReason[];
  notPdf: boolean;
};

/** More is a zip bomb or lossless scans; as the rest could hide anything, the file is refused. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/** Bounds the work on files made of many tiny or broken streams. */
const MAX_INFLATE_CALLS = 20_000;
/** zlib input per file, every attempt counted: bounds the search of broken streams (`inflate`). */
const MAX_INFLATE_INPUT_BYTES = 48 * 1024 * 1024;
/** Streams inside streams, or stacked Flate filters; real files need two levels. */
const MAX_DEPTH = 8;
const MAX_OPEN_ACTION_TARGETS = 4;

type NameRule =
  | { kind: ActiveContentKind }
  | { unreadable: UnreadableReason }
  // Short names turn up by chance in compressed or pixel data, so they count only amid text.
  | { kind: ActiveContentKind; short: true }
  | { unreadable: UnreadableReason; short: true }
  // Decoding parameters, which must belong to a stream dictionary that was read (see `streams`).
  | { decodeParms: true }
  // What a reader needs to find in any PDF.
  | { structure: 'catalog' | 'page' };

const nameRules = new Map<string, NameRule>([
  ...activeContentKinds.map((kind): [string, NameRule] => [
    kind,
    kind === 'JS' || kind === 'AA' ? { kind, short: true } : { kind },
  ]),
  ['Encrypt', { unreadable: 'encrypted' }],
  ['DecodeParms', { decodeParms: true }],
  ['Catalog', { structure: 'catalog' }],
  ['Page', { structure: 'page' }],
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

/** Gives up after 256 bytes, so a long comment after many tokens costs no more than the file. */
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

/** The next `value` at or after positions that only grow: one pass over the bytes for all. */
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

/** Where the value at `from` ends (ISO 32000-1, 7.3), or -1; enough syntax for an action. */
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

/** Opening on a destination only: LibreOffice's explicit one, or a bare go-to (LaTeX hyperref). */
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

function objectStreamShape(bytes: Buffer, keyword: number): ObjectStreamShape | undefined {
  const before = bytes.toString('latin1', Math.max(0, keyword - 512), keyword);
  const dictionary = before.slice(before.lastIndexOf('obj') + 1);
  const count = /\/N[\0\t\n\f\r ]+(\d{1,7})/.exec(dictionary)?.[1];
  const first = /\/First[\0\t\n\f\r ]+(\d{1,9})/.exec(dictionary)?.[1];
  return count && first ? { count: Number(count), first: Number(first) } : undefined;
}

/** How a stream's decoded bytes were filtered before compression (ISO 32000-1, 7.4.4.4). */
type Predictor = {
  kind: 'tiff' | 'png';
  colors: number;
  bitsPerComponent: number;
  columns: number;
};

const OBJ = Buffer.from('obj', 'latin1');
const DICTIONARY_START = Buffer.from('<<', 'latin1');
/** How far before `stream` its object's header may be: a dictionary is rarely over a few KB. */
const MAX_STREAM_DICTIONARY_BYTES = 64 * 1024;

/** For growing positions: each header is found in one pass and read once, however many follow. */
function streamDictionaries(bytes: Buffer) {
  let header = -1;
  let nextHeader = bytes.indexOf(OBJ);
  const read = new Map<number, { entries: Entries; end: number } | undefined>();
  return (keyword: number): Entries | undefined => {
    while (nextHeader !== -1 && nextHeader + OBJ.length <= keyword) {
      header = nextHeader;
      nextHeader = bytes.indexOf(OBJ, nextHeader + 1);
    }
    if (header === -1 || keyword - header > MAX_STREAM_DICTIONARY_BYTES) return undefined;
    if (!read.has(header)) {
      const open = bytes.indexOf(DICTIONARY_START, header);
      const found = open === -1 || open > keyword ? undefined : dictionary(bytes, open, keyword);
      read.set(header, found);
    }
    const found = read.get(header);
    return found && skipSpaceAndComments(bytes, found.end) === keyword ? found.entries : undefined;
  };
}

function integerAt(bytes: Buffer, value: { start: number; end: number }): number | undefined {
  const text = bytes.toString('latin1', value.start, value.end);
  return /^[+-]?\d{1,9}$/.test(text) ? Number(text) : undefined;
}

function elementsOf(bytes: Buffer, value: { start: number; end: number }) {
  if (bytes[value.start] !== BRACKET) return [value];
  const elements: { start: number; end: number }[] = [];
  let at = value.start + 1;
  for (;;) {
    at = skipSpaceAndComments(bytes, at);
    if (at >= value.end || bytes[at] === CLOSE_BRACKET) return elements;
    const end = valueEnd(bytes, at, value.end, 1);
    if (end === -1) return undefined;
    elements.push({ start: at, end });
    at = end;
  }
}

/** The predictor that decoding parameters declare: `null` for none, undefined if not applicable. */
function predictorOf(
  bytes: Buffer,
  value: { start: number; end: number },
): Predictor | null | undefined {
  if (bytes.toString('latin1', value.start, value.end) === 'null') return null;
  if (bytes[value.start] !== LESS || bytes[value.start + 1] !== LESS) return undefined;
  const parms = dictionary(bytes, value.start, value.end)?.entries;
  if (!parms) return undefined;
  const number = (key: string, fallback: number) => {
    const entry = parms.get(key);
    return entry ? integerAt(bytes, entry) : fallback;
  };
  const predictor = number('Predictor', 1);
  const colors = number('Colors', 1);
  const bitsPerComponent = number('BitsPerComponent', 8);
  const columns = number('Columns', 1);
  if (predictor === 1) return null;
  if (
    colors === undefined ||
    bitsPerComponent === undefined ||
    columns === undefined ||
    colors < 1 ||
    colors > 32 ||
    ![1, 2, 4, 8, 16].includes(bitsPerComponent) ||
    columns < 1 ||
    columns > 1_000_000
  ) {
    return undefined;
  }
  if (predictor === 2 && bitsPerComponent === 8) {
    return { kind: 'tiff', colors, bitsPerComponent, columns };
  }
  if (predictor !== undefined && predictor >= 10 && predictor <= 15) {
    return { kind: 'png', colors, bitsPerComponent, columns };
  }
  return undefined;
}

const paeth = (left: number, up: number, upLeft: number) => {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
};

/** As readers do (a cut-off last row as far as it goes); undefined for a filter they refuse. */
function undoPredictor(data: Buffer, { kind, colors, bitsPerComponent, columns }: Predictor) {
  const pixelBytes = Math.max(1, Math.ceil((colors * bitsPerComponent) / 8));
  const rowBytes = Math.ceil((colors * bitsPerComponent * columns) / 8);
  if (kind === 'tiff') {
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowBytes) {
      const end = Math.min(out.length, row + rowBytes);
      for (let at = row + colors; at < end; at++) out[at] = (out[at]! + out[at - colors]!) & 0xff;
    }
    return out;
  }
  // Rows are decoded in place, each against the one before it in `out`.
  const out = Buffer.alloc(Math.ceil(data.length / (rowBytes + 1)) * rowBytes);
  let length = 0;
  for (let at = 0, row = 0; at < data.length; at += rowBytes + 1, row += rowBytes) {
    const type = data[at];
    const size = Math.min(rowBytes, data.length - at - 1);
    for (let index = 0; index < size; index++) {
      const left = index >= pixelBytes ? out[row + index - pixelBytes]! : 0;
      const up = row > 0 ? out[row - rowBytes + index]! : 0;
      const upLeft = row > 0 && index >= pixelBytes ? out[row - rowBytes + index - pixelBytes]! : 0;
      let base: number;
      if (type === 0) base = 0;
      else if (type === 1) base = left;
      else if (type === 2) base = up;
      else if (type === 3) base = (left + up) >> 1;
      else if (type === 4) base = paeth(left, up, upLeft);
      else return undefined;
      out[row + index] = (data[at + 1 + index]! + base) & 0xff;
    }
    length = row + size;
  }
  return out.subarray(0, length);
}

class Scan {
  readonly activeContent = new Set<ActiveContentKind>();
  readonly unreadable = new Set<UnreadableReason>();
  /** `/OpenAction 12 0 R`: whether object 12 is an action or a destination is decided at the end. */
  readonly openActionTargets = new Set<string>();
  /** Inflated object streams, kept to look up /OpenAction references at the end. */
  private readonly objectStreams: { bytes: Buffer; shape: ObjectStreamShape }[] = [];
  readonly structure = new Set<'catalog' | 'page'>();
  /** /DecodeParms names found anywhere, and those read in a stream's dictionary. */
  decodeParmsNames = 0;
  decodeParmsRead = 0;
  private inflatedBytes = 0;
  private inflateCalls = 0;
  private inflateInputBytes = 0;

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
   * Names in PDF syntax, not in literal strings ("(TypeScript/JavaScript)" is text); a string that
   * could hide syntax counts too, as a reader entering elsewhere may read it (docs/security.md).
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

  private name(bytes: Buffer, start: number, to: number): number {
    const { name, end: at } = readName(bytes, start, to);
    const rule = nameRules.get(name);
    if (!rule || ('short' in rule && !this.amidText(bytes, start, at))) return at;
    if ('decodeParms' in rule) this.decodeParmsNames++;
    else if ('structure' in rule) this.structure.add(rule.structure);
    else if ('unreadable' in rule) this.unreadable.add(rule.unreadable);
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

  /** Many harmless PDFs open on a page: an OpenAction counts only if it does more or is unclear. */
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

  /** A destination only if the object is defined and every definition of it is one. */
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
   * Inflates every body that starts with a zlib header, whatever its dictionary says (not all
   * readers check it); a body may start after `stream`'s white space or its line (pdf.js).
   */
  private streams(bytes: Buffer, depth: number) {
    const lf = nextOccurrence(bytes, LF);
    const cr = nextOccurrence(bytes, CR);
    const dictionaryOf = streamDictionaries(bytes);
    let keyword = bytes.indexOf(STREAM);
    while (keyword !== -1 && !this.exhausted) {
      const after = keyword + STREAM.length;
      const lineBreak = Math.min(lf(after), cr(after));
      const starts = new Set([skipWhiteSpace(bytes, after)]);
      if (lineBreak !== Infinity) starts.add(skipWhiteSpace(bytes, lineBreak + 1));
      const predictor = this.predictorFor(bytes, dictionaryOf(keyword));
      for (const start of starts) this.inflateAt(bytes, start, depth, keyword, predictor);
      keyword = bytes.indexOf(STREAM, after);
    }
  }

  /**
   * Parameters we cannot apply leave the stream unreadable, as names could hide behind row filters.
   */
  private predictorFor(bytes: Buffer, entries: Entries | undefined): Predictor | null {
    const parms = entries?.get('DecodeParms');
    if (!entries || !parms) return null;
    this.decodeParmsRead++;
    const filters = entries.get('Filter');
    const filterNames = (filters && elementsOf(bytes, filters)) ?? [];
    const predictors = (elementsOf(bytes, parms) ?? [undefined]).map((value) =>
      value ? predictorOf(bytes, value) : undefined,
    );
    if (predictors.every((predictor) => predictor === null)) return null;
    const flate = filterNames.length === 1 && bytes[filterNames[0]!.start] === SLASH;
    const name = flate ? readName(bytes, filterNames[0]!.start, filterNames[0]!.end).name : '';
    const predictor = predictors.length === 1 ? predictors[0] : undefined;
    if (predictor && (name === 'FlateDecode' || name === 'Fl')) return predictor;
    this.unreadable.add('unsupportedFilter');
    return null;
  }

  /** `from`: the `stream` keyword, whose dictionary may declare an object stream; or its shape. */
  private inflateAt(
    bytes: Buffer,
    start: number,
    depth: number,
    from: number | ObjectStreamShape | undefined,
    predictor: Predictor | null = null,
  ) {
    if (this.exhausted || !isZlibHeader(bytes, start)) return;
    const raw = this.inflate(bytes.subarray(start + 2));
    if (!raw || raw.length === 0) return;
    const inflated = predictor ? undoPredictor(raw, predictor) : raw;
    if (!inflated) {
      this.unreadable.add('unsupportedFilter');
      return;
    }
    const shape = typeof from === 'number' ? objectStreamShape(bytes, from) : from;
    this.bytes(inflated, depth + 1, shape);
  }

  /**
   * Inflates to where the deflate data ends, so that a body containing `endstream` is read whole;
   * no checksum (as pdf.js), and corrupt data gives its longest inflatable prefix (as PDFium).
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
    if (
      remaining <= 0 ||
      this.inflateCalls >= MAX_INFLATE_CALLS ||
      this.inflateInputBytes >= MAX_INFLATE_INPUT_BYTES
    ) {
      this.unreadable.add('limits');
      return undefined;
    }
    this.inflateCalls++;
    try {
      // With `info`, zlib also says how much of `data` the deflate stream took.
      const { buffer: inflated, engine } = inflateRawSync(data, {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: remaining,
        info: true,
      } as ZlibOptions) as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
      this.inflateInputBytes += engine.bytesWritten;
      this.inflatedBytes += inflated.length;
      return inflated;
    } catch (error) {
      this.inflateInputBytes += data.length;
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        this.unreadable.add('limits');
        return undefined;
      }
      return 'corrupt';
    }
  }
}

/** A PDF ends with the offset of its cross-reference data and `%%EOF` (junk after it is read). */
function endsLikePdf(bytes: Buffer): boolean {
  const tail = bytes.toString('latin1', Math.max(0, bytes.length - 2048));
  return /startxref[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+%%EOF/.test(tail);
}

/**
 * Finds active content by its names, as pdfid does, but with names decoded (`/J#61vaScript`), Flate
 * streams and predictors undone, and literal strings' text left out. Never throws.
 */
export function scanPdf(file: Uint8Array): PdfScan {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const scan = new Scan();
  scan.bytes(bytes, 0);
  scan.resolveOpenActions(bytes);
  // Parameters outside any stream dictionary we read could belong to one a reader reads.
  if (scan.decodeParmsNames > scan.decodeParmsRead) scan.unreadable.add('unsupportedFilter');
  return {
    activeContent: activeContentKinds.filter((kind) => scan.activeContent.has(kind)),
    unreadable: [...scan.unreadable],
    notPdf: !scan.structure.has('catalog') || !scan.structure.has('page') || !endsLikePdf(bytes),
  };
}
