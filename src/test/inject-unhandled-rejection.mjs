// Loaded with `node --import` into a worker process by worker-restart.test.ts: one unhandled rejection, as
// graphile-worker produces when it cannot record a job's failure during a database restart. It comes on SIGUSR2,
// which the test sends once the worker says it runs: a timer from the process's start raced the start-up.
process.on('SIGUSR2', () => {
  void Promise.reject(new Error('terminating connection due to administrator command (injected by a test)'));
});
