'use client';

import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '~/shared/dashboard/org-inputs';
import type { OrgMessages } from '~/app/_i18n/messages/org';
import { validate as validateWith } from '~/app/_lib/forms';

export type { FieldErrors } from '~/app/_lib/forms';

/**
 * Validates with the procedure's own schema and returns either the data or one message per field, in the
 * visitor's language (schema messages are looked up by key; anything else is shown as zod wrote it).
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown, t: OrgMessages) {
  const keys = Object.keys(VALIDATION_MESSAGES) as (keyof typeof VALIDATION_MESSAGES)[];
  // The org schemas' messages are Indonesian text of their own; each has a translation in the org messages.
  const translate = (message: string) => {
    const key = keys.find((k) => VALIDATION_MESSAGES[k] === message);
    return key ? t[`v_${key}`] : undefined;
  };
  return validateWith(schema, values, 'id', translate);
}
