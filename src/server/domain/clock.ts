/**
 * The one source of business time. Tests move it with `setClockOffset`; processes started by tests
 * can be moved with CLOCK_OFFSET_MS. Nothing else in the domain reads the system clock.
 */
let offsetMs = Number(process.env.CLOCK_OFFSET_MS ?? 0) || 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
