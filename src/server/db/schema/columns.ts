import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are stored with time zone and surfaced as Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** Rupiah amounts: integers, bigint in Postgres so sums never overflow. */
export const idr = (name: string) => bigint(name, { mode: 'number' });
