// What the web server itself measured during a run, read from its /metrics (loopback needs no token): how many
// answers took over 100 ms from the request's arrival in its handler to the answer's last byte written, and its event
// loop's lag. Set beside the load generator's own figures, this tells the server's share of a run's tail from the
// time a request or an answer waited for a thread on a busy machine (docs/performance.md, finding 119).

/** The counts of the duration histogram over all routes, and the event loop's lag since the last scrape. */
export type ServerSample = { answered: number; within100ms: number; lagP99Ms: number; lagMaxMs: number };

export type ServerSide = {
  answered: number;
  /** Answers the server itself took over 100 ms for. */
  over100ms: number;
  /** The web server's event loop lag over the run (prom-client's monitor, reset by every scrape). */
  lagP99Ms: number;
  lagMaxMs: number;
};

/**
 * prom-client's event loop monitor samples every 10 ms (web-metrics.ts keeps its default), and Node's histogram
 * holds each whole interval: the lag is what exceeds it.
 */
export const LAG_RESOLUTION_MS = 10;

const BUCKET = /^aos_http_request_duration_seconds_bucket\{([^}]*)\} (\d+(?:\.\d+)?)$/;

function parse(text: string): ServerSample {
  let answered = 0;
  let within100ms = 0;
  let lagP99Ms = NaN;
  let lagMaxMs = NaN;
  for (const line of text.split('\n')) {
    const bucket = BUCKET.exec(line);
    // The scrapes are answers too; the run's are the rest.
    if (bucket && !bucket[1]!.includes('surface="metrics"')) {
      if (bucket[1]!.includes('le="+Inf"')) answered += Number(bucket[2]);
      else if (bucket[1]!.includes('le="0.1"')) within100ms += Number(bucket[2]);
    } else if (line.startsWith('aos_nodejs_eventloop_lag_p99_seconds{process="web"}'))
      lagP99Ms = Number(line.slice(line.lastIndexOf(' ') + 1)) * 1000 - LAG_RESOLUTION_MS;
    else if (line.startsWith('aos_nodejs_eventloop_lag_max_seconds{process="web"}'))
      lagMaxMs = Number(line.slice(line.lastIndexOf(' ') + 1)) * 1000 - LAG_RESOLUTION_MS;
  }
  return { answered, within100ms, lagP99Ms, lagMaxMs };
}

export async function sampleServer(base: string): Promise<ServerSample> {
  const response = await fetch(`${base}/metrics`);
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return parse(await response.text());
}

/** Between two samples: the histogram's counts differ, the lag is the second sample's (the first reset it). */
export function serverSide(before: ServerSample, after: ServerSample): ServerSide {
  const answered = after.answered - before.answered;
  return {
    answered,
    over100ms: answered - (after.within100ms - before.within100ms),
    lagP99Ms: after.lagP99Ms,
    lagMaxMs: after.lagMaxMs,
  };
}
