/**
 * Half of a UTF-16 surrogate pair without its other half: valid as a JSON escape, but not text (Postgres and
 * hashing refuse it, and it cannot be encoded in a URL). The server's JSON guard and the MCP path arguments
 * both refuse it with this one definition.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);
