import { Readable } from 'node:stream';
import { z } from 'zod';
import { StreamReply } from './endpoint';

/** A paper's language on /v1, where no person is signed in: Indonesian unless `lang=en`. */
export const paperLang = z.enum(['id', 'en']).optional().describe('Language of the document: `id` (default) or `en`');

/** What the document generator is told the body is; the pipeline sends the StreamReply's bytes instead. */
export const pdfOutput = z.string().describe('The PDF document');

export const PDF_FILE = { contentType: 'application/pdf', description: 'The PDF document, as a download' };

/** The pdfkit document streamed as it is written (ended here). */
export function pdfReply(doc: PDFKit.PDFDocument, filename: string): StreamReply {
  doc.end();
  return new StreamReply(Readable.toWeb(doc) as ReadableStream<Uint8Array>, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
  });
}
