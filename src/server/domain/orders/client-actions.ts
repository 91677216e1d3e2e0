import type { DomainContext } from '~/server/domain/context';
import type { Db } from '~/server/db/client';
import type { Actor } from '~/server/domain/actor';
import { checkAttachable, type FileLinks } from '~/server/domain/files/order-files';
import { applyMove, requireMove } from './apply-move';
import { viewerOf, type MoveName, type Viewer } from './lifecycle';
import type { Reach } from '~/server/domain/tenant';
import { lockOrder, orderView } from './load-order';

/** `viewer`: whom the returned order is shown to (an API key's scopes); else the actor's own kind. */
type ClientAction = {
  db: Db;
  domain: DomainContext;
  orderId: string;
  /** An order out of reach is NOT_FOUND. */
  reach: Reach;
  actor: Actor;
  viewer?: Viewer;
  /** Whom the answer's file links are for; default: the actor. */
  reader?: Actor;
};

function clientMove(name: MoveName, options: ClientAction, extra: { text?: string; files?: readonly string[] } = {}) {
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, options.reach);
    requireMove(order, name, options.actor);
    const files = await checkAttachable(tx, {
      order,
      attacher: { kind: 'organization' },
      fileIds: extra.files ?? [],
      field: 'files',
    });
    const moved = await applyMove(tx, order, name, {
      domain: options.domain,
      actor: options.actor,
      text: extra.text,
      files,
    });
    const links: FileLinks = { domain: options.domain, reader: options.reader ?? options.actor };
    return orderView(tx, moved, options.viewer ?? viewerOf(options.actor), links);
  });
}

/** The client answers a practitioner's request for data: the message is kept and work resumes. */
export const replyToOrder = (options: ClientAction & { text: string; files?: readonly string[] }) =>
  clientMove('kirim_pesan', options, { text: options.text, files: options.files });

/** The client accepts the deliverable: the escrow is released to the practitioner's earnings. */
export const acceptOrder = (options: ClientAction) => clientMove('terima_hasil', options);

/** The client asks for a revision with a message: back to work, the deliverable stays until replaced. */
export const requestRevision = (options: ClientAction & { text: string; files?: readonly string[] }) =>
  clientMove('minta_revisi', options, { text: options.text, files: options.files });

/** An owner/admin disputes a deliverable with a reason. */
export const openDispute = (options: ClientAction & { reason: string }) =>
  clientMove('ajukan_sengketa', options, { text: options.reason });
