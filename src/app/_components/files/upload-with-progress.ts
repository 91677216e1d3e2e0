'use client';

/** A file the server stored: its id goes into the message's or hand-in's `files`. */
type UploadedFile = { id: string; filename: string; content_type: string; size: number };

export type UploadOutcome =
  { ok: true; file: UploadedFile } | { ok: false; status: number; code: string; message: string };

/**
 * Sends one file as multipart/form-data (`file`, `purpose`) and reports the share sent as it goes. XHR, not
 * fetch: only XHR tells how much of a request body has left. Never rejects; a cut-off upload is status 0.
 */
export function uploadWithProgress(
  url: string,
  file: File,
  purpose: string,
  onProgress: (fraction: number) => void,
): { done: Promise<UploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201 && body && typeof (body as UploadedFile).id === 'string') {
        resolve({ ok: true, file: body as UploadedFile });
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      resolve({ ok: false, status: xhr.status, code: error?.code ?? 'INTERNAL', message: error?.message ?? '' });
    };
    const cutOff = () => resolve({ ok: false, status: 0, code: 'NETWORK', message: '' });
    xhr.onerror = cutOff;
    xhr.onabort = cutOff;
    xhr.open('POST', url);
    const form = new FormData();
    // The purpose first: the server knows it before the file's bytes arrive.
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
