export type PaperLocale = 'id' | 'en';

type PaperColumn = { label: string; width: number; align?: 'left' | 'right' };

/** What a paper shows, already worded in its language; the layout is the same for every kind. */
export type PaperLayout = {
  title: string;
  number: string;
  livemode: boolean;
  testMark: string;
  issuer: { name: string; lines: string[] };
  recipient: { heading: string; name: string; lines: string[] };
  facts: Array<[string, string]>;
  table?: { columns: PaperColumn[]; rows: string[][] };
  totals?: Array<[string, string]>;
  note?: string;
  /** Absent on a provisional paper, which has no number to verify. */
  verification?: { label: string; url: string; code: string; codeLabel: string };
};

const MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/**
 * Writes the paper with pdfkit and returns the document, a readable stream of PDF bytes: callers pipe it to a
 * response or collect it. Fonts are the PDF standard Helvetica, whose metrics ship inside pdfkit: nothing is
 * fetched. A test paper carries its mark on every page.
 */
export async function renderPaper(layout: PaperLayout): Promise<PDFKit.PDFDocument> {
  // Loaded on the first paper asked for: pdfkit and its font tables are ~22 MB of RSS that the web server and
  // the worker would otherwise carry from start, since the /v1 router names the receipt route.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${layout.title} ${layout.number}`, Author: layout.issuer.name },
  });
  const width = doc.page.width - 2 * MARGIN;
  const stampTest = () => {
    if (layout.livemode) return;
    doc.save();
    doc.font(BOLD).fontSize(11).fillColor('#b00020');
    doc.text(layout.testMark, MARGIN, 22, { width, align: 'center', lineBreak: false });
    doc.restore();
    doc.fillColor('black');
    doc.x = MARGIN;
    doc.y = MARGIN;
  };
  doc.on('pageAdded', stampTest);
  stampTest();

  doc
    .font(BOLD)
    .fontSize(16)
    .text(layout.issuer.name, MARGIN, MARGIN, { width: width / 2 });
  doc.font(FONT).fontSize(9);
  for (const line of layout.issuer.lines) doc.text(line, { width: width / 2 });
  const afterIssuer = doc.y;
  doc
    .font(BOLD)
    .fontSize(14)
    .text(layout.title, MARGIN + width / 2, MARGIN, { width: width / 2, align: 'right' });
  doc
    .font(FONT)
    .fontSize(10)
    .text(layout.number, MARGIN + width / 2, doc.y + 2, { width: width / 2, align: 'right' });
  doc.y = Math.max(afterIssuer, doc.y) + 16;

  doc.font(BOLD).fontSize(9).text(layout.recipient.heading, MARGIN, doc.y, { width });
  doc.font(BOLD).fontSize(11).text(layout.recipient.name, { width });
  doc.font(FONT).fontSize(9);
  for (const line of layout.recipient.lines) doc.text(line, { width });
  doc.moveDown();

  for (const [label, value] of layout.facts) {
    const y = doc.y;
    doc.font(FONT).fontSize(9).text(label, MARGIN, y, { width: 150 });
    doc.font(FONT).text(value, MARGIN + 150, y, { width: width - 150 });
    doc.moveDown(0.2);
  }
  doc.moveDown();

  if (layout.table) drawTable(doc, layout.table.columns, layout.table.rows, width);

  for (const [label, value] of layout.totals ?? []) {
    const y = doc.y;
    doc
      .font(BOLD)
      .fontSize(10)
      .text(label, MARGIN, y, { width: width - 160 });
    doc.text(value, MARGIN + width - 160, y, { width: 160, align: 'right' });
    doc.moveDown(0.2);
  }
  if (layout.note) {
    doc.moveDown();
    doc.font(FONT).fontSize(9).text(layout.note, MARGIN, doc.y, { width });
  }
  if (layout.verification) {
    doc.moveDown(2);
    doc.font(FONT).fontSize(8).fillColor('#444444');
    doc.text(`${layout.verification.label}: ${layout.verification.url}`, MARGIN, doc.y, { width });
    doc.text(`${layout.verification.codeLabel}: ${layout.verification.code}`, { width });
    doc.fillColor('black');
  }
  return doc;
}

function drawTable(doc: PDFKit.PDFDocument, columns: PaperColumn[], rows: string[][], width: number) {
  const scale = width / columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => c.width * scale);
  const bottom = () => doc.page.height - MARGIN - 30;
  const row = (cells: string[], font: string) => {
    doc.font(font).fontSize(8);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 4 })));
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (font !== BOLD)
        row(
          columns.map((c) => c.label),
          BOLD,
        );
      doc.font(font).fontSize(8);
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y, { width: widths[i]! - 4, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    doc.y = y + height + 3;
    doc
      .moveTo(MARGIN, doc.y - 1.5)
      .lineTo(MARGIN + width, doc.y - 1.5)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };
  row(
    columns.map((c) => c.label),
    BOLD,
  );
  for (const cells of rows) row(cells, FONT);
  doc.moveDown();
  doc.x = MARGIN;
}

/** The whole PDF in memory: for mail attachments and tests (responses stream the document instead). */
export function paperBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
