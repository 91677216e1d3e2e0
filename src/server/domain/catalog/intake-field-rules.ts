import { INTAKE_FIELD_TYPES, type IntakeFieldType } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';

/** Intake keys are the names agents send: Indonesian snake_case. */
export const INTAKE_KEY = /^[a-z][a-z0-9_]{0,63}$/;

/** `type` absent: text (a field added before documents existed, or by a caller that does not say). */
export type IntakeFieldInput = { label: string; required: boolean; description: string; type?: IntakeFieldType };

export function checkIntakeField(field: IntakeFieldInput): Required<IntakeFieldInput> {
  const label = field.label.trim();
  if (!label) throw new AppError('VALIDATION', 'label: wajib diisi.');
  if (typeof field.required !== 'boolean') throw new AppError('VALIDATION', 'required: harus boolean.');
  const type = field.type ?? 'text';
  if (!(INTAKE_FIELD_TYPES as readonly string[]).includes(type))
    throw new AppError('VALIDATION', `type: salah satu dari ${INTAKE_FIELD_TYPES.join(', ')}.`);
  return { label, required: field.required, description: field.description.trim(), type };
}
