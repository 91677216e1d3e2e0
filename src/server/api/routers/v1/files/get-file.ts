import { getFile } from '~/server/domain/files/read-file';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { fileIdInput, fileSchema } from './file-schema';

export const getFileEndpoint = v1Endpoint({
  scope: 'berkas:baca',
  meta: {
    openapi: { method: 'GET', path: '/files/{id}', tags: ['Files'], summary: "A file's metadata", protect: true },
    errors: ['NOT_FOUND'],
  },
  input: fileIdInput,
  output: fileSchema,
  handle: async ({ ctx, input }) => {
    const { store: _store, ...file } = await getFile({
      db: ctx.db,
      fileId: input.id,
      organizationId: ctx.apiKey.organizationId,
      livemode: ctx.apiKey.livemode,
    });
    return file;
  },
});
