import type { z } from 'zod';
import type { Locale } from '~/app/_i18n/locale';
import { common } from '~/app/_i18n/messages/common';

/** Words for inline validation messages (in the common messages). */
type ValidationWords = {
  v_required: string;
  v_minChars: string;
  v_maxChars: string;
  v_number: string;
  v_integer: string;
  v_min: string;
  v_max: string;
  v_invalid: string;
  v_email: string;
};

export type FieldErrors = Record<string, string>;

const fill = (template: string, n: unknown) => template.replace('{n}', String(n));

/**
 * One person-readable message per issue. The schemas' own messages are Indonesian, so they are shown as
 * they are in Indonesian; in English the issue's code and bounds pick the words.
 */
function messageOf(issue: z.core.$ZodIssue, locale: Locale, words: ValidationWords): string {
  if (locale === 'id') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return words.v_integer;
      return issue.expected === 'number' ? words.v_number : words.v_required;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? words.v_required : fill(words.v_minChars, issue.minimum);
      if (issue.origin === 'number') return fill(words.v_min, Number(issue.minimum) + (issue.inclusive ? 0 : 1));
      return words.v_required;
    case 'too_big':
      return issue.origin === 'string' ? fill(words.v_maxChars, issue.maximum) : fill(words.v_max, issue.maximum);
    case 'invalid_format':
      return issue.format === 'email' ? words.v_email : words.v_invalid;
    default:
      return words.v_invalid;
  }
}

/**
 * Checks form values with the same zod schema the procedure uses; the first problem of each field becomes
 * its inline message (keyed by the field's name).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
  locale: Locale,
  /** A schema's own message in the visitor's language, when the area has one. */
  translate?: (message: string) => string | undefined,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const words: ValidationWords = common[locale];
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '_form');
    errors[key] ??= translate?.(issue.message) ?? messageOf(issue, locale, words);
  }
  return { data: null, errors };
}

/**
 * Reads an amount as people type it: `5000000`, `5.000.000`, `5,000,000`, `5 000 000` or `Rp 5.000.000`.
 * Anything else (decimals, letters, empty) is NaN, which the schema reports with its own message.
 */
export function parseRupiah(value: FormDataEntryValue | null | undefined): number {
  if (typeof value !== 'string') return Number.NaN;
  const cleaned = value
    .trim()
    .replace(/^rp\.?\s*/i, '')
    .replace(/\s/g, '');
  if (/^\d+$/.test(cleaned)) return Number(cleaned);
  if (/^\d{1,3}(\.\d{3})+$/.test(cleaned) || /^\d{1,3}(,\d{3})+$/.test(cleaned))
    return Number(cleaned.replace(/[.,]/g, ''));
  return Number.NaN;
}

/** The string fields of a form, by name. */
export function formStrings(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Props that tie an input to its inline error for assistive technology. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
