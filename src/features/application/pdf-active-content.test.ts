import { deflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import {
  MAX_INFLATED_BYTES,
  scanPdf as scanPdfWhole,
  type ActiveContentKind,
} from './pdf-active-content';

/** What the scan found in a file that reads as a PDF (each of these does). */
function scanPdf(file: Uint8Array) {
  const { notPdf, ...found } = scanPdfWhole(file);
  expect(notPdf).toBe(false);
  return found;
}

type PdfObject = string | Buffer;

/** A stream object: its dictionary entries (without /Length) and its encoded data. */
const stream = (entries: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

const flate = (text: string) => deflateSync(Buffer.from(text, 'latin1'));

/** A small but complete PDF: the objects numbered from 1, a cross-reference table, a trailer. */
function pdf(objects: PdfObject[], trailer = '/Root 1 0 R'): Uint8Array {
  const parts = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
        `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\n` +
        `startxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

type CvParts = { catalog?: string; page?: string; text?: string; objects?: PdfObject[] };

/** A one-page CV; `objects` are numbered from 6. */
const cv = (
  { catalog = '', page = '', text = 'Anna Meier', objects = [] }: CvParts = {},
  trailer = '/Root 1 0 R',
) =>
  pdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
        `/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R ${page} >>`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      stream('/Filter /FlateDecode', flate(`BT /F1 11 Tf 72 770 Td (${text}) Tj ET`)),
      ...objects,
    ],
    trailer,
  );

/** An object stream holding `objects` (number and body), compressed once or more. */
function objectStream(objects: [number, string][], layers = 1) {
  let data = objectStreamData(objects);
  const first = data.indexOf('\n') + 1;
  for (let layer = 0; layer < layers; layer++) data = deflateSync(data);
  const filters = Array.from({ length: layers }, () => '/FlateDecode').join(' ');
  return stream(`/Type /ObjStm /N ${objects.length} /First ${first} /Filter [${filters}]`, data);
}

/** An object stream's content before compression: its header of numbers, then the objects. */
function objectStreamData(objects: [number, string][]) {
  let offset = 0;
  const header = objects.map(([number, body]) => {
    const entry = `${number} ${offset}`;
    offset += body.length + 1;
    return entry;
  });
  return Buffer.from(`${header.join(' ')}\n${objects.map(([, body]) => `${body}\n`).join('')}`);
}

/** Rows of `columns` bytes, each filtered by PNG's Up filter (type 2), as a writer would. */
function pngUp(data: Buffer, columns: number) {
  const rows: Buffer[] = [];
  for (let at = 0; at < data.length; at += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, at, at + columns);
    const filtered = row.map(
      (byte, index) => (byte - (at > 0 ? (data[at - columns + index] ?? 0) : 0)) & 0xff,
    );
    rows.push(Buffer.from([2]), Buffer.from(filtered));
  }
  return Buffer.concat(rows);
}

/** TIFF predictor 2 over rows of `columns` one-byte samples. */
function tiff(data: Buffer, columns: number) {
  return Buffer.from(
    data.map((byte, index) => (index % columns === 0 ? byte : (byte - data[index - 1]!) & 0xff)),
  );
}

const clean = { activeContent: [], unreadable: [] };
const alert = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const link = (action: string) =>
  `<< /Type /Annot /Subtype /Link /Rect [72 700 200 712] /A ${action} >>`;

describe('scanPdf', () => {
  it('passes a plain CV', () => {
    expect(scanPdf(cv())).toEqual(clean);
  });

  it('passes page text, links and metadata that mention JavaScript', () => {
    const mentions = 'Skills: TypeScript/JavaScript, HTML/CSS/JS, JavaScript \\(ES2024\\)';
    const file = cv({
      text: mentions,
      page: '/Annots [6 0 R 7 0 R]',
      objects: [
        link('<< /S /URI /URI (https://developer.mozilla.org/en-US/docs/Web/JavaScript) >>'),
        link('<< /S /URI /URI (https://github.com/anna-meier/JS%20Katas/JavaScript) >>'),
        stream('', Buffer.from(`BT /F1 11 Tf 72 750 Td (${mentions}) Tj ET`, 'latin1')),
        '<< /Title (Anna Meier, Node/JS) /Keywords (JavaScript/AA/Launch) >>',
      ],
    });
    expect(scanPdf(file)).toEqual(clean);
  });

  it('passes an OpenAction that only opens the document on a page', () => {
    expect(scanPdf(cv({ catalog: '/OpenAction [3 0 R /Fit]' }))).toEqual(clean);
    expect(
      scanPdf(cv({ catalog: '/OpenAction 6 0 R', objects: ['[3 0 R /XYZ null null 0]'] })),
    ).toEqual(clean);
    // LaTeX's hyperref: a go-to action, compressed in an object stream with the catalog.
    const hyperref = pdf(
      [
        objectStream([
          [2, '<< /Type /Catalog /Pages 3 0 R /OpenAction 5 0 R >>'],
          [3, '<< /Type /Pages /Kids [4 0 R] /Count 1 >>'],
          [4, '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] >>'],
          [5, '<< /S /GoTo /D [4 0 R /Fit] >>'],
        ]),
      ],
      '/Root 2 0 R',
    );
    expect(scanPdf(hyperref)).toEqual(clean);
  });

  const kinds: [ActiveContentKind[], CvParts][] = [
    [['JavaScript', 'JS', 'OpenAction'], { catalog: `/OpenAction ${alert}` }],
    [
      ['JavaScript', 'JS'],
      { catalog: '/Names << /JavaScript 6 0 R >>', objects: [`<< /Names [(init) ${alert}] >>`] },
    ],
    [['Launch', 'OpenAction'], { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>' }],
    [['OpenAction'], { catalog: '/OpenAction << /S /URI /URI (https://example.com/) >>' }],
    [['OpenAction'], { catalog: '/OpenAction 6 0 R', objects: ['<< /S /Named /N /Print >>'] }],
    [['AA'], { page: '/AA << /O << /S /URI /URI (https://example.com/) >> >>' }],
    [
      ['EmbeddedFile', 'EmbeddedFiles'],
      {
        catalog: '/Names << /EmbeddedFiles << /Names [(setup.exe) 6 0 R] >> >>',
        objects: [
          '<< /Type /Filespec /F (setup.exe) /EF << /F 7 0 R >> >>',
          stream('/Type /EmbeddedFile', Buffer.from('MZ')),
        ],
      },
    ],
    [
      ['RichMedia'],
      { page: '/Annots [6 0 R]', objects: ['<< /Type /Annot /Subtype /RichMedia >>'] },
    ],
    [
      ['XFA'],
      {
        catalog: '/AcroForm << /Fields [] /XFA 6 0 R >>',
        objects: [stream('', Buffer.from('<xdp/>'))],
      },
    ],
    [
      ['SubmitForm'],
      {
        page: '/Annots [6 0 R]',
        objects: [link('<< /S /SubmitForm /F (https://example.com/) >>')],
      },
    ],
    [
      ['ImportData'],
      { page: '/Annots [6 0 R]', objects: [link('<< /S /ImportData /F (data.fdf) >>')] },
    ],
    [
      ['GoToE'],
      { page: '/Annots [6 0 R]', objects: [link('<< /S /GoToE /T << /R /C /N (a.pdf) >> >>')] },
    ],
    [
      ['GoToR'],
      { page: '/Annots [6 0 R]', objects: [link('<< /S /GoToR /F (a.pdf) /D [0 /Fit] >>')] },
    ],
  ];

  it.each(kinds)('finds %j', (expected, parts) => {
    expect(scanPdf(cv(parts))).toEqual({ activeContent: expected, unreadable: [] });
  });

  it('finds names written with #xx escapes', () => {
    const escaped = cv({
      catalog: '/Open#41ction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
    });
    expect(scanPdf(escaped).activeContent).toEqual(['JavaScript', 'JS', 'OpenAction']);
  });

  it('finds names inside Flate-compressed object streams, also when compressed twice', () => {
    for (const layers of [1, 2]) {
      const file = cv({
        catalog: '/OpenAction 7 0 R',
        objects: [objectStream([[7, alert]], layers)],
      });
      expect(Buffer.from(file).includes('JavaScript')).toBe(false);
      expect(scanPdf(file).activeContent).toEqual(['JavaScript', 'JS', 'OpenAction']);
    }
  });

  it('finds an object hidden in another stream or behind a string', () => {
    const inStream = cv({
      objects: [stream('', Buffer.from(`AAAAA\n7 0 obj ${alert} endobj\n`, 'latin1'))],
    });
    expect(scanPdf(inStream).activeContent).toEqual(['JavaScript', 'JS']);
    // A reader sent to "7 0 obj" reads a dictionary; read from the start it is all one string.
    const inString = cv({ catalog: `/Title (7 0 obj ${alert} endobj)` });
    expect(scanPdf(inString).activeContent).toEqual(['JavaScript', 'JS']);
  });

  it('ignores three-byte names that turn up by chance in binary data', () => {
    const pixels = Buffer.from([0xff, 0xd8, 0xff, 0x81, 0x2f, 0x4a, 0x53, 0x20, 0x9c, 0x00, 0xfe]);
    expect(scanPdf(cv({ objects: [stream('/Filter /DCTDecode', pixels)] }))).toEqual(clean);
  });

  it('refuses what it cannot read: encryption, other filters, zip bombs', () => {
    expect(
      scanPdf(cv({ objects: ['<< /Filter /Standard /V 2 /R 3 >>'] }, '/Encrypt 6 0 R')),
    ).toEqual({
      activeContent: [],
      unreadable: ['encrypted'],
    });
    const hex = stream('/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', Buffer.from('37>'));
    expect(scanPdf(cv({ objects: [hex] })).unreadable).toEqual(['unsupportedFilter']);
    const bomb = stream('/Filter /FlateDecode', deflateSync(Buffer.alloc(MAX_INFLATED_BYTES + 1)));
    expect(scanPdf(cv({ objects: [bomb] })).unreadable).toEqual(['limits']);
  });

  it('does not throw on truncated or corrupt files, and calls a cut-off file no PDF', () => {
    const file = cv({ objects: [objectStream([[7, alert]])] });
    for (const cut of [10, 200, file.length - 300, file.length - 10]) {
      expect(scanPdfWhole(file.subarray(0, cut)).notPdf).toBe(true);
    }
    const corrupt = Buffer.from(file);
    corrupt.fill(0xff, corrupt.length - 280, corrupt.length - 250);
    expect(() => scanPdfWhole(corrupt)).not.toThrow();
  });

  it('calls a file that only starts like a PDF no PDF', () => {
    const fake = Buffer.from('%PDF-<script>alert(1)</script>\n%%EOF', 'latin1');
    expect(scanPdfWhole(fake).notPdf).toBe(true);
    const pageless = cv().toString().replace('/Type /Page ', '/Type /Sheet ');
    expect(scanPdfWhole(Buffer.from(pageless, 'latin1')).notPdf).toBe(true);
  });

  it('undoes a PNG or TIFF predictor before it reads an object stream', () => {
    const catalog = `<< /Type /Catalog /Pages 2 0 R /OpenAction 8 0 R /Names << /JavaScript 9 0 R >> >>`;
    const objects: [number, string][] = [
      [7, catalog],
      [8, alert],
    ];
    for (const [predictor, filtered] of [
      ['/Predictor 12 /Columns 7', pngUp(objectStreamData(objects), 7)],
      ['/Predictor 15 /Colors 3 /Columns 5', pngUp(objectStreamData(objects), 15)],
      ['/Predictor 2 /Columns 9', tiff(objectStreamData(objects), 9)],
    ] as const) {
      const hidden = stream(
        `/Type /ObjStm /N 2 /First ${objectStreamData(objects).indexOf('<<')} /Filter /FlateDecode /DecodeParms << ${predictor} >>`,
        deflateSync(filtered),
      );
      expect(scanPdf(cv({ objects: [hidden] })).activeContent, predictor).toEqual([
        'JavaScript',
        'JS',
        'OpenAction',
      ]);
    }
  });

  it('refuses decoding parameters it cannot apply', () => {
    const data = deflateSync(pngUp(Buffer.from('<< /S /JavaScript >>', 'latin1'), 4));
    for (const parms of [
      '/DecodeParms 9 0 R',
      '/DecodeParms << /Predictor 12 /Columns 0 >>',
      '/DecodeParms << /Predictor 7 >>',
      '/Filter [/FlateDecode /FlateDecode] /DecodeParms [null << /Predictor 12 >>]',
    ]) {
      const filter = parms.includes('/Filter') ? '' : '/Filter /FlateDecode';
      const found = scanPdf(cv({ objects: [stream(`${filter} ${parms}`, data)] }));
      expect(found.unreadable, parms).toContain('unsupportedFilter');
    }
  });

  it('bounds its work on a stream that inflates to nothing and breaks only at the end', () => {
    // Empty stored blocks (five bytes, no output) for megabytes, then a block of no valid type:
    // finding where the stream breaks would inflate it whole again and again.
    const blocks = 1_600_000;
    const empty = Buffer.alloc(blocks * 5);
    for (let at = 3; at < empty.length; at += 5) empty.writeUInt16LE(0xffff, at);
    const broken = Buffer.concat([Buffer.from('\x78\x01', 'latin1'), empty, Buffer.from([0x07])]);
    const file = cv({ objects: [stream('/Filter /FlateDecode', broken)] });
    expect(scanPdf(file).unreadable).toEqual(['limits']);
  });
});
