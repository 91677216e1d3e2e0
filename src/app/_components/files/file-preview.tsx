'use client';

import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { files as filesMessages } from '~/app/_i18n/messages/files';
import { useT } from '~/app/_i18n/use-t';
import type { OrderFileView } from '~/shared/orders/order-view-schema';
import styles from './files.module.css';

/**
 * A PDF or image shown from its signed preview link (served inline with a sandboxing policy, framable by this
 * site only: domain/files/preview-headers.ts). Images in an <img>, PDFs in the browser's own viewer in a frame;
 * the download stays beside it for readers whose browser shows no PDFs. Full screen on phones.
 */
export function FilePreview({ file, onClose }: { file: OrderFileView | null; onClose: () => void }) {
  const t = useT(filesMessages);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const url = file?.preview_url ?? null;
  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      title={file ? `${t.preview}: ${file.filename}` : t.preview}
      size="60rem"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t.closePreview }}
    >
      {file && url ? (
        <div className={styles.preview}>
          {file.content_type === 'application/pdf' ? (
            // The fragment is the viewer's (fit to width, no thumbnails); it is not sent, so the signature holds.
            <iframe src={`${url}#navpanes=0&view=FitH`} title={file.filename} className={styles.previewFrame} />
          ) : (
            <img src={url} alt={file.filename} className={styles.previewImage} />
          )}
          {file.download_url ? (
            <a href={file.download_url} download={file.filename}>
              {t.download}
              <span className="sr-only"> {file.filename}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
