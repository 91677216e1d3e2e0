/**
 * A file name safe to store, show and put in a Content-Disposition header: the last path segment only (both
 * separators), without control characters, bidi overrides and isolates (which make `gpj.exe` read as
 * `exe.jpg`), zero-width characters, or leading dots; at most 200 characters, keeping the extension. Null when
 * nothing usable is left.
 */
export function safeFileName(raw: string): string | null {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // C0/C1 controls, bidi marks/embeddings/overrides/isolates, zero-width and BOM characters.
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/["<>:|?*]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return null;
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - extension.length) + extension;
}

/** The extension of a name, lowercased without its dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
