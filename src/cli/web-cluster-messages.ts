/** What the cluster's primary sends a web process it retires in a rolling restart (web-cluster.ts, web-server.ts). */
export const RETIRE_MESSAGE = 'aos:retire-web-process';
