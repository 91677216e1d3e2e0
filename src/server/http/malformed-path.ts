/**
 * A request target whose path has a percent-escape that does not decode to text (`%ZZ`, a lone `%`,
 * truncated or overlong UTF-8, an encoded surrogate) is taken literally: every `%` of the path becomes
 * `%25`. Next would otherwise answer it with a plain-text 500 before any route runs; this way the route
 * sees the text as sent and answers as for any unknown id (404 with the envelope on /v1).
 */
export function literalMalformedPath(target: string | undefined): string | undefined {
  if (!target) return target;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return target;
  } catch {
    return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : target.slice(queryAt));
  }
}
