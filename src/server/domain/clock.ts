/**
 * The one source of business time. Tests move it with `setClockOffset`; each entry point sets the offset its
 * process was given (config CLOCK_OFFSET_MS). Nothing else in the domain reads the system clock.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
