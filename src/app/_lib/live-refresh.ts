/**
 * How often pages that show live state (an order's messages and status, a practitioner's offers) ask again,
 * as react-query's refetchInterval: the query cache polls only while the page is open and shares one request.
 */
export const LIVE_REFRESH_MS = 5_000;
