import { z } from 'zod';
import { fileContent, getFile } from '~/server/domain/files/read-file';
import { attachmentHeaders } from '~/server/domain/files/attachment-headers';
import { StreamReply, v1Endpoint } from '~/server/api/rest/endpoint';
import { fileIdInput } from './file-schema';

export const getFileContentEndpoint = v1Endpoint({
  scope: 'berkas:baca',
  meta: {
    openapi: {
      method: 'GET',
      path: '/files/{id}/content',
      tags: ['Files'],
      summary: "A file's bytes",
      description:
        'Streamed as an attachment (`Content-Disposition: attachment`), with the type decided at upload and ' +
        '`X-Content-Type-Options: nosniff`; never shown inline.',
      protect: true,
    },
    errors: ['NOT_FOUND'],
    attachment: {
      contentType: 'application/octet-stream',
      description: 'The bytes, as an attachment of the type decided at upload',
    },
  },
  input: fileIdInput,
  output: z.string().meta({ format: 'binary' }),
  handle: async ({ ctx, input }) => {
    const file = await getFile({
      db: ctx.db,
      fileId: input.id,
      organizationId: ctx.apiKey.organizationId,
      livemode: ctx.apiKey.livemode,
    });
    return new StreamReply(fileContent(ctx.db, ctx.domain.files, file), attachmentHeaders(file));
  },
});
