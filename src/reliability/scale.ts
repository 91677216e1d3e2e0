import { describe } from 'vitest';

/**
 * `full` under `npm run test:reliability`; `fast` when the scenarios run as the subset inside `npm test`
 * (`fast-subset.test.ts` sets RELIABILITY_SCALE=fast before importing them).
 */
export const scale = (): 'full' | 'fast' => (process.env.RELIABILITY_SCALE === 'fast' ? 'fast' : 'full');

/** A count for this scale. */
export const atScale = (full: number, fast: number): number => (scale() === 'full' ? full : fast);

/**
 * A describe block that exists only at full scale (a scenario that needs clusters and minutes); inside `npm test`
 * it declares nothing. Decided when called, so the fast subset's RELIABILITY_SCALE set before import counts.
 */
export const describeAtFullScale = ((...args: unknown[]) =>
  scale() === 'full' ? (describe as (...a: unknown[]) => unknown)(...args) : undefined) as unknown as typeof describe;
