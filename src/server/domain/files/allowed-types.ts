/** The documents this service accepts, by the type their bytes show, with the extensions a name may carry. */
export const ALLOWED_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'text/plain': ['txt'],
} as const satisfies Record<string, readonly string[]>;
export type AllowedType = keyof typeof ALLOWED_TYPES;

const isAllowed = (mime: string): mime is AllowedType => Object.hasOwn(ALLOWED_TYPES, mime);

/**
 * How many leading bytes the type is decided from. Office documents are zip archives whose first entry names
 * the kind ([Content_Types].xml or `mimetype`), so the head is enough and the rest is never held.
 */
export const SNIFF_BYTES = 64 * 1024;

/**
 * The type the bytes show, or null when it is not one we accept. Magic bytes by `file-type`; text has none,
 * so a head that `file-type` does not know is text when it is valid UTF-8 without control characters other
 * than tab, line feed, carriage return and form feed.
 */
export async function sniffType(head: Uint8Array, complete: boolean): Promise<AllowedType | null> {
  // Loaded with the first upload: the worker imports this file (test orders hand in a file) but rarely sniffs.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (detected) return isAllowed(detected.mime) ? detected.mime : null;
  return looksLikeText(head, complete) ? 'text/plain' : null;
}

function looksLikeText(head: Uint8Array, complete: boolean): boolean {
  if (head.length === 0) return false;
  let text: string;
  try {
    // `stream` while more follows: a multi-byte character cut at the end of the sample is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !complete });
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/** The declared Content-Type of the part, when it says something (browsers send octet-stream when unsure). */
export function declaredTypeMatches(declared: string | undefined, sniffed: AllowedType): boolean {
  const mime = declared?.split(';')[0]?.trim().toLowerCase();
  if (!mime || mime === 'application/octet-stream') return true;
  return mime === sniffed;
}

export function extensionMatches(extension: string, sniffed: AllowedType): boolean {
  return (ALLOWED_TYPES[sniffed] as readonly string[]).includes(extension);
}
