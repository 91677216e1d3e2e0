'use client';

import { FileList } from '~/app/_components/files/file-list';
import { files as filesMessages } from '~/app/_i18n/messages/files';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { label } from '~/app/org/[orgId]/_components/badges';
import type { OrderDetail } from './order-detail';

type Files = OrderDetail['order']['files'];

/** The conversation with the practitioner, oldest first, each message with its files. */
export function OrderMessages({ messages, files }: { messages: OrderDetail['order']['messages']; files: Files }) {
  const t = useT(org);
  const f = useT(filesMessages);
  const locale = useLocale();
  return (
    <section className="card" aria-labelledby="messages-title">
      <h3 id="messages-title">{t.messages}</h3>
      {messages.length === 0 ? (
        <p className="empty">{t.noMessages}</p>
      ) : (
        <ol className="messages">
          {messages.map((m) => (
            <li key={m.id} className={`from-${m.sender}`}>
              <div className="meta">
                <strong>{label(t, 'sender_', m.sender)}</strong> · {dateTime(m.created_at, locale)}
              </div>
              <p className="pre">{m.text}</p>
              <FileList files={files.filter((file) => file.message_id === m.id)} label={f.attachments} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The practitioner's result, once delivered: the text and the files handed in with it. */
export function OrderDeliverable({
  deliverable,
  files,
}: {
  deliverable: OrderDetail['order']['deliverable'];
  files: Files;
}) {
  const t = useT(org);
  const f = useT(filesMessages);
  return (
    <section className="card" aria-labelledby="deliverable-title">
      <h3 id="deliverable-title">{t.deliverable}</h3>
      {deliverable ? <p className="pre">{deliverable}</p> : <p className="empty">{t.noDeliverable}</p>}
      <FileList files={files.filter((file) => file.attached_to === 'deliverable')} label={f.attachments} />
    </section>
  );
}

/** Every file of the order (intake documents, message attachments, the result's), each downloadable. */
export function OrderFiles({ files }: { files: Files }) {
  const f = useT(filesMessages);
  return (
    <section className="card" aria-labelledby="files-title">
      <h3 id="files-title">{f.files}</h3>
      {files.length === 0 ? <p className="empty">{f.noFiles}</p> : <FileList files={files} label={f.files} showKind />}
    </section>
  );
}
