/** `error` is the public text of a failure (stored on the attempt); `reason` the raw one, for the server log only. */
export type WebhookResult = { statusCode: number | null; error: string | null; reason?: string };

/**
 * Sends one signed webhook body to its target and reports how the target answered; never throws: a refused
 * target (the SSRF guard), a DNS or network failure or a timeout is a failed result. The worker passes the
 * HTTP one (outbound/webhook-transport), as it passes the mail sender to deliverMail.
 */
export type WebhookTransport = (request: {
  url: string;
  body: Buffer;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Development only: loopback and private addresses may be reached. */
  allowPrivate: boolean;
}) => Promise<WebhookResult>;
