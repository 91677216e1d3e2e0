import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The dashboard lists' search box and date range (days of the Jakarta calendar, both ends included). */
export const listFilterFields = {
  search: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
};

export type ListFilter = { search?: string; from?: string; to?: string };

/**
 * The cursor of a paged list: the last row's id of the page before. `null` is the first page too: a page
 * prefetched on the server reaches the browser as JSON, where the first page's `undefined` cursor became
 * `null`, and the list's refetch sends that back.
 */
export const pageCursor = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .nullish()
  .transform((v) => v ?? undefined);

/** A paged list's input beside its filters: the cursor, and the page's size. */
export const listPageFields = {
  cursor: pageCursor,
  limit: z.number().int().min(1).max(100).optional(),
};

/** One page of a dashboard list, newest (or first) rows first. */
export type ListPage<T> = { data: T[]; has_more: boolean };

/** The instants a Jakarta day range covers: from the first day's midnight (WIB) to the day after the last. */
export function jakartaDayRange(filter: { from?: string; to?: string }): { start?: Date; end?: Date } {
  const start = filter.from ? new Date(`${filter.from}T00:00:00+07:00`) : undefined;
  const end = filter.to ? new Date(new Date(`${filter.to}T00:00:00+07:00`).getTime() + 86_400_000) : undefined;
  return { start, end };
}

/** A LIKE pattern that matches the text anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
