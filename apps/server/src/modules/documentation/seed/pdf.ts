/**
 * A one-page PDF written by hand, for the demo library's hundreds of documents: rendering them
 * with pdfkit and an embedded font takes ~0.4 s each, this takes well under a millisecond. The
 * standard Helvetica carries every Polish letter; a `Differences` encoding puts the ones
 * WinAnsi lacks at codes 128–143, so viewers show "ą ę ł ś ż" without an embedded font.
 */

const POLISH = 'ąćęłńśźżĄĆĘŁŃŚŹŻ';
const POLISH_GLYPHS =
  '/aogonek /cacute /eogonek /lslash /nacute /sacute /zacute /zdotaccent ' +
  '/Aogonek /Cacute /Eogonek /Lslash /Nacute /Sacute /Zacute /Zdotaccent';
const WIN_ANSI_EXTRA: Record<string, number> = { '—': 0x97, '–': 0x96, '„': 0x84, '”': 0x94, '°': 0xb0 };

/** Text as bytes of the font's encoding, escaped for a PDF string. */
function encode(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const polish = POLISH.indexOf(ch);
    const code =
      polish >= 0 ? 128 + polish : (WIN_ANSI_EXTRA[ch] ?? (ch.charCodeAt(0) < 256 ? ch.charCodeAt(0) : 63));
    if (code === 0x28 || code === 0x29 || code === 0x5c) bytes.push(0x5c);
    bytes.push(code);
  }
  return Buffer.from(bytes);
}

export type PdfLine = { text: string; size?: number; bold?: boolean; gap?: number };

export function simplePdf(lines: PdfLine[]): Buffer {
  const content: Buffer[] = [Buffer.from('BT\n')];
  let y = 790;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gap ?? size * 1.6;
    content.push(
      Buffer.from(`/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 56 ${y.toFixed(1)} Tm (`, 'latin1'),
      encode(line.text),
      Buffer.from(') Tj\n', 'latin1'),
    );
  }
  content.push(Buffer.from('ET\n'));
  const stream = Buffer.concat(content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 7 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 7 0 R >>',
    null,
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [128 ${POLISH_GLYPHS}] >>`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk =
      body === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
            stream,
            Buffer.from('endstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    offsets.push(offset);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
