import { AppError } from '~/server/domain/errors';
import { jakartaMonth } from '~/shared/format/jakarta-time';

export type StatementPeriod = { label: string; start: Date; end: Date };

/** `YYYY-MM`, a calendar month in Asia/Jakarta, with its UTC bounds [start, end). */
export function statementPeriod(label: string): StatementPeriod {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) throw new AppError('VALIDATION', 'month: format YYYY-MM.');
  // Mid-month at noon UTC is inside the same Jakarta month whatever the offset.
  return jakartaMonth(new Date(Date.UTC(Number(match[1]), month - 1, 15, 12)));
}
