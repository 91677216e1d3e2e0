import { z } from 'zod';
import type { ApiRequest, ApiResponse } from '~/mcp/api-client';

/** A document an agent sends inline is small (decisions.md, Round 4 issue 26); larger ones go to POST /v1/files. */
const MAX_INLINE_DOCUMENT_BYTES = 4 * 1024 * 1024;
export const MAX_INLINE_DOCUMENTS = 5;

const base64 = z
  .string()
  .max(Math.ceil(MAX_INLINE_DOCUMENT_BYTES / 3) * 4 + 4)
  .regex(/^[A-Za-z0-9+/\s]*={0,2}\s*$/, 'must be base64')
  .describe(`The bytes, base64 (at most ${MAX_INLINE_DOCUMENT_BYTES / 1024 / 1024} MiB decoded)`);

export const inlineDocument = z.object({
  nama: z.string().min(1).max(200).describe('File name with its extension, e.g. "ktp.pdf"'),
  isi_base64: base64,
});
type InlineDocument = z.infer<typeof inlineDocument>;

/** The upload a tool makes before its own call: the response of POST /v1/files, or a refusal to pass on. */
export class UploadRefused extends Error {
  constructor(readonly response: ApiResponse) {
    super(`upload refused: ${response.status}`);
  }
}

export type Uploader = (document: InlineDocument, purpose: 'intake' | 'message') => Promise<string>;

/** POST /v1/files for one inline document; its id, or UploadRefused with the API's answer. */
export function uploaderVia(call: (request: ApiRequest) => Promise<ApiResponse>): Uploader {
  return async (document, purpose) => {
    const response = await call({
      method: 'POST',
      path: '/files',
      form: { fields: { purpose }, file: { name: document.nama, bytes: Buffer.from(document.isi_base64, 'base64') } },
    });
    if (response.status !== 201) throw new UploadRefused(response);
    return (JSON.parse(response.text) as { id: string }).id;
  };
}
