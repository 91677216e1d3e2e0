import { AppError } from '~/server/domain/errors';

/** Intake keys are the names agents send: Indonesian snake_case. */
export const INTAKE_KEY = /^[a-z][a-z0-9_]{0,63}$/;

export type IntakeFieldInput = { label: string; required: boolean; description: string };

export function checkIntakeField(field: IntakeFieldInput): IntakeFieldInput {
  const label = field.label.trim();
  if (!label) throw new AppError('VALIDATION', 'label: wajib diisi.');
  if (typeof field.required !== 'boolean') throw new AppError('VALIDATION', 'required: harus boolean.');
  return { label, required: field.required, description: field.description.trim() };
}
