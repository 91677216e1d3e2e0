import { hashSecret } from '~/server/domain/keys/key-format';
import { randomBase62 } from '~/server/domain/ids';

/** Access tokens live one hour; a client refreshes (rotating its refresh token) to go on. */
export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const CODE_SECONDS = 10 * 60;

const ACCESS_SHAPE = /^svc_oat_[0-9A-Za-z]{43}$/;

/** The bearer forms: an access token is told from an API key by its marker, before any query. */
export const isAccessTokenShape = (value: string) => ACCESS_SHAPE.test(value);

export const newAccessToken = () => `svc_oat_${randomBase62(43)}`;
export const newRefreshToken = () => `svc_ort_${randomBase62(43)}`;
export const newAuthorizationCode = () => randomBase62(43);

/** Codes and tokens are stored as SHA-256 hashes only (256-bit random values: no salt needed). */
export const tokenHash = (value: string) => hashSecret(value);
