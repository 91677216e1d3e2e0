import type { FileView } from './file-view';

/**
 * Headers that make a browser save the bytes and never render them from our origin: attachment with the
 * safe name (an ASCII fallback and the RFC 5987 UTF-8 form), the type decided at upload, nosniff, and a
 * sandboxing CSP in case anything still renders it.
 */
export function attachmentHeaders(file: Pick<FileView, 'filename' | 'content_type' | 'size'>): Record<string, string> {
  return {
    'Content-Type': file.content_type,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition('attachment', file.filename),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  };
}

/** The disposition with the safe name twice: an ASCII fallback and the RFC 5987 UTF-8 form. */
export function contentDisposition(disposition: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
