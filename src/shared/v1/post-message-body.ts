import { text } from '~/shared/v1/limits';
import { z } from 'zod';

/** Body of POST /v1/orders/{id}/messages; the MCP tool `kirim_pesan` sends its `pesan` as `message`. */
export const postMessageBody = z.strictObject({
  message: text().min(1).describe('Reply text, 1-20000 characters'),
  files: z
    .array(text().describe('`file_…`'))
    .max(10)
    .optional()
    .describe('Documents the reply carries: ids from POST /v1/files, at most 10'),
});
