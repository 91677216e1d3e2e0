/**
 * The header in which the web server (src/cli/web-server.ts) hands the requested path and query to the
 * pages, so that a guard can send a signed-out visitor to sign-in and back. The server always overwrites
 * it (a client's own value never arrives); the pages still accept only a same-site relative path.
 */
export const REQUEST_PATH_HEADER = 'x-aos-request-path';
