/**
 * `full` under `npm run test:reliability`; `fast` when the scenarios run as the subset inside `npm test`
 * (`fast-subset.test.ts` sets RELIABILITY_SCALE=fast before importing them).
 */
export const scale = (): 'full' | 'fast' => (process.env.RELIABILITY_SCALE === 'fast' ? 'fast' : 'full');

/** A count for this scale. */
export const atScale = (full: number, fast: number): number => (scale() === 'full' ? full : fast);
