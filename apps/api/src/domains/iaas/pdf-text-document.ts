// A PDF of plain text lines (a contract summary, a statement), written by hand: the documents need nothing a
// library would add (no images, no fonts beyond the standard Helvetica), so no dependency is taken for it.
// Text is encoded WinAnsi (Latin-1 for Portuguese accents); a character outside it becomes '?'.

export interface PdfLine {
  text: string;
  /** Points; 10 by default. */
  size?: number;
  bold?: boolean;
}

const pageWidth = 595; // A4
const pageHeight = 842;
const margin = 56;

function latin1(text: string): string {
  return [...text]
    .map((ch) => (ch.charCodeAt(0) <= 0xff && ch.length === 1 ? ch : ch === '’' ? "'" : '?'))
    .join('');
}

const escaped = (text: string) => latin1(text).replace(/[\\()]/g, (ch) => `\\${ch}`);

/** The PDF bytes of A4 pages holding these lines, top to bottom, a new page when one is full. */
export function pdfOfLines(title: string, lines: readonly PdfLine[]): Buffer {
  const pages: string[][] = [[]];
  let y = pageHeight - margin;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= size * 1.5;
    if (y < margin) {
      pages.push([]);
      y = pageHeight - margin - size * 1.5;
    }
    pages
      .at(-1)!
      .push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${margin} ${y} Td (${escaped(line.text)}) Tj ET`);
  }
  // Objects: 1 catalog, 2 pages, 3 info, 4-5 fonts, then a page and its content for each page.
  const pageObject = (index: number) => 6 + index * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    `<< /Title (${escaped(title)}) /Producer (Nuvem) >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((ops, i) => {
      const content = ops.join('\n');
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
          `/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${pageObject(i) + 1} 0 R >>`,
        `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
