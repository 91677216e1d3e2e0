'use client';

import { Anchor, Badge } from '@mantine/core';
import { useState } from 'react';
import { files as filesMessages } from '~/app/_i18n/messages/files';
import { useLocale, useT } from '~/app/_i18n/use-t';
import type { OrderFileView } from '~/shared/orders/order-view-schema';
import { FilePreview } from './file-preview';
import { fileSize, fileTypeLabel } from './file-size';
import styles from './files.module.css';

/**
 * An order's files: type, name, size, a preview of PDFs and images (FilePreview) and a download through the
 * signed link the view carries (an attachment). `showKind` names where each is attached (intake, message, result).
 */
export function FileList({
  files,
  label,
  showKind = false,
}: {
  files: readonly OrderFileView[];
  label: string;
  showKind?: boolean;
}) {
  const t = useT(filesMessages);
  const locale = useLocale();
  const [previewed, setPreviewed] = useState<OrderFileView | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {files.map((file) => (
          <li key={`${file.attached_to}-${file.message_id ?? ''}-${file.id}`} className={styles.item}>
            <Badge variant="light" radius="sm" className={styles.type} aria-hidden>
              {fileTypeLabel(file.content_type)}
            </Badge>
            <span className={styles.name}>{file.filename}</span>
            <span className="muted">
              {fileSize(file.size, locale)}
              {showKind ? ` · ${t[`kind_${file.attached_to}`]}` : ''}
            </span>
            {file.preview_url ? (
              <Anchor component="button" type="button" onClick={() => setPreviewed(file)}>
                {t.preview}
                <span className="sr-only"> {file.filename}</span>
              </Anchor>
            ) : null}
            {file.download_url ? (
              <a href={file.download_url} download={file.filename}>
                {t.download}
                <span className="sr-only"> {file.filename}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <FilePreview file={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}
