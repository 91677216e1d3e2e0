// Next's entry into the server bundle: the web process's route handlers and pages run on their own copies of
// the server modules, so the clock offset the process was given (config CLOCK_OFFSET_MS) is set here for them.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { config } = await import('~/server/config');
  const { setClockOffset } = await import('~/server/domain/clock');
  setClockOffset(config().clockOffsetMs);
}
