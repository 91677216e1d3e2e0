/**
 * The one source of business time. Tests move it with `setClockOffset`; each entry point sets the offset its
 * process was given (config CLOCK_OFFSET_MS). Nothing else in the domain reads the system clock.
 */
let offsetMs = 0;

/**
 * The `Date` of the process as this module found it. The web server loads Next after this module, and Next then
 * replaces the global `Date` with a wrapper that asks two AsyncLocalStorages whether a prerender is reading the
 * clock (node-environment-extensions/date.js): ~1 % of a GET's web thread (docs/performance.md, round 5). The
 * domain's time is never a prerender's, and its dates are the same objects either way.
 */
const SystemDate = Date;

export function now(): Date {
  return new SystemDate(SystemDate.now() + offsetMs);
}

export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
