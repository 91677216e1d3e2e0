/** An Idempotency-Key value (unquoted): 1-255 visible ASCII characters without space, `"` or `\`. */
export const IDEMPOTENCY_KEY = /^[\x21\x23-\x5b\x5d-\x7e]{1,255}$/;
