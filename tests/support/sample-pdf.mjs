/**
 * A one-page PDF as a CV, `size` bytes long (at least about 400): catalog, page tree, page,
 * cross-reference table and trailer, padded by a comment after its header. The server reads it
 * as a PDF and finds nothing active in it. For the tests and `npm run bench:forms`.
 *
 * @returns {Buffer}
 */
export function samplePdf(size = 2048) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  const build = (/** @type {number} */ padding) => {
    let body = `%PDF-1.7\n%${' '.repeat(padding)}\n`;
    const offsets = objects.map((object, index) => {
      const offset = body.length;
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
      return offset;
    });
    const xref = body.length;
    body +=
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
      offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return body;
  };
  const bare = build(0).length;
  // The xref offset's digits grow with the padding; settle on the length that fits.
  let padding = Math.max(0, size - bare);
  while (build(padding).length > size && padding > 0) padding--;
  return Buffer.from(build(padding), 'latin1');
}
