'use client';

import { Button, CloseButton, Progress } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useRef, useState } from 'react';
import { files as filesMessages } from '~/app/_i18n/messages/files';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { fileSize } from './file-size';
import styles from './files.module.css';
import { uploadWithProgress, type UploadOutcome } from './upload-with-progress';

/** As the server's limit per message or hand-in (MAX_FILES_PER_ATTACHMENT). */
const MAX_FILES = 10;

type Item = {
  key: string;
  name: string;
  size: number;
  progress: number;
  state: 'uploading' | 'done' | 'refused';
  fileId?: string;
  error?: string;
};

type Words = (typeof filesMessages)['id'];

/** The server's refusal in the reader's language; its own words when it is none of the known ones. */
function refusalText(outcome: Extract<UploadOutcome, { ok: false }>, t: Words): string {
  const message = outcome.message;
  if (outcome.status === 0) return t.refusedNetwork;
  if (/jenis berkas tidak diterima/.test(message)) return t.refusedType;
  if (/tidak sesuai dengan isi berkas/.test(message)) return t.refusedMismatch;
  if (/lebih dari \d+ byte/.test(message)) return t.refusedSize;
  if (/berkas kosong/.test(message)) return t.refusedEmpty;
  if (/kuota/.test(message)) return t.refusedQuota;
  return message ? `${t.refusedOther}: ${message}` : t.refusedOther;
}

/**
 * Files being attached to one message or hand-in: each uploads as soon as it is picked (to `uploadUrl`, with
 * its progress), and `ids` are the ones stored, for the form's `files`. `pending` while any is still uploading
 * or was refused and not removed: a message must not go out silently without a file the person picked.
 */
export function useAttachments(uploadUrl: string, purpose: 'message' | 'deliverable') {
  const t = useT(filesMessages);
  const [items, setItems] = useState<Item[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const counter = useRef(0);
  const update = (key: string, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function add(picked: File[]) {
    const room = MAX_FILES - items.filter((i) => i.state !== 'refused').length;
    const fresh = picked.map((file, index) => {
      counter.current += 1;
      const item: Item = {
        key: `f${counter.current}`,
        name: file.name,
        size: file.size,
        progress: 0,
        state: index < room ? 'uploading' : 'refused',
        error: index < room ? undefined : t.tooMany,
      };
      return { file, item };
    });
    setItems((all) => [...all, ...fresh.map((f) => f.item)]);
    for (const { file, item } of fresh) {
      if (item.state !== 'uploading') continue;
      const upload = uploadWithProgress(uploadUrl, file, purpose, (progress) => update(item.key, { progress }));
      aborts.current.set(item.key, upload.abort);
      void upload.done.then((outcome) => {
        if (!aborts.current.delete(item.key)) return; // removed meanwhile
        update(
          item.key,
          outcome.ok
            ? { state: 'done', progress: 1, fileId: outcome.file.id }
            : { state: 'refused', error: refusalText(outcome, t) },
        );
      });
    }
  }

  function remove(key: string) {
    const abort = aborts.current.get(key);
    aborts.current.delete(key);
    abort?.();
    setItems((all) => all.filter((item) => item.key !== key));
  }

  return {
    items,
    add,
    remove,
    ids: items.flatMap((i) => (i.state === 'done' && i.fileId ? [i.fileId] : [])),
    pending: items.some((i) => i.state !== 'done'),
    clear: () => setItems([]),
  };
}

export type Attachments = ReturnType<typeof useAttachments>;

/**
 * Where files are dropped or picked (a kept dropzone; the button is the keyboard's way in), then each file with
 * its progress, its refusal in words, and a button to remove it.
 */
export function AttachFiles({ id, attachments }: { id: string; attachments: Attachments }) {
  const t = useT(filesMessages);
  const locale = useLocale();
  const openRef = useRef<() => void>(null);
  return (
    <div className={styles.attach}>
      <span className={styles.label} id={`${id}-label`}>
        {t.attach}
      </span>
      <Dropzone openRef={openRef} onDrop={attachments.add} multiple activateOnKeyboard={false} p="sm">
        <Dropzone.Idle>
          <span className="muted">{t.dropHere}</span>
        </Dropzone.Idle>
        <Dropzone.Accept>
          <span>{t.dropNow}</span>
        </Dropzone.Accept>
        <Dropzone.Reject>
          <span>{t.dropNow}</span>
        </Dropzone.Reject>
      </Dropzone>
      <div className={styles.row}>
        <Button
          variant="default"
          size="xs"
          onClick={() => openRef.current?.()}
          aria-describedby={`${id}-allowed`}
          id={`${id}-choose`}
        >
          {t.choose}
        </Button>
        <small className="muted" id={`${id}-allowed`}>
          {t.allowed}
        </small>
      </div>
      {attachments.items.length > 0 ? (
        <ul className={styles.items} aria-label={t.attachments}>
          {attachments.items.map((item) => (
            <li key={item.key} data-state={item.state}>
              <div className={styles.line}>
                <span className={styles.name}>{item.name}</span>
                <span className="muted">{fileSize(item.size, locale)}</span>
                <CloseButton
                  size="sm"
                  aria-label={`${t.remove}: ${item.name}`}
                  onClick={() => attachments.remove(item.key)}
                />
              </div>
              {item.state === 'refused' ? (
                <small role="alert" className="field-error">
                  {item.error}
                </small>
              ) : (
                <Progress.Root size="sm">
                  <Progress.Section
                    value={Math.round(item.progress * 100)}
                    color={item.state === 'done' ? 'teal' : undefined}
                    aria-label={`${item.state === 'done' ? t.uploaded : t.uploading}: ${item.name}`}
                  />
                </Progress.Root>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
