// Loaded with `node --import` into a worker process by worker-restart.test.ts: one unhandled rejection,
// as graphile-worker produces when it cannot record a job's failure during a database restart.
setTimeout(
  () => {
    void Promise.reject(new Error('terminating connection due to administrator command (injected by a test)'));
  },
  Number(process.env.INJECT_REJECTION_AFTER_MS ?? 3000),
);
