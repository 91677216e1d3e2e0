import type { Locale } from '~/app/_i18n/locale';

/** `812 B`, `14,2 KB`, `3,1 MB` in the reader's number format (1 KB = 1024 bytes, as file managers show). */
export function fileSize(bytes: number, locale: Locale): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const format = new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: digits });
  return `${format.format(value)} ${units[unit]}`;
}

const SHORT: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'text/plain': 'TXT',
};

/** The type's short name, shown as the file's icon. */
export const fileTypeLabel = (contentType: string) => SHORT[contentType.split(';')[0]!.trim()] ?? 'FILE';
