import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor } from '~/server/domain/actor';
import { AppError } from '~/server/domain/errors';

/** What a signed link grants: one file of one order, until `expires` (unix seconds), minted for `reader`. */
export type FileLinkClaim = { fileId: string; orderId: string; expires: number; reader: string };

/**
 * A download (always an attachment) or a preview (shown inline, sandboxed). The use is part of what is signed,
 * so a download link cannot be turned into a preview by editing its path.
 */
export type FileLinkUse = 'download' | 'preview';

/** Path of the download route (src/app/berkas/[fileId]/route.ts): outside /v1, since it takes no key. */
const FILE_LINK_PATH = '/berkas';
/** Suffix of the preview route (src/app/berkas/[fileId]/pratinjau/route.ts). */
const PREVIEW_SUFFIX = '/pratinjau';

const sign = (secret: string, claim: FileLinkClaim, use: FileLinkUse) =>
  createHmac('sha256', secret)
    .update(
      [
        use === 'download' ? 'file-link' : 'file-preview',
        claim.fileId,
        claim.orderId,
        String(claim.expires),
        claim.reader,
      ].join('\n'),
    )
    .digest('base64url');

/** `type:id` of the actor a link is minted for; its downloads are audited under that actor. */
export function readerOf(actor: Actor): string {
  return `${actor.type}:${actor.id ?? ''}`;
}

export function actorOfReader(reader: string): Actor {
  const at = reader.indexOf(':');
  const type = reader.slice(0, at);
  const id = reader.slice(at + 1) || null;
  switch (type) {
    case 'api_key':
    case 'user':
    case 'practitioner':
      return id ? { type, id } : { type: 'system', id: null };
    case 'operator':
    case 'cli':
      return { type, id };
    default:
      return { type: 'system', id: null };
  }
}

/**
 * A download URL for `claim`: works without a key until it expires, bound to the file, the order and the reader
 * by an HMAC over all four (not guessable, not transferable to another file or order).
 */
export function fileLinkUrl(
  publicUrl: string,
  secret: string,
  claim: FileLinkClaim,
  use: FileLinkUse = 'download',
): string {
  const query = new URLSearchParams({
    order: claim.orderId,
    expires: String(claim.expires),
    by: claim.reader,
    signature: sign(secret, claim, use),
  });
  const suffix = use === 'preview' ? PREVIEW_SUFFIX : '';
  return `${publicUrl}${FILE_LINK_PATH}/${encodeURIComponent(claim.fileId)}${suffix}?${query}`;
}

/**
 * The claim of a link, once its signature holds and it has not expired; otherwise 401 UNAUTHORIZED (the
 * link is the credential: a wrong one is like a wrong key, an expired one like a revoked key).
 */
export function verifyFileLink(args: {
  secret: string;
  fileId: string;
  query: URLSearchParams;
  now: Date;
  use?: FileLinkUse;
}): FileLinkClaim {
  const orderId = args.query.get('order') ?? '';
  const expiresText = args.query.get('expires') ?? '';
  const reader = args.query.get('by') ?? '';
  const signature = args.query.get('signature') ?? '';
  const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : NaN;
  const claim = { fileId: args.fileId, orderId, expires, reader };
  const expected = Buffer.from(Number.isFinite(expires) ? sign(args.secret, claim, args.use ?? 'download') : '');
  const given = Buffer.from(signature);
  if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('UNAUTHORIZED', 'Tautan berkas tidak sah.');
  if (expires * 1000 <= args.now.getTime())
    throw new AppError('UNAUTHORIZED', 'Tautan berkas sudah kedaluwarsa; ambil order lagi untuk tautan baru.');
  return claim;
}
