import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

// A TTF with Polish glyphs: pdfkit's built-in Helvetica garbles ą, ę, ł (DESIGN §2).
const FONT_REGULAR = readFileSync(
  require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
);
const FONT_BOLD = readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'));

/**
 * Text without OpenType layout features: Polish letters are plain glyphs, and shaping with
 * Noto's large feature tables costs more than the rest of the document.
 */
const PLAIN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

export type ManualEntry = { code: string; description: string };

export type ManualInput = {
  lang: 'pl' | 'en';
  title: string;
  subtitle: string;
  models: string[];
  entries: ManualEntry[];
  advice: string;
  issuedAt: Date;
};

const LABELS = {
  pl: {
    heading: 'Instrukcja serwisowa — kody błędów',
    models: 'Dotyczy modeli',
    code: 'Kod',
    description: 'Opis',
    advice: 'Postępowanie',
    issued: 'Wydanie',
    page: 'Strona',
  },
  en: {
    heading: 'Service manual — error codes',
    models: 'Applies to models',
    code: 'Code',
    description: 'Description',
    advice: 'What to do',
    issued: 'Issue',
    page: 'Page',
  },
} as const;

/** A service manual listing the error codes of a product group, as a PDF (A4). */
export function renderManual(input: ManualInput): Promise<Buffer> {
  const l = LABELS[input.lang];
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      bufferPages: true,
      info: { Title: `${l.heading}: ${input.title}`, Author: 'Termaris', CreationDate: input.issuedAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', FONT_REGULAR);
    doc.registerFont('bold', FONT_BOLD);

    doc.rect(0, 0, doc.page.width, 8).fill('#0b5cab');
    doc
      .fillColor('#0b5cab')
      .font('bold')
      .fontSize(11)
      .text(l.heading.toUpperCase(), { ...PLAIN, characterSpacing: 0.5 });
    doc.moveDown(0.3);
    doc.fillColor('#212529').font('bold').fontSize(20).text(input.title, PLAIN);
    doc.font('regular').fontSize(11).fillColor('#495057').text(input.subtitle, PLAIN);
    doc.moveDown(0.8);
    doc.font('bold').fontSize(10).fillColor('#212529').text(`${l.models}:`, PLAIN);
    doc.font('regular').fontSize(9).fillColor('#495057').text(input.models.join(', '), PLAIN);
    doc.moveDown(1);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const header = () => {
      const y = doc.y;
      doc.rect(left, y, width, 20).fill('#e7f5ff');
      doc.fillColor('#0b5cab').font('bold').fontSize(10);
      doc.text(l.code, left + 8, y + 5, { ...PLAIN, width: 70 });
      doc.text(l.description, left + 90, y + 5, { ...PLAIN, width: width - 100 });
      doc.y = y + 24;
    };
    header();
    for (const [i, entry] of input.entries.entries()) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      if (i % 2 === 1) doc.rect(left, y - 3, width, 18).fill('#f8f9fa');
      doc
        .fillColor('#212529')
        .font('bold')
        .fontSize(10)
        .text(entry.code, left + 8, y, { ...PLAIN, width: 70 });
      doc
        .font('regular')
        .fontSize(10)
        .text(entry.description, left + 90, y, { ...PLAIN, width: width - 100 });
      doc.y = Math.max(doc.y, y + 18);
    }

    doc.moveDown(1.2);
    doc.x = left;
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#212529')
      .text(l.advice, left, doc.y, { ...PLAIN, width });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#495057')
      .text(input.advice, { ...PLAIN, width });

    const range = doc.bufferedPageRange();
    const issued = input.issuedAt.toISOString().slice(0, 10).split('-').reverse().join('.');
    for (let p = range.start; p < range.start + range.count; p++) {
      doc.switchToPage(p);
      // The footer sits in the bottom margin; without this pdfkit would open a new page for it.
      doc.page.margins.bottom = 0;
      doc
        .font('regular')
        .fontSize(8)
        .fillColor('#868e96')
        .text(`${l.issued}: ${issued}  ·  ${l.page} ${p + 1}/${range.count}`, left, doc.page.height - 40, {
          ...PLAIN,
          width,
          align: 'right',
          lineBreak: false,
        });
    }
    doc.end();
  });
}
