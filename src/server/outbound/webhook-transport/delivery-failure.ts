/**
 * A failed delivery attempt. `message` is what the organization sees (stored on the attempt, shown in
 * the dashboard and the ops CLI): generic and stable, never an address a name resolved to, since that
 * would let anyone with a webhook URL map the internal network. `detail` is for the server log only.
 */
export class DeliveryFailure extends Error {
  constructor(
    publicMessage: string,
    readonly detail: string,
  ) {
    super(publicMessage);
    this.name = 'DeliveryFailure';
  }
}

/** The public text for a socket-level error of Node's http(s) client. */
export function networkFailureMessage(error: NodeJS.ErrnoException): string {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return 'connection reset';
  if (code === 'ETIMEDOUT') return 'connection timed out';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') return 'host unreachable';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'DNS lookup failed';
  if (/^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_)/.test(code) || /^EPROTO$/.test(code))
    return 'TLS handshake failed';
  if (code.startsWith('HPE_')) return 'invalid HTTP response';
  return 'connection failed';
}
