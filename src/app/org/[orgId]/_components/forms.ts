'use client';

import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '~/server/api/routers/dashboard/org/schemas';
import type { OrgMessages } from '~/app/_i18n/messages/org';

export type FieldErrors = Record<string, string>;

/**
 * Validates with the procedure's own schema and returns either the data or one message per field, in the
 * visitor's language (schema messages are looked up by key; anything else is shown as zod wrote it).
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown, t: OrgMessages): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (errors[field]) continue;
    const key = (Object.keys(VALIDATION_MESSAGES) as (keyof typeof VALIDATION_MESSAGES)[]).find((k) => VALIDATION_MESSAGES[k] === issue.message);
    errors[field] = key ? t[`v_${key}`] : issue.message;
  }
  return { data: null, errors };
}

/**
 * Reads a rupiah amount as people type it: `5000000`, `5.000.000`, `5,000,000` or `Rp 5.000.000`.
 * Anything else (decimals, letters, empty) is NaN, which the schema reports with its own message.
 */
export function parseRupiah(text: string): number {
  const cleaned = text.trim().replace(/^rp\.?\s*/i, '').replace(/\s/g, '');
  if (/^\d+$/.test(cleaned)) return Number(cleaned);
  if (/^\d{1,3}(\.\d{3})+$/.test(cleaned) || /^\d{1,3}(,\d{3})+$/.test(cleaned)) return Number(cleaned.replace(/[.,]/g, ''));
  return Number.NaN;
}

/** Props that tie an input to its inline error for assistive technology. */
export function describedBy(id: string, error: string | undefined) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
}
