import { contentDisposition } from './attachment-headers';
import type { FileView } from './file-view';

/**
 * Types a browser may show inline: PDF, PNG, JPEG and WebP, as decided from the bytes at upload. Never text
 * (a browser may take it for markup once `nosniff` is lost on the way) and never office files; SVG and HTML are
 * not even accepted at upload.
 */
const PREVIEWABLE_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

export const isPreviewable = (contentType: string) => PREVIEWABLE_TYPES.has(contentType);

/**
 * Headers of a preview: inline with the safe name, the type decided at upload, nosniff, not cached. Its
 * Content-Security-Policy (sandboxed, framable by this site only) and X-Frame-Options come with every answer of
 * the route from next.config.mjs (`PREVIEW_POLICY`, src/server/http/security-headers.mjs), where Next's own
 * header rules would override a handler's.
 */
export function previewHeaders(file: Pick<FileView, 'filename' | 'content_type' | 'size'>): Record<string, string> {
  return {
    'Content-Type': file.content_type,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition('inline', file.filename),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-store',
  };
}
